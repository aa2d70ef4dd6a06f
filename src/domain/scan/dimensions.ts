import { pick, type Twin } from './language.ts';
import type { BigFiveTrait, RiasecType, ScanScores } from './types.ts';

/** Fixed order of the Big Five traits (also the tie-break order). */
export const BIG_FIVE_TRAITS: readonly BigFiveTrait[] = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
];

/** Fixed Holland order R-I-A-S-E-C (also the tie-break order). */
export const RIASEC_TYPES: readonly RiasecType[] = [
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
];

export const RIASEC_LETTERS: Readonly<Record<RiasecType, string>> = {
  realistic: 'R',
  investigative: 'I',
  artistic: 'A',
  social: 'S',
  enterprising: 'E',
  conventional: 'C',
};

/** Holland letter -> RIASEC type. */
export const RIASEC_BY_LETTER: Readonly<Record<string, RiasecType>> = {
  R: 'realistic',
  I: 'investigative',
  A: 'artistic',
  S: 'social',
  E: 'enterprising',
  C: 'conventional',
};

/**
 * THE list of Dutch names of the RIASEC interest types, used by the scan, the passport and the Coach
 * (spec §2.10 names them so in the passport), with their English twins.
 */
export const RIASEC_LABEL_TWINS: Readonly<Record<RiasecType, Twin>> = {
  realistic: { nl: 'Realistisch', en: 'Realistic' },
  investigative: { nl: 'Onderzoekend', en: 'Investigative' },
  artistic: { nl: 'Artistiek', en: 'Artistic' },
  social: { nl: 'Sociaal', en: 'Social' },
  enterprising: { nl: 'Ondernemend', en: 'Enterprising' },
  conventional: { nl: 'Conventioneel', en: 'Conventional' },
};
export const RIASEC_LABELS: Readonly<Record<RiasecType, string>> = pick(RIASEC_LABEL_TWINS, 'nl');

/**
 * THE list of Dutch names of the Big Five traits, used by the scan, the passport and the Coach.
 * The passport's labels of spec §2.10 win. Neuroticism is always shown from its favourable pole,
 * Stabiliteit, with the score 100 - neuroticism (see traitStrength). With their English twins.
 */
export const TRAIT_LABEL_TWINS: Readonly<Record<BigFiveTrait, Twin>> = {
  openness: { nl: 'Openheid', en: 'Openness' },
  conscientiousness: { nl: 'Betrouwbaarheid', en: 'Conscientiousness' },
  extraversion: { nl: 'Extraversie', en: 'Extraversion' },
  agreeableness: { nl: 'Empathie', en: 'Empathy' },
  neuroticism: { nl: 'Stabiliteit', en: 'Stability' },
};
export const TRAIT_LABELS: Readonly<Record<BigFiveTrait, string>> = pick(TRAIT_LABEL_TWINS, 'nl');

/**
 * One answer step on a five-item scale: moving one answer one point changes the scale score by
 * 100 / (4 × 5) = 5 points. Scores closer than this cannot be told apart.
 */
export const ONE_ANSWER_STEP = 5;

/** How much a trait works in someone's favour: the score itself, or 100 - neuroticism (emotional stability). */
export function traitStrength(scores: ScanScores, trait: BigFiveTrait): number {
  return trait === 'neuroticism' ? 100 - scores.neuroticism : scores[trait];
}

/** RIASEC types sorted by score desc, ties in Holland order. */
export function rankedRiasec(scores: ScanScores): RiasecType[] {
  return [...RIASEC_TYPES].sort(
    (a, b) => scores[b] - scores[a] || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b),
  );
}

/** Big Five traits sorted by strength desc (neuroticism as emotional stability), ties in fixed order. */
export function rankedStrengths(scores: ScanScores): BigFiveTrait[] {
  return [...BIG_FIVE_TRAITS].sort(
    (a, b) =>
      traitStrength(scores, b) - traitStrength(scores, a) ||
      BIG_FIVE_TRAITS.indexOf(a) - BIG_FIVE_TRAITS.indexOf(b),
  );
}

export const clampPercent = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));
