import { describe, expect, it } from 'vitest';
import { matchingSkillsFirst, skillMatches } from './skill-order.ts';

const skills = [
  'Python',
  'SQL',
  'Communicatie',
  'Plannen',
  'Rapporteren',
  'Presenteren',
  'Excel',
  'Excel-macro’s',
].map((name) => ({ name }));

describe('matchingSkillsFirst', () => {
  it('puts the skills that contain the search first, keeping the order of both groups', () => {
    expect(matchingSkillsFirst(skills, 'excel').map((s) => s.name)).toEqual([
      'Excel',
      'Excel-macro’s',
      'Python',
      'SQL',
      'Communicatie',
      'Plannen',
      'Rapporteren',
      'Presenteren',
    ]);
  });
  it('ignores case and accents; an empty search changes nothing', () => {
    expect(
      matchingSkillsFirst([{ name: 'Café-beheer' }, { name: 'Cafe' }], 'CAFÉ').map((s) => s.name),
    ).toEqual(['Café-beheer', 'Cafe']);
    expect(matchingSkillsFirst(skills, '  ')).toEqual(skills);
    expect(skillMatches('Excel', 'exc')).toBe(true);
    expect(skillMatches('Excel', '')).toBe(false);
  });
});
