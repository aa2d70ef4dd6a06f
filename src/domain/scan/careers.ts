import { CAREER_SKILLS_EN, CAREER_TITLES_EN } from './careers-en.ts';
import {
  clampPercent,
  RIASEC_BY_LETTER,
  RIASEC_LABEL_TWINS,
  RIASEC_TYPES,
  TRAIT_LABEL_TWINS,
  traitStrength,
} from './dimensions.ts';
import { joinList, type ScanLanguage, type Twin } from './language.ts';
import type { BigFiveTrait, CareerMatch, RiasecType, ScanScores } from './types.ts';

export interface Career {
  /** Dutch occupation title. */
  title: string;
  /** Holland code, 2-3 letters from RIASEC, most characteristic first (based on O*NET codes). */
  hollandCode: string;
  /** Big Five traits that help in this occupation; for 'neuroticism' a LOW score (emotional stability) helps. */
  keyTraits: BigFiveTrait[];
  /** 3-5 Dutch skills the occupation needs. */
  skills: string[];
}

export const CAREERS: readonly Career[] = [
  // Investigative
  {
    title: 'Software-ontwikkelaar',
    hollandCode: 'ICR',
    keyTraits: ['conscientiousness', 'openness'],
    skills: [
      'Programmeren',
      'Analytisch denken',
      'Probleemoplossend vermogen',
      'Samenwerken in een ontwikkelteam',
    ],
  },
  {
    title: 'Data-analist',
    hollandCode: 'ICE',
    keyTraits: ['conscientiousness', 'openness'],
    skills: ['Data-analyse', 'SQL', 'Datavisualisatie', 'Statistiek'],
  },
  {
    title: 'Data scientist',
    hollandCode: 'ICR',
    keyTraits: ['openness', 'conscientiousness'],
    skills: ['Machine learning', 'Python', 'Statistiek', 'Onderzoeksvaardigheden'],
  },
  {
    title: 'Cybersecurity-specialist',
    hollandCode: 'ICR',
    keyTraits: ['conscientiousness', 'neuroticism'],
    skills: ['Netwerkbeveiliging', 'Risicoanalyse', 'Incidentafhandeling', 'Analytisch denken'],
  },
  {
    title: 'Systeembeheerder',
    hollandCode: 'IRC',
    keyTraits: ['conscientiousness', 'neuroticism'],
    skills: ['Netwerkbeheer', 'Cloudinfrastructuur', 'Storingen oplossen', 'Documenteren'],
  },
  {
    title: 'Wetenschappelijk onderzoeker',
    hollandCode: 'IAR',
    keyTraits: ['openness', 'conscientiousness'],
    skills: ['Onderzoeksmethoden', 'Statistiek', 'Wetenschappelijk schrijven', 'Kritisch denken'],
  },
  {
    title: 'Laboratoriumanalist',
    hollandCode: 'IRC',
    keyTraits: ['conscientiousness'],
    skills: ['Laboratoriumtechnieken', 'Nauwkeurig werken', 'Kwaliteitscontrole', 'Rapporteren'],
  },
  {
    title: 'Arts',
    hollandCode: 'ISR',
    keyTraits: ['conscientiousness', 'agreeableness', 'neuroticism'],
    skills: ['Medische kennis', 'Diagnostisch redeneren', 'Gespreksvaardigheden', 'Beslissen onder druk'],
  },
  {
    title: 'Apotheker',
    hollandCode: 'ICS',
    keyTraits: ['conscientiousness', 'agreeableness'],
    skills: ['Farmacologie', 'Nauwkeurig werken', 'Patiëntadvies', 'Wet- en regelgeving'],
  },
  {
    title: 'Psycholoog',
    hollandCode: 'ISA',
    keyTraits: ['agreeableness', 'openness', 'neuroticism'],
    skills: ['Gesprekstechnieken', 'Diagnostiek', 'Empathie', 'Onderzoeksmethoden'],
  },
  {
    title: 'Business analist',
    hollandCode: 'IEC',
    keyTraits: ['conscientiousness', 'extraversion'],
    skills: ['Procesanalyse', 'Requirements opstellen', 'Stakeholdermanagement', 'Datagedreven adviseren'],
  },
  {
    title: 'Diëtist',
    hollandCode: 'ISC',
    keyTraits: ['agreeableness', 'conscientiousness'],
    skills: ['Voedingsleer', 'Coachen van gedragsverandering', 'Gespreksvaardigheden'],
  },
  // Realistic
  {
    title: 'Elektricien',
    hollandCode: 'RIC',
    keyTraits: ['conscientiousness'],
    skills: [
      'Elektrotechniek',
      'Veiligheidsvoorschriften',
      'Storingen opsporen',
      'Technische tekeningen lezen',
    ],
  },
  {
    title: 'Werktuigbouwkundig ingenieur',
    hollandCode: 'IRC',
    keyTraits: ['conscientiousness', 'openness'],
    skills: ['Technisch ontwerpen', 'CAD-software', 'Materiaalkennis', 'Probleemoplossend vermogen'],
  },
  {
    title: 'Civiel ingenieur',
    hollandCode: 'RIC',
    keyTraits: ['conscientiousness'],
    skills: ['Constructieberekeningen', 'Projectplanning', 'Bouwregelgeving', 'Technisch tekenen'],
  },
  {
    title: 'Automonteur',
    hollandCode: 'RCI',
    keyTraits: ['conscientiousness'],
    skills: ['Voertuigtechniek', 'Diagnoseapparatuur gebruiken', 'Storingen opsporen'],
  },
  {
    title: 'Timmerman',
    hollandCode: 'RCI',
    keyTraits: ['conscientiousness'],
    skills: ['Houtbewerking', 'Bouwtekeningen lezen', 'Nauwkeurig meten', 'Veilig werken'],
  },
  {
    title: 'Installatiemonteur',
    hollandCode: 'RCI',
    keyTraits: ['conscientiousness', 'neuroticism'],
    skills: ['Installatietechniek', 'Storingen opsporen', 'Veiligheidsvoorschriften', 'Klantcontact'],
  },
  {
    title: 'Hovenier',
    hollandCode: 'RCE',
    keyTraits: ['conscientiousness'],
    skills: ['Plantenkennis', 'Tuinaanleg', 'Machines bedienen'],
  },
  {
    title: 'Kok',
    hollandCode: 'RAE',
    keyTraits: ['conscientiousness', 'neuroticism'],
    skills: [
      'Kooktechnieken',
      'Hygiëne en voedselveiligheid',
      'Werken onder tijdsdruk',
      'Creativiteit met smaken',
    ],
  },
  {
    title: 'Piloot',
    hollandCode: 'RIE',
    keyTraits: ['conscientiousness', 'neuroticism'],
    skills: ['Vliegtechniek', 'Beslissen onder druk', 'Procedures volgen', 'Communicatie in de cockpit'],
  },
  {
    title: 'Politieagent',
    hollandCode: 'RES',
    keyTraits: ['neuroticism', 'extraversion'],
    skills: ['De-escaleren', 'Beslissen onder druk', 'Wet- en regelgeving', 'Rapporteren'],
  },
  // Artistic
  {
    title: 'UX-designer',
    hollandCode: 'AIS',
    keyTraits: ['openness', 'agreeableness'],
    skills: ['Gebruikersonderzoek', 'Interactieontwerp', 'Prototyping', 'Empathie voor gebruikers'],
  },
  {
    title: 'Grafisch ontwerper',
    hollandCode: 'ARE',
    keyTraits: ['openness'],
    skills: ['Vormgeving', 'Typografie', 'Beeldbewerking', 'Conceptontwikkeling'],
  },
  {
    title: 'Architect',
    hollandCode: 'AIR',
    keyTraits: ['openness', 'conscientiousness'],
    skills: ['Ruimtelijk ontwerpen', 'CAD-software', 'Bouwregelgeving', 'Presenteren'],
  },
  {
    title: 'Interieurontwerper',
    hollandCode: 'AER',
    keyTraits: ['openness', 'extraversion'],
    skills: [
      'Ruimtelijk ontwerpen',
      'Materiaal- en kleurgebruik',
      'Klantgesprekken',
      'Schetsen en visualiseren',
    ],
  },
  {
    title: 'Fotograaf',
    hollandCode: 'ARE',
    keyTraits: ['openness'],
    skills: ['Fotografie', 'Beeldbewerking', 'Compositie', 'Klantcontact'],
  },
  {
    title: 'Journalist',
    hollandCode: 'AEI',
    keyTraits: ['openness', 'extraversion'],
    skills: ['Schrijven', 'Interviewen', 'Bronnenonderzoek', 'Werken met deadlines'],
  },
  {
    title: 'Copywriter',
    hollandCode: 'AE',
    keyTraits: ['openness'],
    skills: ['Creatief schrijven', 'Doelgroepgericht communiceren', 'Conceptontwikkeling'],
  },
  {
    title: 'Contentcreator',
    hollandCode: 'AES',
    keyTraits: ['openness', 'extraversion'],
    skills: ['Videomontage', 'Storytelling', 'Social media', 'Planning'],
  },
  {
    title: 'Game-ontwikkelaar',
    hollandCode: 'IAR',
    keyTraits: ['openness', 'conscientiousness'],
    skills: ['Programmeren', 'Gamedesign', '3D-modelleren', 'Samenwerken in een ontwikkelteam'],
  },
  // Social
  {
    title: 'Verpleegkundige',
    hollandCode: 'SIC',
    keyTraits: ['agreeableness', 'conscientiousness', 'neuroticism'],
    skills: ['Patiëntenzorg', 'Medische kennis', 'Empathie', 'Stressbestendigheid'],
  },
  {
    title: 'Leraar basisonderwijs',
    hollandCode: 'SAC',
    keyTraits: ['extraversion', 'agreeableness', 'conscientiousness'],
    skills: ['Didactiek', 'Klassenmanagement', 'Geduld', 'Communicatie met ouders'],
  },
  {
    title: 'Docent voortgezet onderwijs',
    hollandCode: 'SAE',
    keyTraits: ['extraversion', 'agreeableness'],
    skills: ['Didactiek', 'Vakkennis overdragen', 'Klassenmanagement', 'Coachen'],
  },
  {
    title: 'Fysiotherapeut',
    hollandCode: 'SIR',
    keyTraits: ['agreeableness', 'extraversion'],
    skills: ['Bewegingsleer', 'Behandelplannen opstellen', 'Motiveren', 'Lichamelijk onderzoek'],
  },
  {
    title: 'Maatschappelijk werker',
    hollandCode: 'SEA',
    keyTraits: ['agreeableness', 'neuroticism'],
    skills: ['Gespreksvoering', 'Sociale kaart kennen', 'Empathie', 'Grenzen bewaken'],
  },
  {
    title: 'Loopbaancoach',
    hollandCode: 'SAE',
    keyTraits: ['agreeableness', 'extraversion', 'openness'],
    skills: ['Coachen', 'Gespreksvaardigheden', 'Arbeidsmarktkennis', 'Testinterpretatie'],
  },
  {
    title: 'Pedagogisch medewerker',
    hollandCode: 'SAC',
    keyTraits: ['agreeableness', 'extraversion'],
    skills: ['Kinderen begeleiden', 'Observeren', 'Geduld', 'Communicatie met ouders'],
  },
  {
    title: 'HR-adviseur',
    hollandCode: 'ECS',
    keyTraits: ['agreeableness', 'extraversion'],
    skills: ['Arbeidsrecht', 'Gespreksvaardigheden', 'Werving en selectie', 'Adviseren'],
  },
  {
    title: 'Mondhygiënist',
    hollandCode: 'SRC',
    keyTraits: ['conscientiousness', 'agreeableness'],
    skills: ['Mondzorg', 'Nauwkeurig werken', 'Voorlichting geven'],
  },
  // Enterprising
  {
    title: 'Marketingmanager',
    hollandCode: 'EAC',
    keyTraits: ['extraversion', 'openness'],
    skills: ['Marketingstrategie', 'Communicatie', 'Datagedreven werken', 'Creativiteit'],
  },
  {
    title: 'Projectmanager',
    hollandCode: 'ECS',
    keyTraits: ['conscientiousness', 'extraversion'],
    skills: ['Planning', 'Stakeholdermanagement', 'Budgetbeheer', 'Leidinggeven'],
  },
  {
    title: 'Accountmanager',
    hollandCode: 'ESC',
    keyTraits: ['extraversion', 'agreeableness'],
    skills: ['Verkopen', 'Relatiebeheer', 'Onderhandelen', 'Klantgerichtheid'],
  },
  {
    title: 'Ondernemer',
    hollandCode: 'EAC',
    keyTraits: ['extraversion', 'openness', 'neuroticism'],
    skills: ['Ondernemerschap', 'Netwerken', 'Financieel inzicht', 'Doorzettingsvermogen'],
  },
  {
    title: 'Teamleider',
    hollandCode: 'ESC',
    keyTraits: ['extraversion', 'conscientiousness', 'agreeableness'],
    skills: ['Leidinggeven', 'Coachen', 'Plannen', 'Conflicthantering'],
  },
  {
    title: 'Advocaat',
    hollandCode: 'EIS',
    keyTraits: ['conscientiousness', 'extraversion'],
    skills: ['Juridische analyse', 'Pleiten', 'Onderhandelen', 'Schrijven'],
  },
  {
    title: 'Communicatieadviseur',
    hollandCode: 'EAS',
    keyTraits: ['extraversion', 'openness'],
    skills: ['Schrijven', 'Mediarelaties', 'Strategisch adviseren', 'Crisiscommunicatie'],
  },
  {
    title: 'Productmanager',
    hollandCode: 'EIA',
    keyTraits: ['openness', 'extraversion'],
    skills: ['Productstrategie', 'Prioriteren', 'Gebruikersonderzoek', 'Stakeholdermanagement'],
  },
  {
    title: 'Recruiter',
    hollandCode: 'ESC',
    keyTraits: ['extraversion', 'agreeableness'],
    skills: ['Werving en selectie', 'Netwerken', 'Gespreksvaardigheden', 'Arbeidsmarktkennis'],
  },
  {
    title: 'Evenementenorganisator',
    hollandCode: 'ECS',
    keyTraits: ['extraversion', 'conscientiousness'],
    skills: ['Organiseren', 'Budgetbeheer', 'Leveranciers aansturen', 'Improviseren'],
  },
  {
    title: 'Financieel adviseur',
    hollandCode: 'ECS',
    keyTraits: ['conscientiousness', 'extraversion'],
    skills: ['Financiële planning', 'Klantadvies', 'Wet- en regelgeving', 'Vertrouwen opbouwen'],
  },
  // Conventional
  {
    title: 'Accountant',
    hollandCode: 'CEI',
    keyTraits: ['conscientiousness'],
    skills: ['Boekhouden', 'Financiële analyse', 'Nauwkeurig werken', 'Wet- en regelgeving'],
  },
  {
    title: 'Controller',
    hollandCode: 'CEI',
    keyTraits: ['conscientiousness'],
    skills: ['Financiële rapportage', 'Budgetbeheer', 'Analytisch denken', 'Adviseren'],
  },
  {
    title: 'Boekhouder',
    hollandCode: 'CE',
    keyTraits: ['conscientiousness'],
    skills: ['Boekhouden', 'Boekhoudsoftware', 'Nauwkeurig werken'],
  },
  {
    title: 'Belastingadviseur',
    hollandCode: 'CEI',
    keyTraits: ['conscientiousness'],
    skills: ['Fiscale wetgeving', 'Nauwkeurig werken', 'Klantadvies', 'Analytisch denken'],
  },
  {
    title: 'Administratief medewerker',
    hollandCode: 'CES',
    keyTraits: ['conscientiousness', 'agreeableness'],
    skills: ['Administratie', 'Kantoorsoftware', 'Plannen en organiseren'],
  },
  {
    title: 'Salarisadministrateur',
    hollandCode: 'CE',
    keyTraits: ['conscientiousness'],
    skills: ['Salarisverwerking', 'Arbeidsvoorwaarden en cao', 'Nauwkeurig werken', 'Spreadsheets'],
  },
  {
    title: 'Medisch secretaresse',
    hollandCode: 'CS',
    keyTraits: ['conscientiousness', 'agreeableness'],
    skills: ['Medische terminologie', 'Agendabeheer', 'Patiëntcontact', 'Administratie'],
  },
  {
    title: 'Kwaliteitsinspecteur',
    hollandCode: 'CRI',
    keyTraits: ['conscientiousness'],
    skills: ['Kwaliteitscontrole', 'Meten en testen', 'Rapporteren', 'Normen en procedures'],
  },
  {
    title: 'Logistiek planner',
    hollandCode: 'CER',
    keyTraits: ['conscientiousness', 'neuroticism'],
    skills: ['Plannen', 'Voorraadbeheer', 'Spreadsheets', 'Schakelen onder tijdsdruk'],
  },
];

/**
 * An occupation's code as a RIASEC profile: the first letter 3, the second 2, the third 1, the other
 * types 0 (R-I-A-S-E-C order).
 */
const LETTER_PROFILE = [3, 2, 1] as const;

/**
 * The user's interest spread (population standard deviation of the six scores) from which a profile
 * counts as fully differentiated. Below it the match shrinks in proportion, so a flat profile (every
 * score equal, or nearly) gets no strong match whatever its level.
 */
export const FULL_SPREAD = 20;

/** Helpful traits are mentioned in the reason from this score on; they do not change the match. */
const HELPFUL_TRAIT_THRESHOLD = 60;

/** What the first Holland letter says about an occupation, for the reason sentence. */
export const FOCUS: Readonly<Record<RiasecType, Twin>> = {
  realistic: { nl: 'de praktische, technische kant', en: 'the practical, technical side' },
  investigative: { nl: 'de analytische kant', en: 'the analytical side' },
  artistic: { nl: 'de creatieve kant', en: 'the creative side' },
  social: { nl: 'de mensgerichte kant', en: 'the people-oriented side' },
  enterprising: { nl: 'de ondernemende kant', en: 'the enterprising side' },
  conventional: { nl: 'de gestructureerde, nauwkeurige kant', en: 'the structured, precise side' },
};

/** An occupation's title in the given language (Dutch is the table's own text). */
export const careerTitle = (career: Career, lang: ScanLanguage): string =>
  lang === 'en' ? (CAREER_TITLES_EN[career.title] ?? career.title) : career.title;

/** An occupation's skills in the given language. */
export const careerSkills = (career: Career, lang: ScanLanguage): string[] =>
  career.skills.map((skill) => (lang === 'en' ? (CAREER_SKILLS_EN[skill] ?? skill) : skill));

export function hollandTypes(code: string): RiasecType[] {
  return [...code.toUpperCase()].map((letter) => {
    const type = RIASEC_BY_LETTER[letter];
    if (!type) throw new RangeError(`Ongeldige Holland-code: ${code}`);
    return type;
  });
}

/** The occupation's code as six numbers in R-I-A-S-E-C order, e.g. 'SIC' -> [0, 2, 0, 3, 0, 1]. */
export function codeProfile(code: string): number[] {
  const types = hollandTypes(code);
  return RIASEC_TYPES.map((type) => {
    const position = types.indexOf(type);
    return position === -1 ? 0 : (LETTER_PROFILE[position] ?? 0);
  });
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Pearson correlation; 0 when either side has no variation. */
export function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let dot = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] - ma) * (b[i] - mb);
    va += (a[i] - ma) ** 2;
    vb += (b[i] - mb) ** 2;
  }
  return va === 0 || vb === 0 ? 0 : dot / Math.sqrt(va * vb);
}

/** Population standard deviation of the six interest scores. */
export function interestSpread(scores: ScanScores): number {
  const values = RIASEC_TYPES.map((type) => scores[type]);
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

/**
 * Unrounded shape match -100..100: 100 × r × min(1, spread / FULL_SPREAD), where r is the
 * correlation of the user's six interest scores with the occupation's code profile. It compares the
 * SHAPE of the profiles: agreeing with everything (a high but flat profile) matches nothing strongly.
 */
export function shapeMatch(scores: ScanScores, code: string): number {
  const user = RIASEC_TYPES.map((type) => scores[type]);
  const r = correlation(user, codeProfile(code));
  return 100 * r * Math.min(1, interestSpread(scores) / FULL_SPREAD);
}

/** Match 0..100 of one occupation (negative shape matches count as 0). */
export function careerMatchPercentage(scores: ScanScores, career: Career): number {
  return clampPercent(shapeMatch(scores, career.hollandCode));
}

/** Only matches from this value on are shown as fitting careers. */
export const MIN_CAREER_MATCH = 40;

function careerReason(scores: ScanScores, career: Career, lang: ScanLanguage): string {
  const en = lang === 'en';
  const types = hollandTypes(career.hollandCode).slice(0, 2);
  const outOf = en ? 'out of' : 'van';
  const cited = joinList(
    types.map((type) => `${RIASEC_LABEL_TWINS[type][lang]} ${scores[type]} ${outOf} 100`),
    lang,
  );
  const focus = FOCUS[types[0]][lang];
  let reason = en
    ? `This occupation is mainly about ${focus} of the work (Holland code ${career.hollandCode}); your scores there: ${cited}.`
    : `Dit beroep draait vooral om ${focus} van het werk (Holland-code ${career.hollandCode}); jouw scores daarop: ${cited}.`;
  const helpful = career.keyTraits.filter((trait) => traitStrength(scores, trait) >= HELPFUL_TRAIT_THRESHOLD);
  if (helpful.length > 0) {
    const traits = joinList(
      helpful.map((trait) => TRAIT_LABEL_TWINS[trait][lang].toLowerCase()),
      lang,
    );
    reason += en
      ? ` Your ${traits} can also come in useful here.`
      : ` Ook je ${traits} ${helpful.length === 1 ? 'kan' : 'kunnen'} hier van pas komen.`;
  }
  return reason;
}

/**
 * Occupations whose code profile has the same shape as the user's interests, best first; only
 * matches of at least MIN_CAREER_MATCH, at most `limit` (default 6). Ties are broken by the
 * unrounded match and then alphabetically by title, never by the table's grouping per letter.
 */
export function matchCareers(scores: ScanScores, limit = 6, lang: ScanLanguage = 'nl'): CareerMatch[] {
  return CAREERS.map((career) => ({ career, exact: shapeMatch(scores, career.hollandCode) }))
    .map((entry) => ({ ...entry, match: clampPercent(entry.exact) }))
    .filter((entry) => entry.match >= MIN_CAREER_MATCH)
    .sort((a, b) => b.exact - a.exact || a.career.title.localeCompare(b.career.title, 'nl'))
    .slice(0, Math.max(0, limit))
    .map(({ career, match }) => ({
      title: careerTitle(career, lang),
      match,
      reason: careerReason(scores, career, lang),
      skills: careerSkills(career, lang),
    }));
}
