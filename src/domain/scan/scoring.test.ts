import { describe, expect, it } from 'vitest';
import { BIG_FIVE_TRAITS, RIASEC_TYPES } from './dimensions.ts';
import { SCAN_QUESTIONS } from './items.ts';
import { likertPercent, scoreAnswers, validateAnswers as validate } from './scoring.ts';
import type { LikertValue, ScanAnswers } from './types.ts';

/** The check's result with its message in Dutch (the message is a catalogue entry, decision 515). */
const validateAnswers = (input: unknown) => {
  const result = validate(input);
  return result.ok ? result : { ok: false as const, message: result.message.nl };
};

const ALL_SCORES = [...BIG_FIVE_TRAITS, ...RIASEC_TYPES];

const answersWith = (pick: (volgnummer: number, reverse: boolean) => LikertValue): ScanAnswers =>
  Object.fromEntries(SCAN_QUESTIONS.map((q) => [q.volgnummer, pick(q.volgnummer, q.reverse === true)]));

const rawInput = (value: unknown = 3): Record<string, unknown> =>
  Object.fromEntries(SCAN_QUESTIONS.map((q) => [String(q.volgnummer), value]));

describe('scoreAnswers', () => {
  it('gives 50 on all 11 scores for all-neutral answers', () => {
    const scores = scoreAnswers(answersWith(() => 3));
    for (const key of ALL_SCORES) expect(scores[key], key).toBe(50);
    expect(Object.keys(scores).sort()).toEqual([...ALL_SCORES].sort());
  });

  it('gives 100 when agreeing with keyed items and disagreeing with reverse items', () => {
    const scores = scoreAnswers(answersWith((_, reverse) => (reverse ? 1 : 5)));
    for (const key of ALL_SCORES) expect(scores[key], key).toBe(100);
  });

  it('gives 0 for the opposite pattern', () => {
    const scores = scoreAnswers(answersWith((_, reverse) => (reverse ? 5 : 1)));
    for (const key of ALL_SCORES) expect(scores[key], key).toBe(0);
  });

  it('scores reverse-keyed items as 6 - x: flipping one from 1 to 5 lowers its trait only', () => {
    for (const trait of BIG_FIVE_TRAITS) {
      const reverseItem = SCAN_QUESTIONS.find((q) => q.categorie === trait && q.reverse);
      expect(reverseItem, trait).toBeDefined();
      const base = answersWith(() => 3);
      const low = scoreAnswers({ ...base, [reverseItem!.volgnummer]: 1 });
      const high = scoreAnswers({ ...base, [reverseItem!.volgnummer]: 5 });
      expect(high[trait]).toBeLessThan(low[trait]);
      expect(low[trait]).toBe(60);
      expect(high[trait]).toBe(40);
      for (const other of ALL_SCORES.filter((k) => k !== trait)) expect(high[other]).toBe(50);
    }
  });

  it('returns integers 0..100 and is deterministic', () => {
    const answers = answersWith((n) => (((n * 7) % 5) + 1) as LikertValue);
    const a = scoreAnswers(answers);
    expect(scoreAnswers(answers)).toEqual(a);
    for (const key of ALL_SCORES) {
      expect(Number.isInteger(a[key])).toBe(true);
      expect(a[key]).toBeGreaterThanOrEqual(0);
      expect(a[key]).toBeLessThanOrEqual(100);
    }
  });

  it('uses round((mean - 1) / 4 × 100)', () => {
    expect(likertPercent([1, 1, 1, 1, 1])).toBe(0);
    expect(likertPercent([5, 5, 5, 5, 5])).toBe(100);
    expect(likertPercent([4, 4, 4, 4, 5])).toBe(80);
    expect(likertPercent([2, 3])).toBe(38); // mean 2.5 -> 37.5 -> 38
  });

  it('throws on incomplete answers', () => {
    const answers = answersWith(() => 3);
    delete answers[12];
    expect(() => scoreAnswers(answers)).toThrow(RangeError);
  });
});

describe('validateAnswers', () => {
  it('accepts 65 valid answers with string keys and returns numeric-keyed answers', () => {
    const result = validateAnswers(rawInput(4));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(Object.keys(result.answers)).toHaveLength(65);
      expect(result.answers[1]).toBe(4);
      expect(result.answers[65]).toBe(4);
    }
  });

  it('accepts numeric keys too', () => {
    expect(validateAnswers(answersWith(() => 2)).ok).toBe(true);
  });

  it('refuses 64 answers and names the missing question', () => {
    const input = rawInput();
    delete input['12'];
    expect(validateAnswers(input)).toEqual({
      ok: false,
      message: 'Beantwoord alle 65 vragen (ontbrekend: 12)',
    });
    delete input['13'];
    expect(validateAnswers(input)).toEqual({
      ok: false,
      message: 'Beantwoord alle 65 vragen (ontbrekend: 12, 13)',
    });
  });

  it('shortens a long list of missing questions', () => {
    const result = validateAnswers({});
    expect(result).toEqual({
      ok: false,
      message: 'Beantwoord alle 65 vragen (ontbrekend: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 en nog 55)',
    });
  });

  it('refuses 66 answers (an unknown question)', () => {
    expect(validateAnswers({ ...rawInput(), 66: 3 })).toEqual({ ok: false, message: 'Onbekende vraag: 66' });
    expect(validateAnswers({ ...rawInput(), '05': 3 })).toMatchObject({ ok: false });
    expect(validateAnswers({ ...rawInput(), foo: 3 })).toEqual({
      ok: false,
      message: 'Onbekende vraag: foo',
    });
  });

  it.each([
    ['0', 0],
    ['6', 6],
    ['string "3"', '3'],
    ['2.5', 2.5],
    ['null', null],
    ['NaN', Number.NaN],
    ['true', true],
  ])('refuses an answer of %s', (_label, value) => {
    const input = rawInput();
    input['5'] = value;
    expect(validateAnswers(input)).toEqual({
      ok: false,
      message: 'Antwoord op vraag 5 moet een geheel getal van 1 tot en met 5 zijn',
    });
  });

  it.each([null, undefined, 3, 'abc', [3, 3, 3]])('refuses non-object input %j', (input) => {
    const result = validateAnswers(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/object/);
  });

  it('treats a JSON "__proto__" key as an unknown question', () => {
    const input = JSON.parse(
      `{"__proto__": 3, ${SCAN_QUESTIONS.map((q) => `"${q.volgnummer}": 3`).join(', ')}}`,
    );
    expect(validateAnswers(input)).toEqual({ ok: false, message: 'Onbekende vraag: __proto__' });
  });
});
