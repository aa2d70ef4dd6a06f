import { describe, expect, it } from 'vitest';
import { BIG_FIVE_TRAITS, RIASEC_TYPES } from './dimensions.ts';
import {
  DRIVE_KEYS,
  LEARNING_STYLE_KEYS,
  SCAN_BLOCK_SIZES,
  SCAN_BLOCKS,
  SCAN_QUESTION_COUNT,
  SCAN_QUESTIONS,
} from './items.ts';

describe('scan items', () => {
  it('has 65 questions numbered 1..65 in order, all Likert', () => {
    expect(SCAN_QUESTION_COUNT).toBe(65);
    expect(SCAN_QUESTIONS).toHaveLength(65);
    SCAN_QUESTIONS.forEach((q, i) => {
      expect(q.volgnummer).toBe(i + 1);
      expect(q.antwoordtype).toBe('likert');
      expect(q.vraagtekst.trim().length).toBeGreaterThan(10);
    });
  });

  it('has unique statements', () => {
    expect(new Set(SCAN_QUESTIONS.map((q) => q.vraagtekst)).size).toBe(65);
  });

  it('has blocks of 12, 25, 8, 10 and 10 questions in contiguous ranges', () => {
    expect(SCAN_BLOCK_SIZES).toEqual([12, 25, 8, 10, 10]);
    const sizes = [1, 2, 3, 4, 5].map((b) => SCAN_QUESTIONS.filter((q) => q.bloknummer === b).length);
    expect(sizes).toEqual([12, 25, 8, 10, 10]);
    const firstOf = (b: number) => SCAN_QUESTIONS.find((q) => q.bloknummer === b)?.volgnummer;
    expect([1, 2, 3, 4, 5].map(firstOf)).toEqual([1, 13, 38, 46, 56]);
    for (let i = 1; i < SCAN_QUESTIONS.length; i++) {
      expect(SCAN_QUESTIONS[i].bloknummer).toBeGreaterThanOrEqual(SCAN_QUESTIONS[i - 1].bloknummer);
    }
  });

  it('gives all 5 blocks a number, title and explanation', () => {
    expect(SCAN_BLOCKS.map((b) => b.bloknummer)).toEqual([1, 2, 3, 4, 5]);
    for (const block of SCAN_BLOCKS) {
      expect(block.titel.trim()).not.toBe('');
      expect(block.uitleg.trim()).not.toBe('');
    }
  });

  it('measures every Big Five trait with ≥5 items, including reverse-keyed ones', () => {
    for (const trait of BIG_FIVE_TRAITS) {
      const items = SCAN_QUESTIONS.filter((q) => q.categorie === trait);
      expect(items.length, trait).toBeGreaterThanOrEqual(5);
      expect(items.filter((q) => q.reverse).length, trait).toBeGreaterThanOrEqual(1);
      expect(items.filter((q) => !q.reverse).length, trait).toBeGreaterThanOrEqual(1);
    }
  });

  it('measures every RIASEC type with ≥5 items', () => {
    for (const type of RIASEC_TYPES) {
      expect(SCAN_QUESTIONS.filter((q) => q.categorie === type).length, type).toBeGreaterThanOrEqual(5);
    }
  });

  it('only uses known categories, and blocks hold one kind of statement', () => {
    const known = new Set<string>([...BIG_FIVE_TRAITS, ...RIASEC_TYPES, 'learningStyle', 'drive']);
    for (const q of SCAN_QUESTIONS) expect(known.has(q.categorie), q.categorie).toBe(true);
    const kind = (c: string) =>
      (BIG_FIVE_TRAITS as readonly string[]).includes(c)
        ? 'bigFive'
        : (RIASEC_TYPES as readonly string[]).includes(c)
          ? 'riasec'
          : 'other';
    const kinds = [1, 2, 3, 4, 5].map(
      (b) => new Set(SCAN_QUESTIONS.filter((q) => q.bloknummer === b).map((q) => kind(q.categorie))),
    );
    expect(kinds.map((k) => [...k])).toEqual([['riasec'], ['bigFive'], ['riasec'], ['riasec'], ['other']]);
  });

  it('keys the learning-style and drive items to block-5 questions of the right category', () => {
    for (const { volgnummer } of LEARNING_STYLE_KEYS) {
      expect(SCAN_QUESTIONS[volgnummer - 1].categorie).toBe('learningStyle');
    }
    for (const { volgnummer } of DRIVE_KEYS) expect(SCAN_QUESTIONS[volgnummer - 1].categorie).toBe('drive');
    expect(new Set(LEARNING_STYLE_KEYS.map((k) => k.style)).size).toBe(4);
    expect(new Set(DRIVE_KEYS.map((k) => k.drive)).size).toBe(5);
  });
});
