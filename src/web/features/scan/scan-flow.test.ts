import { describe, expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import {
  answeredCount,
  blockStates,
  blocksIn,
  choose,
  draftAnswers,
  firstUnanswered,
  positionOf,
  previousIndex,
} from './scan-flow.ts';

describe('scan flow', () => {
  it('places questions in blocks of 12, 25, 8, 10 and 10', () => {
    expect(positionOf(0).blockIndex).toBe(0);
    expect(positionOf(11).blockIndex).toBe(0);
    expect(positionOf(12).blockIndex).toBe(1);
    expect(positionOf(36).blockIndex).toBe(1);
    expect(positionOf(37).blockIndex).toBe(2);
    expect(positionOf(45).blockIndex).toBe(3);
    expect(positionOf(55).blockIndex).toBe(4);
    expect(positionOf(64).block.bloknummer).toBe(5);
  });

  it('words the same question and block in the chosen language', () => {
    expect(positionOf(0).question.vraagtekst).toBe('Ik zou graag meebouwen aan een huis.');
    expect(positionOf(0, 'en').question.vraagtekst).toBe('I would like to help build a house.');
    expect(positionOf(12, 'en').block.titel).toBe('Personality');
    const { vraagtekst: _nl, ...nl } = positionOf(20, 'nl').question;
    const { vraagtekst: _en, ...en } = positionOf(20, 'en').question;
    expect(en).toEqual(nl);
    expect(blocksIn('en').map((b) => b.titel)).toContain('Learning and motivation');
  });

  it('advances after an answer and submits after the last one', () => {
    const first = choose({}, 0, 4);
    expect(first).toEqual({ answers: { 1: 4 }, next: 1 });
    expect(answeredCount(first.answers)).toBe(1);
    const again = choose(first.answers, 0, 2);
    expect(again.answers).toEqual({ 1: 2 });
    expect(choose({}, SCAN_QUESTION_COUNT - 1, 3).next).toBe('submit');
  });

  it('goes back across blocks and never before the first question', () => {
    expect(previousIndex(12)).toBe(11);
    expect(previousIndex(0)).toBe(0);
  });

  it('marks earlier blocks done and later ones to do', () => {
    expect(blockStates(2)).toEqual(['done', 'done', 'current', 'todo', 'todo']);
  });

  it('resumes at the first unanswered question, and at the last when all are answered', () => {
    expect(firstUnanswered({})).toBe(0);
    const first31 = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [i + 1, 3])) as Record<number, 3>;
    expect(firstUnanswered(first31)).toBe(31);
    // A gap earlier on (an answer never saved) is where the scan resumes.
    const { 5: _gap, ...withGap } = first31;
    expect(firstUnanswered(withGap)).toBe(4);
    const all = Object.fromEntries(Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [i + 1, 2]));
    expect(firstUnanswered(all as Record<number, 2>)).toBe(SCAN_QUESTION_COUNT - 1);
  });

  it('reads saved answers, dropping unknown questions and values outside 1–5', () => {
    expect(draftAnswers({ '1': 4, '2': 5, '66': 3, '3': 0, '4': 2.5, '5': 1 })).toEqual({ 1: 4, 2: 5, 5: 1 });
  });
});
