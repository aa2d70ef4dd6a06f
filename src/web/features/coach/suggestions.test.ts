import { describe, expect, it } from 'vitest';
import { detectTopic } from '../../../domain/coach/index.ts';
import { coachText } from '../../i18n/coach.ts';

describe('Coach suggestion chips', () => {
  it('each chip reaches its own topic, never the generic greeting', () => {
    expect(coachText.suggestions.map((chip) => detectTopic(chip))).toEqual(['budget', 'courses', 'progress']);
  });
});
