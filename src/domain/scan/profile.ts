import {
  BIG_FIVE_TRAITS,
  RIASEC_LABELS,
  RIASEC_LETTERS,
  rankedRiasec,
  rankedStrengths,
  STRENGTH_LABELS,
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

/** The three highest RIASEC letters, e.g. 'ISA'. */
export function hollandCode(scores: ScanScores): string {
  return rankedRiasec(scores)
    .slice(0, 3)
    .map((type) => RIASEC_LETTERS[type])
    .join('');
}

/** Short label for the assessment history, e.g. 'De Onderzoeker (ISA)'. */
export function personalityType(scores: ScanScores): string {
  return `${TYPE_NAMES[rankedRiasec(scores)[0]]} (${hollandCode(scores)})`;
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

/** Spread (max - min) below which traits or interests count as evenly spread. */
const FLAT_SPREAD = 10;

const rangeText = (min: number, max: number) =>
  min === max ? `alle scores ${min}%` : `alle scores tussen ${min}% en ${max}%`;

/** Dutch paragraph that cites the strongest traits and interests. */
export function buildProfileSummary(scores: ScanScores, learningStyle: string, primaryDrive: string): string {
  const strengths = rankedStrengths(scores);
  const [t1, t2] = strengths;
  const strengthOf = (trait: BigFiveTrait) => traitStrength(scores, trait);
  const traitMax = strengthOf(t1);
  const traitMin = strengthOf(strengths[strengths.length - 1]);
  const ranked = rankedRiasec(scores);
  const [r1, r2] = ranked;
  const interestMax = scores[r1];
  const interestMin = scores[ranked[ranked.length - 1]];
  const sentences: string[] = [];

  const traits =
    `${STRENGTH_LABELS[t1].toLowerCase()} (${strengthOf(t1)}%) ` +
    `en ${STRENGTH_LABELS[t2].toLowerCase()} (${strengthOf(t2)}%)`;
  if (traitMax - traitMin < FLAT_SPREAD) {
    sentences.push(
      `Je persoonlijkheidsprofiel is evenwichtig: geen enkel kenmerk springt eruit (${rangeText(traitMin, traitMax)}).`,
    );
  } else if (traitMax >= STRENGTH_THRESHOLD) {
    sentences.push(`Je sterkste persoonlijkheidskenmerken zijn ${traits}: ${TRAIT_PHRASES[t1]}.`);
  } else {
    sentences.push(`Je persoonlijkheidsprofiel is vrij gemiddeld; relatief het sterkst zijn ${traits}.`);
  }

  const interests = `${RIASEC_LABELS[r1]} (${scores[r1]}%) en ${RIASEC_LABELS[r2]} (${scores[r2]}%)`;
  if (interestMax - interestMin < FLAT_SPREAD) {
    sentences.push(
      `Je interesses zijn breed en evenwichtig verdeeld over alle zes werkgebieden (${rangeText(interestMin, interestMax)}).`,
    );
  } else if (interestMax < 50) {
    sentences.push(`Geen enkel werkgebied spreekt je sterk aan; relatief het meest ${interests}.`);
  } else {
    sentences.push(
      `Qua werkinteresses scoor je het hoogst op ${interests}: je voelt je aangetrokken tot ${INTEREST_PHRASES[r1]}.`,
    );
  }
  sentences.push(`Je Holland-code is ${hollandCode(scores)}.`);
  if (scores.neuroticism >= 65) {
    sentences.push(
      `Je bent gevoelig voor stress (${scores.neuroticism}% emotionele gevoeligheid); een werkomgeving met ` +
        'duidelijke verwachtingen en steun helpt je om goed te presteren.',
    );
  }
  sentences.push(
    `Je leert het liefst via de leerstijl '${learningStyle}' en je belangrijkste drijfveer in werk is ` +
      `'${primaryDrive}'.`,
  );
  return sentences.join(' ');
}

type Dimension = BigFiveTrait | RiasecType;

const SOFT_SKILLS: Readonly<Record<Dimension, string>> = {
  openness: 'Creatief en vernieuwend denken',
  conscientiousness: 'Plannen en organiseren',
  extraversion: 'Communicatief sterk',
  agreeableness: 'Samenwerken',
  neuroticism: 'Stressbestendigheid',
  realistic: 'Praktisch en technisch handig',
  investigative: 'Analytisch denken',
  artistic: 'Creativiteit en vormgevoel',
  social: 'Empathie en begeleiden',
  enterprising: 'Overtuigingskracht en initiatief',
  conventional: 'Nauwkeurig werken',
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

/** 3-6 Dutch strengths: every dimension scoring ≥ 60 (strongest first), topped up to 3. */
export function deriveSoftSkills(scores: ScanScores): string[] {
  const ranked = [...SOFT_SKILL_ORDER].sort(
    (a, b) =>
      dimensionStrength(scores, b) - dimensionStrength(scores, a) ||
      SOFT_SKILL_ORDER.indexOf(a) - SOFT_SKILL_ORDER.indexOf(b),
  );
  const strong = ranked.filter((dimension) => dimensionStrength(scores, dimension) >= STRENGTH_THRESHOLD);
  const chosen = strong.length >= MIN_SOFT_SKILLS ? strong : ranked.slice(0, MIN_SOFT_SKILLS);
  return chosen.slice(0, MAX_SOFT_SKILLS).map((dimension) => SOFT_SKILLS[dimension]);
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
