import type { Widen } from './types.ts';

/** Texts of the scan screens (spec §2.9); exact spec words where the spec gives them. */
export const scanText = {
  loginRequiredTitle: 'Login Required',
  loginRequiredBody: 'Log in om je persoonlijke scan te starten',
  login: 'Inloggen',
  introTitle: 'Persoonlijkheids- en Carrièrescan',
  introBody: 'Ontdek je persoonlijkheid, je werkinteresses en de carrières en cursussen die bij je passen.',
  facts: { questions: '65 vragen', duration: '10-15 minuten', model: 'Big Five & RIASEC' },
  previousNotice: 'Je hebt al een scan voltooid',
  previousHint:
    'Je kunt je resultaat bekijken of de scan opnieuw maken; je eerdere resultaten blijven bewaard.',
  viewResult: 'Bekijk mijn resultaat',
  start: 'Start scan',
  restart: 'Start scan opnieuw',
  draftNotice: (n: number, total: number) => `Je hebt ${n} van de ${total} vragen al beantwoord`,
  draftHint: 'Je antwoorden zijn bewaard. Ga verder waar je was, of begin opnieuw.',
  resume: (n: number) => `Verder waar je was (${n} beantwoord)`,
  startOver: 'Opnieuw beginnen',
  startOverTitle: 'Opnieuw beginnen?',
  startOverText: (n: number) =>
    `Je ${n} bewaarde ${n === 1 ? 'antwoord wordt' : 'antwoorden worden'} gewist. Dit kun je niet ongedaan maken.`,
  startOverCancel: 'Annuleren',
  startOverConfirm: 'Wis antwoorden en begin opnieuw',
  privacy:
    'Je antwoorden worden veilig en privé opgeslagen en alleen gebruikt voor jouw persoonlijke advies.',
  notForRole: 'De scan is bedoeld voor talenten. Met dit account kun je de scan niet maken.',
  /** The scan's one name (decision 466): the intro card's title (spec §2.9), on the questions too. */
  questionTitle: 'Persoonlijkheids- en Carrièrescan',
  block: (n: number, total: number) => `Blok ${n} van ${total}`,
  answered: (n: number, total: number) => `${n} van ${total} beantwoord`,
  progressLabel: 'Voortgang van de scan',
  resumed: 'Je gaat verder waar je was gebleven: je antwoorden zijn bewaard.',
  saveFailed: 'Je laatste antwoord is nog niet bewaard. Controleer je verbinding.',
  saveRetry: 'Opnieuw bewaren',
  question: (n: number, total: number) => `Vraag ${n} van ${total}`,
  keyboardHint: 'Tip: kies met de toetsen 1 tot en met 5, of met de pijltjestoetsen en spatie.',
  blockDots: 'Blokken',
  blockDot: (n: number, title: string, state: string) => `Blok ${n}: ${title} (${state})`,
  blockDone: 'afgerond',
  blockCurrent: 'huidig',
  blockTodo: 'nog te doen',
  previous: 'Vorige',
  next: 'Volgende',
  send: 'Versturen',
  likert: ['Helemaal niet mee eens', 'Niet mee eens', 'Neutraal', 'Mee eens', 'Helemaal mee eens'] as const,
  analysing: 'Analyseren...',
  submitErrorTitle: 'Je scan kon niet worden verwerkt',
  submitErrorBody: 'Je antwoorden zijn bewaard. Probeer het opnieuw.',
  retry: 'Opnieuw versturen',
  resultTitle: 'Scan Compleet!',
  resultSubtitle: 'Dit is jouw persoonlijke profiel op basis van je antwoorden.',
  summary: 'Profiel Samenvatting',
  learningStyle: 'Leervoorkeur (zelf aangegeven)',
  primaryDrive: 'Drijfveer',
  personalityType: 'Profiel',
  careers: 'Passende Carrières',
  match: (n: number) => `Overeenkomst ${n}/100`,
  strengths: 'Jouw Sterke Punten',
  growth: 'Ontwikkelkansen',
  recommendations: 'Aanbevelingen',
  recommendedCourses: 'Aanbevolen cursussen',
  careerPaths: 'Carrièrepaden',
  noCourses: 'Er zijn nu geen actieve cursussen om aan te bevelen.',
  toCourses: 'Bekijk Passende Cursussen',
  toPassport: 'Naar mijn paspoort',
  backToIntro: 'Terug naar het overzicht',
  tour: [
    {
      title: 'Welkom bij de scan',
      body: 'In 65 korte vragen brengen we je persoonlijkheid (Big Five) en je werkinteresses (RIASEC) in kaart.',
    },
    {
      title: 'Vijf blokken',
      body: 'De vragen staan in vijf blokken. Bovenaan zie je in welk blok je zit en hoeveel vragen je hebt beantwoord.',
    },
    {
      title: 'Kies wat het best past',
      body: 'Kies per uitspraak hoe goed die bij je past. Na je keuze ga je vanzelf door; met Vorige ga je terug.',
    },
    {
      title: 'Jouw resultaat',
      body: 'Na de laatste vraag zie je je profiel, passende carrières en aanbevolen cursussen. Ze komen ook in je paspoort.',
    },
  ],
  /** The model words in plain language, where they first appear (intro and result). */
  terms: {
    title: 'Wat betekenen deze woorden?',
    bigFive: {
      term: 'Big Five',
      text: 'Vijf brede kanten van je persoonlijkheid: openheid, betrouwbaarheid, extraversie, empathie en stabiliteit. Onderzoekers over de hele wereld beschrijven persoonlijkheid zo.',
    },
    riasec: {
      term: 'RIASEC',
      text: 'Zes soorten werk waar je interesse in kunt hebben: Realistisch (praktisch, met je handen), Onderzoekend, Artistiek, Sociaal, Ondernemend en Conventioneel (ordenen en precies werken). De beginletters vormen het woord.',
    },
    holland: {
      term: 'Holland-code',
      text: 'De twee of drie RIASEC-letters die het meest bij een beroep passen, de belangrijkste eerst. Zo is SAE: vooral sociaal, dan artistiek en ondernemend. Genoemd naar de psycholoog John Holland.',
    },
  },
  /** What the numbers mean. */
  truth: {
    scoreMeaningTitle: 'Zo lees je je resultaat',
    scoreMeaning:
      'Je scores (0 tot 100) laten zien hoe sterk je het eens was met de uitspraken in de scan. Ze zijn indicatief en geen vergelijking met andere mensen: er is geen normgroep.',
    careersHint:
      'De overeenkomst zegt hoe sterk de vorm van je interesseprofiel lijkt op die van het beroep (Holland-code). Het is geen kans op succes en geen garantie.',
    noCareers:
      'Je interesses zijn breed verdeeld: geen beroep springt er duidelijk uit. Kijk in het cursusaanbod wat je aanspreekt, of doe de scan later opnieuw.',
    strengthsHint:
      'Op basis van wat je aangaf: je voorkeuren en hoe je jezelf beschrijft. Vaardigheden toon je met voltooide cursussen.',
    skillsLabel: 'Gevraagde vaardigheden',
    coursesHint: 'De score bij een cursus zegt hoe goed het onderwerp bij je interesses past (0 tot 100).',
  },
} as const;

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/** English twin of these texts. */
export const scanTruthEn: Texts<typeof scanText.truth> = {
  scoreMeaningTitle: 'How to read your result',
  scoreMeaning:
    'Your scores (0 to 100) show how strongly you agreed with the statements in the scan. They are indicative and not a comparison with other people: there is no norm group.',
  careersHint:
    'The similarity says how closely the shape of your interest profile resembles that of the occupation (Holland code). It is not a chance of success and not a promise.',
  noCareers:
    'Your interests are broadly spread: no occupation clearly stands out. Browse the courses to see what appeals to you, or take the scan again later.',
  strengthsHint:
    'Based on what you said: your preferences and how you describe yourself. You show skills with completed courses.',
  skillsLabel: 'Skills required',
  coursesHint: 'The score next to a course says how well its subject fits your interests (0 to 100).',
};

/** English twin of scanText (same keys). */
export const scanTextEn: Widen<typeof scanText> = {
  truth: scanTruthEn,
  terms: {
    title: 'What do these words mean?',
    bigFive: {
      term: 'Big Five',
      text: 'Five broad sides of your personality: openness, conscientiousness, extraversion, empathy and stability. Researchers all over the world describe personality this way.',
    },
    riasec: {
      term: 'RIASEC',
      text: 'Six kinds of work you can be interested in: Realistic (practical, with your hands), Investigative, Artistic, Social, Enterprising and Conventional (organising and working precisely). Their first letters make the word.',
    },
    holland: {
      term: 'Holland code',
      text: 'The two or three RIASEC letters that fit an occupation best, the most important first. SAE, for example: mostly social, then artistic and enterprising. Named after the psychologist John Holland.',
    },
  },
  loginRequiredTitle: 'Login Required',
  loginRequiredBody: 'Log in to start the scan',
  login: 'Log in',
  introTitle: 'Scan: personality and work interests',
  introBody: 'Discover your personality, your work interests and the careers and courses that suit you.',
  facts: { questions: '65 questions', duration: '10-15 minutes', model: 'Big Five & RIASEC' },
  previousNotice: 'You have already completed a scan',
  previousHint: 'You can view your result or take the scan again; your earlier results are kept.',
  viewResult: 'View my result',
  start: 'Start scan',
  restart: 'Start scan again',
  draftNotice: (n: number, total: number) => `You have already answered ${n} of the ${total} questions`,
  draftHint: 'Your answers were saved. Continue where you left off, or start over.',
  resume: (n: number) => `Continue where you left off (${n} answered)`,
  startOver: 'Start over',
  startOverTitle: 'Start over?',
  startOverText: (n: number) =>
    `Your ${n} saved ${n === 1 ? 'answer is' : 'answers are'} deleted. This cannot be undone.`,
  startOverCancel: 'Cancel',
  startOverConfirm: 'Delete answers and start over',
  privacy: 'Your answers are stored safely and privately and used only for your personal advice.',
  notForRole: 'The scan is meant for talents. You cannot take the scan with this account.',
  questionTitle: 'Scan: personality and work interests',
  block: (n: number, total: number) => `Block ${n} of ${total}`,
  answered: (n: number, total: number) => `${n} of ${total} answered`,
  progressLabel: 'Scan progress',
  resumed: 'You are continuing where you left off: your answers were saved.',
  saveFailed: 'Your last answer has not been saved yet. Check your connection.',
  saveRetry: 'Save again',
  question: (n: number, total: number) => `Question ${n} of ${total}`,
  keyboardHint: 'Tip: choose with the keys 1 to 5, or with the arrow keys and space.',
  blockDots: 'Blocks',
  blockDot: (n: number, title: string, state: string) => `Block ${n}: ${title} (${state})`,
  blockDone: 'done',
  blockCurrent: 'current',
  blockTodo: 'to do',
  previous: 'Previous',
  next: 'Next',
  send: 'Send',
  likert: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
  analysing: 'Analysing...',
  submitErrorTitle: 'Your scan could not be processed',
  submitErrorBody: 'Your answers have been kept. Please try again.',
  retry: 'Send again',
  resultTitle: 'Scan Complete!',
  resultSubtitle: 'This is your personal profile based on your answers.',
  summary: 'Profile Summary',
  learningStyle: 'Learning style',
  primaryDrive: 'Drive',
  personalityType: 'Profile',
  careers: 'Matching Careers',
  match: (n: number) => `${n}/100 match`,
  strengths: 'Your Strengths',
  growth: 'Development opportunities',
  recommendations: 'Recommendations',
  recommendedCourses: 'Recommended courses',
  careerPaths: 'Career paths',
  noCourses: 'There are no active courses to recommend right now.',
  toCourses: 'View Matching Courses',
  toPassport: 'Go to my passport',
  backToIntro: 'Back to the overview',
  tour: [
    {
      title: 'Welcome to the scan',
      body: 'In 65 short questions we map your personality (Big Five) and your work interests (RIASEC).',
    },
    {
      title: 'Five blocks',
      body: 'The questions come in five blocks. At the top you see which block you are in and how many questions you have answered.',
    },
    {
      title: 'Choose what fits best',
      body: 'For each statement, choose how well it fits you. After your choice you move on automatically; Previous takes you back.',
    },
    {
      title: 'Your result',
      body: 'After the last question you see your profile, matching careers and recommended courses. They also go into your passport.',
    },
  ],
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { scan: scanText };
export const en: Widen<typeof nl> = { scan: scanTextEn };

declare module './types.ts' {
  interface FeatureTexts {
    scan: typeof scanText;
  }
}
