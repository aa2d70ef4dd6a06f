import { describe, expect, it } from 'vitest';
import { coachReply, detectTopic } from '../../../domain/coach/index.ts';
import { makeContext } from '../../../domain/coach/test-fixtures.ts';
import { coachText, coachTextEn } from '../../i18n/coach.ts';

describe('Coach suggestion chips', () => {
  it('each Dutch chip reaches its own topic, never the generic greeting', () => {
    expect(coachText.suggestions.map((chip) => detectTopic(chip))).toEqual([
      'budget',
      'subsidy',
      'courses',
      'progress',
      'unenrol',
    ]);
  });

  it('each English chip reaches the same topic in English', () => {
    expect(coachTextEn.suggestions.map((chip) => detectTopic(chip, 'en'))).toEqual([
      'budget',
      'subsidy',
      'courses',
      'progress',
      'unenrol',
    ]);
  });

  it('an English chip gets an English answer', () => {
    expect(coachReply(coachTextEn.suggestions[0], makeContext(), 'en')).toMatch(/^You have €1,750\.10/);
  });
});
