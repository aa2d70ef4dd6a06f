import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS, categoryLabel, levelLabel } from './courses.ts';

describe('course labels in the interface language', () => {
  it('has a Dutch label for every category and level, and English keeps the stored word', () => {
    for (const c of COURSE_CATEGORIES) {
      expect(categoryLabel(c, 'en')).toBe(c);
      expect(categoryLabel(c, 'nl')).not.toBe('');
    }
    expect(categoryLabel('Data & Analytics', 'nl')).toBe('Data en analyse');
    expect(categoryLabel('Technology', 'nl')).toBe('Technologie');
    expect(COURSE_LEVELS.map((l) => levelLabel(l, 'nl'))).toEqual(['Beginner', 'Gemiddeld', 'Gevorderd']);
  });

  it('shows an unknown value as stored', () => {
    expect(categoryLabel('Onbekend', 'nl')).toBe('Onbekend');
    expect(levelLabel('Expert', 'en')).toBe('Expert');
  });
});
