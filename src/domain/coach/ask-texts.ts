import type { CoachLanguage } from './context.ts';

/**
 * The Coach's own sentences around the facts: framing only. Every figure, rule, date and scheme
 * text comes from the subsidy catalogue (src/domain/subsidies) or the course catalogue, never from
 * here (decision 435).
 */
const nl = {
  locale: 'nl-NL',
  source: (url: string, date: string) => `(bron: ${url}; stand ${date})`,
  sourceSince: (url: string, since: string, date: string) =>
    `(bron: ${url}; geldt sinds ${since}; gecontroleerd op ${date})`,
  possiblyOutdated: (url: string, date: string) => `(bron: ${url}; mogelijk verouderd, stand ${date})`,
  offerCheck: 'De subsidiecheck op /subsidies zoekt het voor jouw situatie precies uit.',
  notSure:
    'Dat weet ik niet zeker. Stel je vraag anders (bijvoorbeeld over een regeling, een cursus of je aanvraag), of doe de subsidiecheck op /subsidies.',
  outOfScope:
    'Dat weet ik niet: ik beantwoord alleen vragen over leren, cursussen en hoe je die betaalt. Wil je weten welke regelingen bij je passen, doe dan de subsidiecheck op /subsidies.',
  refuse:
    'Dat doe ik niet: ik geef geen wachtwoorden, geheimen of gegevens van anderen, en mijn regels blijven gelden. Ik help je graag met vragen over leren en de kosten daarvan.',
  ended: (name: string) => `${name} bestaat niet meer.`,
  appliedBy: {
    person: 'Je vraagt dit zelf aan.',
    employer: 'Je werkgever vraagt dit aan; het geld gaat naar de werkgever.',
    advice: 'Dit is advies, geen geld.',
  },
  loan: 'Het is een lening: je betaalt het terug.',
  window: (text: string) => `Aanvragen: ${text}`,
  lastWindow: (from: string, to: string) => `Het laatste tijdvak liep van ${from} tot en met ${to}.`,
  asEmployee: (names: string) => `In loondienst kan je werkgever ook aanvragen: ${names}.`,
  fits: (name: string) => `Met wat je vertelt past ${name}.`,
  fitsNot: (name: string, what: string) => `Met wat je vertelt (${what}) past ${name} niet.`,
  fitsMaybe: (name: string) => `${name} kan passen; dat hangt af van wat je nog niet vertelde.`,
  matchesIntro: (what: string) => `Volgens de subsidiecheck passen bij ${what}:`,
  matchesNone: (what: string) => `Volgens de subsidiecheck past bij ${what} geen regeling die geld geeft.`,
  yourSituation: 'jouw situatie',
  withCourse: (course: string, names: string) => `Met ${course} kan ook passen: ${names}.`,
  otherOptions: 'Andere mogelijkheden:',
  assumed: (list: string) =>
    `Aangenomen (je vertelde het niet en het staat niet in je laatste check): ${list}.`,
  fromStored: (date: string) => `Aangevuld met je laatste subsidiecheck van ${date}.`,
  generalIntro:
    'Hoeveel je krijgt, hangt af van je situatie: er is geen persoonlijk opleidingsbudget voor iedereen.',
  personSchemes: (names: string) => `Zelf aanvragen kan bij: ${names}.`,
  employerSchemes: (names: string) => `Je werkgever kan aanvragen: ${names}.`,
  adviceSchemes: (names: string) => `Gratis advies: ${names}.`,
  ooFundCao: (fund: string, cao: string) => `Onder de cao ${cao} is ${fund} het opleidingsfonds.`,
  employerAlternatives: 'Betaalt je werkgever niet, dan kun je nog kijken naar:',
  refund:
    'Of je cursusgeld terugkrijgt als je je uitschrijft, staat in de voorwaarden van de aanbieder van de cursus; lees die op de cursuspagina of vraag het de aanbieder.',
  refundCourse: (title: string, institute: string) => `Voor ${title} is dat ${institute}.`,
  refundGrant:
    'Betaalde een subsidie of lening de cursus, meld het stoppen dan ook bij wie die gaf: je moet misschien een deel terugbetalen.',
  course: (title: string, institute: string | null, price: string) =>
    institute ? `${title} van ${institute} kost ${price}.` : `${title} kost ${price}.`,
  courseStart: (date: string) => `De volgende start is op ${date}.`,
  courseNoStart: 'Er is nog geen startdatum gepland.',
  courseSource: 'Volgens de cursuscatalogus van het platform',
  courseNone: (query: string) =>
    `Ik vond in de catalogus geen cursus die past bij "${query}". Zoek zelf op /courses.`,
  courseAsk: 'Over welke cursus gaat het? Noem de titel, een vaardigheid of het instituut.',
  budgetGranted: (amount: string, n: number) =>
    `Aan jou toegekend: ${amount} (${n} ${n === 1 ? 'regeling' : 'regelingen'}).`,
  budgetNone: 'Er is nog geen subsidie aan jou toegekend.',
  budgetLoan: (amount: string) => `Apart, want het is een lening die je terugbetaalt: ${amount}.`,
  budgetEmployer: (amount: string) =>
    `Apart, want het geld gaat naar je werkgever: ${amount} aan werkgeverssubsidie.`,
  budgetPending: (n: number) => `${n} ${n === 1 ? 'aanvraag is' : 'aanvragen zijn'} nog in behandeling.`,
  dossiersNone:
    'Je hebt nog geen subsidieaanvraag. Een dossier begin je vanuit de subsidiecheck op /subsidies.',
  dossier: (name: string, status: string, date: string | null) =>
    date ? `${name}: ${status} (bijgewerkt op ${date}).` : `${name}: ${status}.`,
  status: {
    concept: 'nog niet ingediend',
    submitted: 'ingediend, in behandeling',
    approved: 'goedgekeurd',
    rejected: 'afgewezen',
    withdrawn: 'ingetrokken',
  } as Record<string, string>,
  enrolmentsNone: 'Je bent nog niet ingeschreven voor een cursus. Kijk in de catalogus op /courses.',
  enrolments: (running: number, done: number) =>
    `Je volgt ${running} ${running === 1 ? 'cursus' : 'cursussen'} en rondde er ${done} af.`,
  enrolment: (title: string, progress: number) => `${title} (${progress}%)`,
  certificatesNone:
    'Je hebt nog geen certificaat. Je krijgt er een als het instituut je afgeronde cursus bevestigt.',
  certificates: (n: number, list: string) =>
    `Je hebt ${n} ${n === 1 ? 'certificaat' : 'certificaten'}: ${list}.`,
  certificateShow:
    'Een werkgever controleert een certificaat zelf via de link /verify/ met de code van het certificaat; je vindt ze in je skills-paspoort op /skills-passport.',
  ownSource: 'je eigen gegevens op het platform',
  join: (items: string[]) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`,
  slotNames: {
    age: (n: number) => `${n} jaar`,
    employment: 'werksituatie',
    courseType: 'soort opleiding',
    birthDate: 'leeftijd',
    municipality: 'gemeente',
  },
  links: {
    subsidies: 'Subsidiecheck',
    courses: 'Cursussen',
    passport: 'Skills-paspoort',
    progress: 'Voortgang',
  },
};

type Texts = typeof nl;

const en: Texts = {
  locale: 'en-GB',
  source: (url, date) => `(source: ${url}; as of ${date})`,
  sourceSince: (url, since, date) => `(source: ${url}; in force since ${since}; checked on ${date})`,
  possiblyOutdated: (url, date) => `(source: ${url}; possibly outdated, as of ${date})`,
  offerCheck: 'The subsidy check at /subsidies works it out for your situation.',
  notSure:
    'I am not sure about that. Try asking differently (for example about a scheme, a course or your application), or do the subsidy check at /subsidies.',
  outOfScope:
    'I don’t know: I only answer questions about learning, courses and how to pay for them. To see which schemes fit you, do the subsidy check at /subsidies.',
  refuse:
    'I won’t do that: I never give out passwords, secrets or other people’s data, and my rules stay in place. I am happy to help with questions about learning and its costs.',
  ended: (name) => `${name} no longer exists.`,
  appliedBy: {
    person: 'You apply yourself.',
    employer: 'Your employer applies; the money goes to the employer.',
    advice: 'This is advice, not money.',
  },
  loan: 'It is a loan: you pay it back.',
  window: (text) => `Applying: ${text}`,
  lastWindow: (from, to) => `The last window ran from ${from} to ${to} inclusive.`,
  asEmployee: (names) => `If you are employed, your employer can also apply for: ${names}.`,
  fits: (name) => `From what you say, ${name} fits.`,
  fitsNot: (name, what) => `From what you say (${what}), ${name} does not fit.`,
  fitsMaybe: (name) => `${name} may fit; that depends on what you have not told me yet.`,
  matchesIntro: (what) => `According to the subsidy check, these fit ${what}:`,
  matchesNone: (what) => `According to the subsidy check, no scheme that pays fits ${what}.`,
  yourSituation: 'your situation',
  withCourse: (course, names) => `With ${course} these may fit too: ${names}.`,
  otherOptions: 'Other options:',
  assumed: (list) => `Assumed (you did not say and it is not in your last check): ${list}.`,
  fromStored: (date) => `Completed with your last subsidy check of ${date}.`,
  generalIntro:
    'How much you can get depends on your situation: there is no personal training budget for everyone.',
  personSchemes: (names) => `You can apply yourself for: ${names}.`,
  employerSchemes: (names) => `Your employer can apply for: ${names}.`,
  adviceSchemes: (names) => `Free advice: ${names}.`,
  ooFundCao: (fund, cao) => `Under the collective agreement ${cao}, ${fund} is the training fund.`,
  employerAlternatives: 'If your employer does not pay, you can still look at:',
  refund:
    'Whether you get your course fee back when you unenrol is in the course provider’s terms; read them on the course page or ask the provider.',
  refundCourse: (title, institute) => `For ${title} that is ${institute}.`,
  refundGrant:
    'If a subsidy or loan paid for the course, tell whoever gave it that you stopped: you may have to pay part of it back.',
  course: (title, institute, price) =>
    institute ? `${title} by ${institute} costs ${price}.` : `${title} costs ${price}.`,
  courseStart: (date) => `The next run starts on ${date}.`,
  courseNoStart: 'No start date has been planned yet.',
  courseSource: 'According to the platform’s course catalogue',
  courseNone: (query) =>
    `I found no course in the catalogue matching "${query}". Search yourself at /courses.`,
  courseAsk: 'Which course do you mean? Name its title, a skill or the institute.',
  budgetGranted: (amount, n) => `Granted to you: ${amount} (${n} ${n === 1 ? 'scheme' : 'schemes'}).`,
  budgetNone: 'No subsidy has been granted to you yet.',
  budgetLoan: (amount) => `Separately, because it is a loan you pay back: ${amount}.`,
  budgetEmployer: (amount) =>
    `Separately, because the money goes to your employer: ${amount} in employer subsidy.`,
  budgetPending: (n) => `${n} ${n === 1 ? 'application is' : 'applications are'} still pending.`,
  dossiersNone:
    'You have no subsidy application yet. You start a dossier from the subsidy check at /subsidies.',
  dossier: (name, status, date) =>
    date ? `${name}: ${status} (updated on ${date}).` : `${name}: ${status}.`,
  status: {
    concept: 'not yet submitted',
    submitted: 'submitted, pending',
    approved: 'approved',
    rejected: 'rejected',
    withdrawn: 'withdrawn',
  },
  enrolmentsNone: 'You are not enrolled in a course yet. Have a look at the catalogue at /courses.',
  enrolments: (running, done) =>
    `You are taking ${running} ${running === 1 ? 'course' : 'courses'} and completed ${done}.`,
  enrolment: (title, progress) => `${title} (${progress}%)`,
  certificatesNone:
    'You have no certificate yet. You get one when the institute confirms your completed course.',
  certificates: (n, list) => `You have ${n} ${n === 1 ? 'certificate' : 'certificates'}: ${list}.`,
  certificateShow:
    'An employer checks a certificate themselves at the link /verify/ with the certificate’s code; you find them in your skills passport at /skills-passport.',
  ownSource: 'your own data on the platform',
  join: (items) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  slotNames: {
    age: (n) => `${n} years old`,
    employment: 'work situation',
    courseType: 'kind of education',
    birthDate: 'age',
    municipality: 'municipality',
  },
  links: {
    subsidies: 'Subsidy check',
    courses: 'Courses',
    passport: 'Skills passport',
    progress: 'Progress',
  },
};

export const ASK_TEXTS: Record<CoachLanguage, Texts> = { nl, en };
export type AskTexts = Texts;
