import {
  BIG_FIVE_TRAITS,
  ONE_ANSWER_STEP,
  RIASEC_LABEL_TWINS,
  RIASEC_LETTERS,
  RIASEC_TYPES,
  rankedRiasec,
  rankedStrengths,
  TRAIT_LABEL_TWINS,
  traitStrength,
} from './dimensions.ts';
import { DRIVE_KEYS, LEARNING_STYLE_KEYS } from './items.ts';
import { joinList, pick, type ScanLanguage, type Twin } from './language.ts';
import { itemsPercent } from './scoring.ts';
import type {
  BigFiveTrait,
  DriveKey,
  LearningStyleKey,
  RiasecType,
  ScanAnswers,
  ScanScores,
} from './types.ts';

export const LEARNING_STYLE_LABEL_TWINS: Readonly<Record<LearningStyleKey, Twin>> = {
  practical: { nl: 'Praktisch leren (doen)', en: 'Learning by doing' },
  visual: { nl: 'Visueel', en: 'Visual' },
  theoretical: { nl: 'Theoretisch/reflectief', en: 'Theoretical/reflective' },
  social: { nl: 'Sociaal leren', en: 'Learning with others' },
};
export const LEARNING_STYLE_LABELS: Readonly<Record<LearningStyleKey, string>> = pick(
  LEARNING_STYLE_LABEL_TWINS,
  'nl',
);

export const DRIVE_LABEL_TWINS: Readonly<Record<DriveKey, Twin>> = {
  growth: { nl: 'Groei en ontwikkeling', en: 'Growth and development' },
  security: { nl: 'Zekerheid en structuur', en: 'Security and structure' },
  impact: { nl: 'Impact op anderen', en: 'Making a difference to others' },
  autonomy: { nl: 'Autonomie', en: 'Autonomy' },
  achievement: { nl: 'Prestatie', en: 'Achievement' },
};
export const DRIVE_LABELS: Readonly<Record<DriveKey, string>> = pick(DRIVE_LABEL_TWINS, 'nl');

const LEARNING_STYLES: readonly LearningStyleKey[] = ['practical', 'visual', 'theoretical', 'social'];
const DRIVES: readonly DriveKey[] = ['growth', 'security', 'impact', 'autonomy', 'achievement'];

/** A dimension counts as a strength from this score on. */
const STRENGTH_THRESHOLD = 60;

/**
 * The dedicated block-5 items decide (85%); a supporting trait score only breaks ties and near-ties
 * (15%: one Likert point on an item is 25 percent points, so 0.85 × 25 > 0.15 × 100).
 */
const ITEM_SHARE = 0.85;
const SUPPORT_SHARE = 0.15;

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function pickBest<K extends string>(keys: readonly K[], score: (key: K) => number): K {
  let best = keys[0];
  let bestScore = score(best);
  for (const key of keys.slice(1)) {
    const s = score(key);
    if (s > bestScore) {
      best = key;
      bestScore = s;
    }
  }
  return best;
}

/** Scores 0..100 per learning style. */
export function learningStyleScores(
  answers: ScanAnswers,
  scores: ScanScores,
): Record<LearningStyleKey, number> {
  const support: Record<LearningStyleKey, number> = {
    practical: scores.realistic,
    visual: scores.artistic,
    theoretical: mean([scores.investigative, scores.openness]),
    social: mean([scores.social, scores.extraversion]),
  };
  const result = {} as Record<LearningStyleKey, number>;
  for (const style of LEARNING_STYLES) {
    const items = LEARNING_STYLE_KEYS.filter((key) => key.style === style);
    result[style] = ITEM_SHARE * itemsPercent(answers, items) + SUPPORT_SHARE * support[style];
  }
  return result;
}

/** The preferred learning style. */
export function learningStyleKey(answers: ScanAnswers, scores: ScanScores): LearningStyleKey {
  const styleScores = learningStyleScores(answers, scores);
  return pickBest(LEARNING_STYLES, (style) => styleScores[style]);
}

/** Label of the preferred learning style (Dutch unless another language is asked for). */
export function determineLearningStyle(
  answers: ScanAnswers,
  scores: ScanScores,
  lang: ScanLanguage = 'nl',
): string {
  return LEARNING_STYLE_LABEL_TWINS[learningStyleKey(answers, scores)][lang];
}

/** Scores 0..100 per drive. */
export function driveScores(answers: ScanAnswers, scores: ScanScores): Record<DriveKey, number> {
  const support: Record<DriveKey, number> = {
    growth: scores.openness,
    security: mean([scores.conscientiousness, scores.conventional]),
    impact: mean([scores.social, scores.agreeableness]),
    autonomy: mean([scores.enterprising, scores.artistic]),
    achievement: mean([scores.enterprising, scores.conscientiousness]),
  };
  const result = {} as Record<DriveKey, number>;
  for (const drive of DRIVES) {
    const items = DRIVE_KEYS.filter((key) => key.drive === drive);
    result[drive] = ITEM_SHARE * itemsPercent(answers, items) + SUPPORT_SHARE * support[drive];
  }
  return result;
}

/** The strongest work drive. */
export function primaryDriveKey(answers: ScanAnswers, scores: ScanScores): DriveKey {
  const scored = driveScores(answers, scores);
  return pickBest(DRIVES, (drive) => scored[drive]);
}

/** Label of the strongest work drive (Dutch unless another language is asked for). */
export function determinePrimaryDrive(
  answers: ScanAnswers,
  scores: ScanScores,
  lang: ScanLanguage = 'nl',
): string {
  return DRIVE_LABEL_TWINS[primaryDriveKey(answers, scores)][lang];
}

const TYPE_NAMES: Readonly<Record<RiasecType, Twin>> = {
  realistic: { nl: 'De Doener', en: 'The Doer' },
  investigative: { nl: 'De Onderzoeker', en: 'The Investigator' },
  artistic: { nl: 'De Creatieveling', en: 'The Creator' },
  social: { nl: 'De Helper', en: 'The Helper' },
  enterprising: { nl: 'De Ondernemer', en: 'The Entrepreneur' },
  conventional: { nl: 'De Organisator', en: 'The Organiser' },
};

/**
 * The shape of the interest profile.
 * - broad: the top scores lie within one answer step (5 points) of each other, so no type clearly
 *   leads; `types` are those tied types in R-I-A-S-E-C order and there is no Holland code.
 * - code: `code` holds the leading letters (1 to 3) up to the last clear gap: a letter is added only
 *   when it stands more than one answer step above every letter left out.
 */
export type InterestProfile =
  | { kind: 'broad'; types: RiasecType[] }
  | { kind: 'code'; code: string; types: RiasecType[] };

export function interestProfile(scores: ScanScores): InterestProfile {
  const ranked = rankedRiasec(scores);
  const top = scores[ranked[0]];
  const tied = RIASEC_TYPES.filter((type) => top - scores[type] <= ONE_ANSWER_STEP);
  if (tied.length >= 2) return { kind: 'broad', types: tied };
  let length = 1;
  for (let l = 2; l <= 3; l++) {
    if (scores[ranked[l - 1]] - scores[ranked[l]] > ONE_ANSWER_STEP) length = l;
  }
  const types = ranked.slice(0, length);
  return { kind: 'code', code: types.map((type) => RIASEC_LETTERS[type]).join(''), types };
}

/** The Holland code (1-3 letters), or '' for a broad profile without a clear leading type. */
export function hollandCode(scores: ScanScores): string {
  const profile = interestProfile(scores);
  return profile.kind === 'code' ? profile.code : '';
}

/** Short label for the assessment history, e.g. 'De Onderzoeker (IS)' or 'Breed profiel (Onderzoekend, Sociaal)'. */
export function personalityType(scores: ScanScores, lang: ScanLanguage = 'nl'): string {
  const profile = interestProfile(scores);
  if (profile.kind === 'broad') {
    const labels = profile.types.map((type) => RIASEC_LABEL_TWINS[type][lang]).join(', ');
    return lang === 'en' ? `Broad profile (${labels})` : `Breed profiel (${labels})`;
  }
  return `${TYPE_NAMES[profile.types[0]][lang]} (${profile.code})`;
}

const INTEREST_PHRASES: Readonly<Record<RiasecType, Twin>> = {
  realistic: {
    nl: 'praktisch en technisch werk waarbij je met je handen of met machines bezig bent',
    en: 'practical, technical work with your hands or with machines',
  },
  investigative: {
    nl: 'onderzoeken, analyseren en problemen doorgronden',
    en: 'researching, analysing and getting to the bottom of problems',
  },
  artistic: {
    nl: 'creëren, ontwerpen en jezelf uitdrukken',
    en: 'creating, designing and expressing yourself',
  },
  social: { nl: 'mensen helpen, begeleiden en lesgeven', en: 'helping, supporting and teaching people' },
  enterprising: {
    nl: 'ondernemen, overtuigen en leidinggeven',
    en: 'running things, persuading and leading',
  },
  conventional: {
    nl: 'ordenen, plannen en nauwkeurig met gegevens werken',
    en: 'organising, planning and working accurately with data',
  },
};

const TRAIT_PHRASES: Readonly<Record<BigFiveTrait, Twin>> = {
  openness: {
    nl: 'je staat open voor nieuwe ideeën en ervaringen',
    en: 'you are open to new ideas and experiences',
  },
  conscientiousness: {
    nl: 'je werkt georganiseerd en maakt af waar je aan begint',
    en: 'you work in an organised way and finish what you start',
  },
  extraversion: {
    nl: 'je haalt energie uit contact met anderen',
    en: 'you draw energy from contact with others',
  },
  agreeableness: {
    nl: 'je bent behulpzaam en houdt rekening met anderen',
    en: 'you are helpful and considerate of others',
  },
  neuroticism: {
    nl: 'je blijft doorgaans rustig, ook onder druk',
    en: 'you usually stay calm, even under pressure',
  },
};

/** Spread (max - min) below which traits count as evenly spread. */
const FLAT_SPREAD = 10;

/** How a raw score reads in prose: agreement with the statements, not a comparison with others. */
export const scoreText = (score: number, lang: ScanLanguage = 'nl'): string =>
  lang === 'en' ? `score ${score} out of 100` : `score ${score} van 100`;

function rangeText(min: number, max: number, lang: ScanLanguage): string {
  if (lang === 'en')
    return min === max ? `all scores ${min} out of 100` : `all scores between ${min} and ${max} out of 100`;
  return min === max ? `alle scores ${min} van 100` : `alle scores tussen ${min} en ${max} van 100`;
}

function interestSentences(scores: ScanScores, lang: ScanLanguage): string[] {
  const en = lang === 'en';
  const profile = interestProfile(scores);
  const ranked = rankedRiasec(scores);
  const max = scores[ranked[0]];
  const min = scores[ranked[ranked.length - 1]];
  if (profile.kind === 'broad') {
    const labels = joinList(
      profile.types.map((type) => RIASEC_LABEL_TWINS[type][lang]),
      lang,
    );
    if (profile.types.length === RIASEC_TYPES.length) {
      const range = rangeText(min, max, lang);
      return [
        en
          ? `Your interests are broad: all six work areas score within one answer step of each other (${range}). ` +
            'So no Holland code stands out for you.'
          : `Je interesses zijn breed: alle zes werkgebieden scoren binnen één antwoordstap van elkaar ` +
            `(${range}). Er is daarom geen Holland-code die bij je voorop staat.`,
      ];
    }
    const range = rangeText(Math.min(...profile.types.map((t) => scores[t])), max, lang);
    return [
      en
        ? `Your interest profile is broad: ${labels} score within one answer step of each other (${range}). ` +
          'So there is no single Holland code; these work areas appeal to you about equally.'
        : `Je interesseprofiel is breed: ${labels} scoren binnen één antwoordstap van elkaar ` +
          `(${range}). ` +
          'Er is daarom geen eenduidige Holland-code; deze werkgebieden spreken je ongeveer even sterk aan.',
    ];
  }
  const [r1] = profile.types;
  const lead = `${RIASEC_LABEL_TWINS[r1][lang]} (${scoreText(scores[r1], lang)})`;
  if (en) {
    const first =
      max < 50
        ? `No work area strongly appeals to you; relatively, ${lead} appeals to you most.`
        : `In terms of work interests, ${lead} appeals to you most: you enjoy ${INTEREST_PHRASES[r1].en}.`;
    return [first, `Your Holland code is ${profile.code}.`];
  }
  const first =
    max < 50
      ? `Geen enkel werkgebied spreekt je sterk aan; relatief het meest ${lead}.`
      : `Qua werkinteresses spreekt ${lead} je het meest aan: je houdt van ${INTEREST_PHRASES[r1].nl}.`;
  return [first, `Je Holland-code is ${profile.code}.`];
}

/**
 * Dutch paragraph that cites the strongest traits and interests. Scores are read as "score x van
 * 100": how much you agreed with the statements, not a comparison with other people.
 */
export function buildProfileSummary(
  scores: ScanScores,
  learningStyle: string,
  primaryDrive: string,
  lang: ScanLanguage = 'nl',
): string {
  return lang === 'en'
    ? summarySentencesEn(scores, learningStyle, primaryDrive).join(' ')
    : summarySentencesNl(scores, learningStyle, primaryDrive).join(' ');
}

function traitSpread(scores: ScanScores) {
  const strengths = rankedStrengths(scores);
  const strengthOf = (trait: BigFiveTrait) => traitStrength(scores, trait);
  return {
    t1: strengths[0],
    t2: strengths[1],
    strengthOf,
    traitMax: strengthOf(strengths[0]),
    traitMin: strengthOf(strengths[strengths.length - 1]),
  };
}

function summarySentencesEn(scores: ScanScores, learningStyle: string, primaryDrive: string): string[] {
  const { t1, t2, strengthOf, traitMax, traitMin } = traitSpread(scores);
  const label = (trait: BigFiveTrait) => TRAIT_LABEL_TWINS[trait].en.toLowerCase();
  const traits = `${label(t1)} (${scoreText(strengthOf(t1), 'en')}) and ${label(t2)} (${scoreText(strengthOf(t2), 'en')})`;
  const sentences: string[] = [];
  if (traitMax - traitMin < FLAT_SPREAD) {
    sentences.push(
      `Your personality profile is balanced: no single trait stands out (${rangeText(traitMin, traitMax, 'en')}).`,
    );
  } else if (traitMax >= STRENGTH_THRESHOLD) {
    sentences.push(`You recognise yourself most in ${traits}: ${TRAIT_PHRASES[t1].en}.`);
  } else {
    sentences.push(
      `No trait stands out strongly in how you describe yourself; you recognise yourself relatively most in ${traits}.`,
    );
  }
  sentences.push(...interestSentences(scores, 'en'));
  if (strengthOf('neuroticism') <= 35) {
    sentences.push(
      `You indicate that you quickly feel under strain (stability ${scoreText(strengthOf('neuroticism'), 'en')}); a ` +
        'working environment with clear expectations and support helps you to perform well.',
    );
  }
  sentences.push(
    `You gave '${learningStyle}' as your learning preference, and your main drive at work is '${primaryDrive}'.`,
  );
  return sentences;
}

function summarySentencesNl(scores: ScanScores, learningStyle: string, primaryDrive: string): string[] {
  const { t1, t2, strengthOf, traitMax, traitMin } = traitSpread(scores);
  const label = (trait: BigFiveTrait) => TRAIT_LABEL_TWINS[trait].nl.toLowerCase();
  const traits = `${label(t1)} (${scoreText(strengthOf(t1))}) en ${label(t2)} (${scoreText(strengthOf(t2))})`;
  const sentences: string[] = [];
  if (traitMax - traitMin < FLAT_SPREAD) {
    sentences.push(
      `Je persoonlijkheidsprofiel is evenwichtig: geen enkel kenmerk springt eruit (${rangeText(traitMin, traitMax, 'nl')}).`,
    );
  } else if (traitMax >= STRENGTH_THRESHOLD) {
    sentences.push(`Je herkent je het meest in ${traits}: ${TRAIT_PHRASES[t1].nl}.`);
  } else {
    sentences.push(`Geen kenmerk herken je sterk in jezelf; relatief het meest herken je je in ${traits}.`);
  }
  sentences.push(...interestSentences(scores, 'nl'));
  if (strengthOf('neuroticism') <= 35) {
    sentences.push(
      `Je geeft aan snel spanning te voelen (stabiliteit ${scoreText(strengthOf('neuroticism'))}); een ` +
        'werkomgeving met duidelijke verwachtingen en steun helpt je om goed te presteren.',
    );
  }
  sentences.push(
    `Als leervoorkeur gaf je '${learningStyle}' aan, en je belangrijkste drijfveer in werk is ` +
      `'${primaryDrive}'.`,
  );
  return sentences;
}

type Dimension = BigFiveTrait | RiasecType;

/**
 * What a high score says, in the user's own terms: a trait is how you describe yourself, an interest
 * is what you like doing. Neither is a measured skill; skills come from completed courses and
 * certificates (see the passport).
 */
export const STRENGTH_PHRASE_TWINS: Readonly<Record<Dimension, Twin>> = {
  openness: {
    nl: 'Je staat open voor nieuwe ideeën en ervaringen',
    en: 'You are open to new ideas and experiences',
  },
  conscientiousness: {
    nl: 'Je werkt graag georganiseerd en maakt af waar je aan begint',
    en: 'You like to work in an organised way and finish what you start',
  },
  extraversion: {
    nl: 'Je haalt energie uit contact met anderen',
    en: 'You draw energy from contact with others',
  },
  agreeableness: {
    nl: 'Je houdt rekening met anderen en helpt graag',
    en: 'You are considerate of others and like to help',
  },
  neuroticism: {
    nl: 'Je blijft naar eigen zeggen meestal rustig, ook onder druk',
    en: 'By your own account you usually stay calm, even under pressure',
  },
  realistic: { nl: 'Je houdt van praktisch en technisch werk', en: 'You enjoy practical and technical work' },
  investigative: { nl: 'Je houdt van onderzoeken en analyseren', en: 'You enjoy researching and analysing' },
  artistic: { nl: 'Je houdt van creëren en ontwerpen', en: 'You enjoy creating and designing' },
  social: { nl: 'Je houdt van mensen helpen en begeleiden', en: 'You enjoy helping and supporting people' },
  enterprising: {
    nl: 'Je houdt van ondernemen en overtuigen',
    en: 'You enjoy running things and persuading people',
  },
  conventional: {
    nl: 'Je houdt van ordenen en nauwkeurig werken',
    en: 'You enjoy organising and working accurately',
  },
};

const SOFT_SKILL_ORDER: readonly Dimension[] = [
  ...BIG_FIVE_TRAITS,
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
];
const MIN_SOFT_SKILLS = 3;
const MAX_SOFT_SKILLS = 6;

const dimensionStrength = (scores: ScanScores, dimension: Dimension) =>
  dimension === 'neuroticism' ? 100 - scores.neuroticism : scores[dimension];

/** 3-6 strengths phrased as preferences: every dimension scoring ≥ 60 (strongest first), topped up to 3. */
export function deriveSoftSkills(scores: ScanScores, lang: ScanLanguage = 'nl'): string[] {
  const ranked = [...SOFT_SKILL_ORDER].sort(
    (a, b) =>
      dimensionStrength(scores, b) - dimensionStrength(scores, a) ||
      SOFT_SKILL_ORDER.indexOf(a) - SOFT_SKILL_ORDER.indexOf(b),
  );
  const strong = ranked.filter((dimension) => dimensionStrength(scores, dimension) >= STRENGTH_THRESHOLD);
  const chosen = strong.length >= MIN_SOFT_SKILLS ? strong : ranked.slice(0, MIN_SOFT_SKILLS);
  return chosen.slice(0, MAX_SOFT_SKILLS).map((dimension) => STRENGTH_PHRASE_TWINS[dimension][lang]);
}

/** Development advice when a trait is low (or, for neuroticism, when stress sensitivity is high). */
const LOW_SIDE: Readonly<Record<BigFiveTrait, Twin>> = {
  openness: {
    nl: 'Openstaan voor nieuwe ideeën en andere werkwijzen',
    en: 'Being open to new ideas and other ways of working',
  },
  conscientiousness: {
    nl: 'Plannen, prioriteren en afspraken consequent nakomen',
    en: 'Planning, prioritising and consistently keeping agreements',
  },
  extraversion: {
    nl: 'Zichtbaar zijn en je mening laten horen in een groep',
    en: 'Being visible and making your views heard in a group',
  },
  agreeableness: {
    nl: 'Je inleven in anderen en samenwerken',
    en: 'Empathising with others and working together',
  },
  neuroticism: {
    nl: 'Omgaan met stress, druk en tegenslag',
    en: 'Dealing with stress, pressure and setbacks',
  },
};

/** Development advice when a strength is so high that it can be overused. */
const HIGH_SIDE: Readonly<Record<BigFiveTrait, Twin>> = {
  openness: {
    nl: 'Focus houden en ideeën ook echt afmaken',
    en: 'Staying focused and actually seeing ideas through',
  },
  conscientiousness: {
    nl: 'Flexibel blijven als plannen veranderen en perfectionisme loslaten',
    en: 'Staying flexible when plans change and letting go of perfectionism',
  },
  extraversion: { nl: 'Luisteren en ruimte geven aan anderen', en: 'Listening and giving others room' },
  agreeableness: {
    nl: 'Grenzen aangeven en nee durven zeggen',
    en: 'Setting boundaries and daring to say no',
  },
  neuroticism: {
    nl: 'Signalen van druk bij jezelf en anderen op tijd opmerken',
    en: 'Noticing signs of pressure in yourself and others in time',
  },
};

const LOW_BELOW = 50;
const OVERUSE_FROM = 85;
const MIN_GROWTH = 2;
const MAX_GROWTH = 5;

/** 2-5 development areas from the Big Five: low traits first, then overused strengths. */
export function deriveGrowthAreas(scores: ScanScores, lang: ScanLanguage = 'nl'): string[] {
  const candidates: { text: string; priority: number; order: number }[] = [];
  BIG_FIVE_TRAITS.forEach((trait, order) => {
    const strength = traitStrength(scores, trait);
    if (strength < LOW_BELOW)
      candidates.push({ text: LOW_SIDE[trait][lang], priority: LOW_BELOW - strength + 100, order });
    if (strength >= OVERUSE_FROM)
      candidates.push({ text: HIGH_SIDE[trait][lang], priority: strength - OVERUSE_FROM, order });
  });
  candidates.sort((a, b) => b.priority - a.priority || a.order - b.order);
  const areas = candidates.slice(0, MAX_GROWTH).map((candidate) => candidate.text);
  // Too few signals: add the weakest traits' low-side advice.
  const weakestFirst = [...BIG_FIVE_TRAITS].sort(
    (a, b) =>
      traitStrength(scores, a) - traitStrength(scores, b) ||
      BIG_FIVE_TRAITS.indexOf(a) - BIG_FIVE_TRAITS.indexOf(b),
  );
  for (const trait of weakestFirst) {
    if (areas.length >= MIN_GROWTH) break;
    if (!areas.includes(LOW_SIDE[trait][lang])) areas.push(LOW_SIDE[trait][lang]);
  }
  return areas;
}

/** Every twin of this file's text tables (for the completeness test). */
export const PROFILE_TWINS: readonly Twin[] = [
  ...Object.values(LEARNING_STYLE_LABEL_TWINS),
  ...Object.values(DRIVE_LABEL_TWINS),
  ...Object.values(TYPE_NAMES),
  ...Object.values(INTEREST_PHRASES),
  ...Object.values(TRAIT_PHRASES),
  ...Object.values(STRENGTH_PHRASE_TWINS),
  ...Object.values(LOW_SIDE),
  ...Object.values(HIGH_SIDE),
];
