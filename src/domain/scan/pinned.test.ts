import { describe, expect, it } from 'vitest';
import { CAREERS, careerMatchPercentage } from './careers.ts';
import { SCAN_QUESTIONS } from './items.ts';
import { hollandCode, interestProfile, personalityType } from './profile.ts';
import { scoreAnswers } from './scoring.ts';
import type { LikertValue, ScanAnswers, ScanScores } from './types.ts';

/**
 * Pins that break when an item's key, an item's scale or the scoring changes. Every expected number
 * below is computed by hand from the item numbers, not by the code under test.
 */
const itemsOf = (categorie: string) =>
  SCAN_QUESTIONS.filter((q) => q.categorie === categorie).map((q) => q.volgnummer);
const reverseOf = (categorie: string) =>
  SCAN_QUESTIONS.filter((q) => q.categorie === categorie && q.reverse).map((q) => q.volgnummer);

describe('item keys', () => {
  it.each([
    ['openness', [13, 18, 23, 28, 33], [18, 33]],
    ['conscientiousness', [14, 19, 24, 29, 34], [19, 34]],
    ['extraversion', [15, 20, 25, 30, 35], [20, 35]],
    ['agreeableness', [16, 21, 26, 31, 36], [21, 36]],
    ['neuroticism', [17, 22, 27, 32, 37], [22, 37]],
    ['realistic', [1, 7, 38, 44, 50], []],
    ['investigative', [2, 8, 39, 45, 51], []],
    ['artistic', [3, 9, 40, 46, 52], []],
    ['social', [4, 10, 41, 47, 53], []],
    ['enterprising', [5, 11, 42, 48, 54], []],
    ['conventional', [6, 12, 43, 49, 55], []],
    ['learningStyle', [56, 57, 58, 59, 60], []],
    ['drive', [61, 62, 63, 64, 65], []],
  ] as const)('%s: items %j, reverse-keyed %j', (categorie, items, reverse) => {
    expect(itemsOf(categorie)).toEqual(items);
    expect(reverseOf(categorie)).toEqual(reverse);
  });

  it('has exactly 5 items per scale and 10 reverse-keyed items in all', () => {
    const counts = new Map<string, number>();
    for (const q of SCAN_QUESTIONS) counts.set(q.categorie, (counts.get(q.categorie) ?? 0) + 1);
    expect([...counts.values()]).toEqual(Array(13).fill(5));
    expect(SCAN_QUESTIONS.filter((q) => q.reverse)).toHaveLength(10);
  });
});

/** A fixed answer set; the items not listed are answered 3. */
const FIXED: Record<number, LikertValue> = {
  // openness 13, 18r, 23, 28, 33r: 5, (6-1), 4, 4, (6-2) = 22 -> (22 - 5) × 5 = 85
  13: 5,
  18: 1,
  23: 4,
  28: 4,
  33: 2,
  // conscientiousness 14, 19r, 24, 29, 34r: 4, (6-2), 4, 3, (6-3) = 18 -> 65
  14: 4,
  19: 2,
  24: 4,
  29: 3,
  34: 3,
  // extraversion 15, 20r, 25, 30, 35r: 2, (6-4), 2, 1, (6-5) = 8 -> 15
  15: 2,
  20: 4,
  25: 2,
  30: 1,
  35: 5,
  // agreeableness 16, 21r, 26, 31, 36r: 5, (6-1), 5, 5, (6-1) = 25 -> 100
  16: 5,
  21: 1,
  26: 5,
  31: 5,
  36: 1,
  // neuroticism 17, 22r, 27, 32, 37r: 2, (6-4), 1, 2, (6-5) = 8 -> 15
  17: 2,
  22: 4,
  27: 1,
  32: 2,
  37: 5,
  // realistic 1, 7, 38, 44, 50: 1 + 2 + 1 + 1 + 2 = 7 -> 10
  1: 1,
  7: 2,
  38: 1,
  44: 1,
  50: 2,
  // investigative 2, 8, 39, 45, 51: 5 + 5 + 4 + 5 + 5 = 24 -> 95
  2: 5,
  8: 5,
  39: 4,
  45: 5,
  51: 5,
  // artistic 3, 9, 40, 46, 52: 3 + 4 + 3 + 3 + 4 = 17 -> 60
  3: 3,
  9: 4,
  40: 3,
  46: 3,
  52: 4,
  // social 4, 10, 41, 47, 53: 2 + 2 + 3 + 2 + 2 = 11 -> 30
  4: 2,
  10: 2,
  41: 3,
  47: 2,
  53: 2,
  // enterprising 5, 11, 42, 48, 54: 1 + 1 + 1 + 2 + 1 = 6 -> 5
  5: 1,
  11: 1,
  42: 1,
  48: 2,
  54: 1,
  // conventional 6, 12, 43, 49, 55: 4 + 4 + 3 + 4 + 4 = 19 -> 70
  6: 4,
  12: 4,
  43: 3,
  49: 4,
  55: 4,
};
const answers: ScanAnswers = Object.fromEntries(
  SCAN_QUESTIONS.map((q) => [q.volgnummer, FIXED[q.volgnummer] ?? 3]),
);

describe('one full hand-computed scoring', () => {
  const scores = scoreAnswers(answers);

  it('scores every scale as (sum of the 5 item values - 5) × 5', () => {
    expect(scores).toEqual<ScanScores>({
      openness: 85,
      conscientiousness: 65,
      extraversion: 15,
      agreeableness: 100,
      neuroticism: 15,
      realistic: 10,
      investigative: 95,
      artistic: 60,
      social: 30,
      enterprising: 5,
      conventional: 70,
    });
  });

  it('reads the code ICA: I 95, C 70, A 60 each more than one answer step above the next', () => {
    expect(hollandCode(scores)).toBe('ICA');
    expect(personalityType(scores)).toBe('De Onderzoeker (ICA)');
  });

  it('matches Data-analist (ICE) at 71: r = 160 / √(6400 × 8) = 0.7071', () => {
    // user [10, 95, 60, 30, 5, 70], mean 45, deviations [-35, 50, 15, -15, -40, 25], squares 6400;
    // ICE -> [0, 3, 0, 0, 1, 2], mean 1, deviations [-1, 2, -1, -1, 0, 1], squares 8; dot product 160.
    const career = CAREERS.find((c) => c.title === 'Data-analist')!;
    expect(career.hollandCode).toBe('ICE');
    expect(careerMatchPercentage(scores, career)).toBe(71);
  });
});

describe('interestProfile', () => {
  const base: ScanScores = {
    openness: 50,
    conscientiousness: 50,
    extraversion: 50,
    agreeableness: 50,
    neuroticism: 50,
    realistic: 20,
    investigative: 20,
    artistic: 20,
    social: 20,
    enterprising: 20,
    conventional: 20,
  };

  it('calls a profile broad when the top scores are within one answer step (5 points)', () => {
    expect(interestProfile({ ...base, social: 80, investigative: 75 })).toEqual({
      kind: 'broad',
      types: ['investigative', 'social'],
    });
    expect(personalityType({ ...base, social: 80, investigative: 75 })).toBe(
      'Breed profiel (Onderzoekend, Sociaal)',
    );
    expect(hollandCode({ ...base, social: 80, investigative: 75 })).toBe('');
  });

  it('gives a code when the top score leads by more than one step', () => {
    expect(interestProfile({ ...base, social: 80, investigative: 74 })).toEqual({
      kind: 'code',
      code: 'SI',
      types: ['social', 'investigative'],
    });
  });
});
