import { expect, it } from 'vitest';
import { SEED_SKILLS } from './skills.ts';

it('the taxonomy has 200+ unique Dutch skills, each with a category, a cluster and clean synonyms', () => {
  expect(SEED_SKILLS.length).toBeGreaterThanOrEqual(200);
  expect(new Set(SEED_SKILLS.map((s) => s.name.toLowerCase())).size).toBe(SEED_SKILLS.length);
  for (const s of SEED_SKILLS) {
    expect(s.name.length, s.name).toBeGreaterThan(1);
    expect(s.category && s.cluster, s.name).toBeTruthy();
    expect(s.synonyms.every((x) => x.length > 0 && x !== s.name)).toBe(true);
  }
  expect(SEED_SKILLS.filter((s) => s.synonyms.length > 0).length).toBeGreaterThan(200);
});

it('every broader skill is a skill of the list (decision 465)', () => {
  const known = new Set(SEED_SKILLS.map((s) => s.name));
  for (const s of SEED_SKILLS) for (const b of s.broader) expect(known.has(b), `${s.name} → ${b}`).toBe(true);
  expect(SEED_SKILLS.find((s) => s.name === 'Veilig werken (VCA)')).toMatchObject({
    synonyms: ['VCA'],
    broader: ['Veiligheid'],
  });
});
