import { describe, expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../../domain/scan/index.ts';
import { answeredCount, blockStates, blocksIn, choose, positionOf, previousIndex } from './scan-flow.ts';

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
});
