import {
  BIG_FIVE_TRAITS,
  joinDutch,
  ONE_ANSWER_STEP,
  RIASEC_LABELS,
  RIASEC_LETTERS,
  RIASEC_TYPES,
  rankedRiasec,
  rankedStrengths,
  TRAIT_LABELS,
  traitStrength,
} from './dimensions.ts';
import { DRIVE_KEYS, LEARNING_STYLE_KEYS } from './items.ts';
import { itemsPercent } from './scoring.ts';
import type {
  BigFiveTrait,
  DriveKey,
  LearningStyleKey,
  RiasecType,
  ScanAnswers,
  ScanScores,
} from './types.ts';

export const LEARNING_STYLE_LABELS: Readonly<Record<LearningStyleKey, string>> = {
  practical: 'Praktisch leren (doen)',
  visual: 'Visueel',
  theoretical: 'Theoretisch/reflectief',
  social: 'Sociaal leren',
};

export const DRIVE_LABELS: Readonly<Record<DriveKey, string>> = {
  growth: 'Groei en ontwikkeling',
  security: 'Zekerheid en structuur',
  impact: 'Impact op anderen',
  autonomy: 'Autonomie',
  achievement: 'Prestatie',
};

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

/** Dutch label of the preferred learning style. */
export function determineLearningStyle(answers: ScanAnswers, scores: ScanScores): string {
  const styleScores = learningStyleScores(answers, scores);
  return LEARNING_STYLE_LABELS[pickBest(LEARNING_STYLES, (style) => styleScores[style])];
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

/** Dutch label of the strongest work drive. */
export function determinePrimaryDrive(answers: ScanAnswers, scores: ScanScores): string {
  const scored = driveScores(answers, scores);
  return DRIVE_LABELS[pickBest(DRIVES, (drive) => scored[drive])];
}

const TYPE_NAMES: Readonly<Record<RiasecType, string>> = {
  realistic: 'De Doener',
  investigative: 'De Onderzoeker',
  artistic: 'De Creatieveling',
  social: 'De Helper',
  enterprising: 'De Ondernemer',
  conventional: 'De Organisator',
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
export function personalityType(scores: ScanScores): string {
  const profile = interestProfile(scores);
  if (profile.kind === 'broad') {
    return `Breed profiel (${profile.types.map((type) => RIASEC_LABELS[type]).join(', ')})`;
  }
  return `${TYPE_NAMES[profile.types[0]]} (${profile.code})`;
}

const INTEREST_PHRASES: Readonly<Record<RiasecType, string>> = {
  realistic: 'praktisch en technisch werk waarbij je met je handen of met machines bezig bent',
  investigative: 'onderzoeken, analyseren en problemen doorgronden',
  artistic: 'creëren, ontwerpen en jezelf uitdrukken',
  social: 'mensen helpen, begeleiden en lesgeven',
  enterprising: 'ondernemen, overtuigen en leidinggeven',
  conventional: 'ordenen, plannen en nauwkeurig met gegevens werken',
};

const TRAIT_PHRASES: Readonly<Record<BigFiveTrait, string>> = {
  openness: 'je staat open voor nieuwe ideeën en ervaringen',
  conscientiousness: 'je werkt georganiseerd en maakt af waar je aan begint',
  extraversion: 'je haalt energie uit contact met anderen',
  agreeableness: 'je bent behulpzaam en houdt rekening met anderen',
  neuroticism: 'je blijft doorgaans rustig, ook onder druk',
};

/** Spread (max - min) below which traits count as evenly spread. */
const FLAT_SPREAD = 10;

/** How a raw score reads in prose: agreement with the statements, not a comparison with others. */
export const scoreText = (score: number): string => `score ${score} van 100`;

const rangeText = (min: number, max: number) =>
  min === max ? `alle scores ${min} van 100` : `alle scores tussen ${min} en ${max} van 100`;

function interestSentences(scores: ScanScores): string[] {
  const profile = interestProfile(scores);
  const ranked = rankedRiasec(scores);
  const max = scores[ranked[0]];
  const min = scores[ranked[ranked.length - 1]];
  if (profile.kind === 'broad') {
    const labels = joinDutch(profile.types.map((type) => RIASEC_LABELS[type]));
    if (profile.types.length === RIASEC_TYPES.length) {
      return [
        `Je interesses zijn breed: alle zes werkgebieden scoren binnen één antwoordstap van elkaar ` +
          `(${rangeText(min, max)}). Er is daarom geen Holland-code die bij je voorop staat.`,
      ];
    }
    return [
      `Je interesseprofiel is breed: ${labels} scoren binnen één antwoordstap van elkaar ` +
        `(${rangeText(Math.min(...profile.types.map((t) => scores[t])), max)}). ` +
        'Er is daarom geen eenduidige Holland-code; deze werkgebieden spreken je ongeveer even sterk aan.',
    ];
  }
  const [r1] = profile.types;
  const lead = `${RIASEC_LABELS[r1]} (${scoreText(scores[r1])})`;
  const first =
    max < 50
      ? `Geen enkel werkgebied spreekt je sterk aan; relatief het meest ${lead}.`
      : `Qua werkinteresses spreekt ${lead} je het meest aan: je houdt van ${INTEREST_PHRASES[r1]}.`;
  return [first, `Je Holland-code is ${profile.code}.`];
}

/**
 * Dutch paragraph that cites the strongest traits and interests. Scores are read as "score x van
 * 100": how much you agreed with the statements, not a comparison with other people.
 */
export function buildProfileSummary(scores: ScanScores, learningStyle: string, primaryDrive: string): string {
  const strengths = rankedStrengths(scores);
  const [t1, t2] = strengths;
  const strengthOf = (trait: BigFiveTrait) => traitStrength(scores, trait);
  const traitMax = strengthOf(t1);
  const traitMin = strengthOf(strengths[strengths.length - 1]);
  const sentences: string[] = [];

  const traits =
    `${TRAIT_LABELS[t1].toLowerCase()} (${scoreText(strengthOf(t1))}) ` +
    `en ${TRAIT_LABELS[t2].toLowerCase()} (${scoreText(strengthOf(t2))})`;
  if (traitMax - traitMin < FLAT_SPREAD) {
    sentences.push(
      `Je persoonlijkheidsprofiel is evenwichtig: geen enkel kenmerk springt eruit (${rangeText(traitMin, traitMax)}).`,
    );
  } else if (traitMax >= STRENGTH_THRESHOLD) {
    sentences.push(`Je herkent je het meest in ${traits}: ${TRAIT_PHRASES[t1]}.`);
  } else {
    sentences.push(`Je persoonlijkheidsprofiel is vrij gemiddeld; relatief het sterkst zijn ${traits}.`);
  }
  sentences.push(...interestSentences(scores));
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
  return sentences.join(' ');
}

type Dimension = BigFiveTrait | RiasecType;

/**
 * What a high score says, in the user's own terms: a trait is how you describe yourself, an interest
 * is what you like doing. Neither is a measured skill; skills come from completed courses and
 * certificates (see the passport).
 */
export const STRENGTH_PHRASES: Readonly<Record<Dimension, string>> = {
  openness: 'Je staat open voor nieuwe ideeën en ervaringen',
  conscientiousness: 'Je werkt graag georganiseerd en maakt af waar je aan begint',
  extraversion: 'Je haalt energie uit contact met anderen',
  agreeableness: 'Je houdt rekening met anderen en helpt graag',
  neuroticism: 'Je blijft naar eigen zeggen meestal rustig, ook onder druk',
  realistic: 'Je houdt van praktisch en technisch werk',
  investigative: 'Je houdt van onderzoeken en analyseren',
  artistic: 'Je houdt van creëren en ontwerpen',
  social: 'Je houdt van mensen helpen en begeleiden',
  enterprising: 'Je houdt van ondernemen en overtuigen',
  conventional: 'Je houdt van ordenen en nauwkeurig werken',
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

/** 3-6 Dutch strengths phrased as preferences: every dimension scoring ≥ 60 (strongest first), topped up to 3. */
export function deriveSoftSkills(scores: ScanScores): string[] {
  const ranked = [...SOFT_SKILL_ORDER].sort(
    (a, b) =>
      dimensionStrength(scores, b) - dimensionStrength(scores, a) ||
      SOFT_SKILL_ORDER.indexOf(a) - SOFT_SKILL_ORDER.indexOf(b),
  );
  const strong = ranked.filter((dimension) => dimensionStrength(scores, dimension) >= STRENGTH_THRESHOLD);
  const chosen = strong.length >= MIN_SOFT_SKILLS ? strong : ranked.slice(0, MIN_SOFT_SKILLS);
  return chosen.slice(0, MAX_SOFT_SKILLS).map((dimension) => STRENGTH_PHRASES[dimension]);
}

/** Development advice when a trait is low (or, for neuroticism, when stress sensitivity is high). */
const LOW_SIDE: Readonly<Record<BigFiveTrait, string>> = {
  openness: 'Openstaan voor nieuwe ideeën en andere werkwijzen',
  conscientiousness: 'Plannen, prioriteren en afspraken consequent nakomen',
  extraversion: 'Zichtbaar zijn en je mening laten horen in een groep',
  agreeableness: 'Je inleven in anderen en samenwerken',
  neuroticism: 'Omgaan met stress, druk en tegenslag',
};

/** Development advice when a strength is so high that it can be overused. */
const HIGH_SIDE: Readonly<Record<BigFiveTrait, string>> = {
  openness: 'Focus houden en ideeën ook echt afmaken',
  conscientiousness: 'Flexibel blijven als plannen veranderen en perfectionisme loslaten',
  extraversion: 'Luisteren en ruimte geven aan anderen',
  agreeableness: 'Grenzen aangeven en nee durven zeggen',
  neuroticism: 'Signalen van druk bij jezelf en anderen op tijd opmerken',
};

const LOW_BELOW = 50;
const OVERUSE_FROM = 85;
const MIN_GROWTH = 2;
const MAX_GROWTH = 5;

/** 2-5 Dutch development areas from the Big Five: low traits first, then overused strengths. */
export function deriveGrowthAreas(scores: ScanScores): string[] {
  const candidates: { text: string; priority: number; order: number }[] = [];
  BIG_FIVE_TRAITS.forEach((trait, order) => {
    const strength = traitStrength(scores, trait);
    if (strength < LOW_BELOW)
      candidates.push({ text: LOW_SIDE[trait], priority: LOW_BELOW - strength + 100, order });
    if (strength >= OVERUSE_FROM)
      candidates.push({ text: HIGH_SIDE[trait], priority: strength - OVERUSE_FROM, order });
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
    if (!areas.includes(LOW_SIDE[trait])) areas.push(LOW_SIDE[trait]);
  }
  return areas;
}
