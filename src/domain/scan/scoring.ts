import { FIELD_MESSAGES } from '../../contracts/messages/common.ts';
import type { Said } from '../../contracts/messages/define.ts';
import { SCAN_MESSAGES } from '../../contracts/messages/scan.ts';
import { excerpt } from '../text.ts';
import { BIG_FIVE_TRAITS, RIASEC_TYPES } from './dimensions.ts';
import { SCAN_QUESTION_COUNT, SCAN_QUESTIONS } from './items.ts';
import type { LikertValue, ScanAnswers, ScanScores } from './types.ts';

export type ValidateAnswersResult = { ok: true; answers: ScanAnswers } | { ok: false; message: Said };

const MAX_LISTED_MISSING = 10;

const isLikert = (value: unknown): value is LikertValue =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** A canonical question key: "1".."65" (no leading zeros, signs, decimals or spaces). */
const questionNumber = (key: string): number | null => {
  if (!/^[1-9][0-9]*$/.test(key)) return null;
  const n = Number(key);
  return n >= 1 && n <= SCAN_QUESTION_COUNT ? n : null;
};

/**
 * Checks untrusted input (e.g. a parsed JSON body): an object with exactly the keys "1".."65",
 * each an integer 1-5. Returns the message of the first problem found.
 */
export function validateAnswers(input: unknown): ValidateAnswersResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      message: SCAN_MESSAGES['scan.answers_not_object'],
    };
  }
  const record = input as Record<string, unknown>;
  const keys = Object.keys(record);

  const unknown = keys.filter((key) => questionNumber(key) === null);
  if (unknown.length > 0) {
    return {
      ok: false,
      message: FIELD_MESSAGES['field.unknown_question']({ question: excerpt(unknown.join(', ')) }),
    };
  }

  const present = new Set(keys.map((key) => questionNumber(key)));
  const missing: number[] = [];
  for (let n = 1; n <= SCAN_QUESTION_COUNT; n++) if (!present.has(n)) missing.push(n);
  if (missing.length > 0) {
    const listed = missing.slice(0, MAX_LISTED_MISSING).join(', ');
    const more = Math.max(0, missing.length - MAX_LISTED_MISSING);
    return {
      ok: false,
      message: SCAN_MESSAGES['scan.answer_all']({ count: SCAN_QUESTION_COUNT, listed, more }),
    };
  }

  const answers: ScanAnswers = {};
  for (let n = 1; n <= SCAN_QUESTION_COUNT; n++) {
    const value = record[String(n)];
    if (!isLikert(value)) {
      return { ok: false, message: SCAN_MESSAGES['scan.answer_range']({ n }) };
    }
    answers[n] = value;
  }
  return { ok: true, answers };
}

/** The scored value of one item: the answer, or 6 - answer for reverse-keyed items. */
function itemValue(answers: ScanAnswers, volgnummer: number, reverse: boolean): number {
  const value: unknown = answers[volgnummer];
  if (!isLikert(value)) {
    throw new RangeError(SCAN_MESSAGES['scan.answer_range']({ n: volgnummer }).nl);
  }
  return reverse ? 6 - value : value;
}

/** Percent 0..100 from a list of item values 1..5: round((mean - 1) / 4 × 100). */
export function likertPercent(values: readonly number[]): number {
  if (values.length === 0) return 50;
  const sum = values.reduce((total, v) => total + v, 0);
  return Math.round(((sum - values.length) * 100) / (4 * values.length));
}

/** Percent 0..100 of a set of (possibly reverse-keyed) items. Throws a RangeError on a missing/invalid answer. */
export function itemsPercent(
  answers: ScanAnswers,
  items: readonly { volgnummer: number; reverse?: boolean }[],
): number {
  return likertPercent(items.map((item) => itemValue(answers, item.volgnummer, item.reverse === true)));
}

/**
 * The 11 trait scores (integers 0..100). Expects complete, valid answers (see validateAnswers);
 * throws a RangeError otherwise.
 */
export function scoreAnswers(answers: ScanAnswers): ScanScores {
  const score = (categorie: string) =>
    itemsPercent(
      answers,
      SCAN_QUESTIONS.filter((q) => q.categorie === categorie),
    );
  const scores = {} as ScanScores;
  for (const trait of BIG_FIVE_TRAITS) scores[trait] = score(trait);
  for (const type of RIASEC_TYPES) scores[type] = score(type);
  return scores;
}
