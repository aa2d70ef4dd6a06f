import { describe, expect, it } from 'vitest';
import { CAREERS, careerMatchPercentage, hollandTypes, matchCareers } from './careers.ts';
import { RIASEC_LABELS } from './dimensions.ts';
import type { ScanScores } from './types.ts';

const scores = (overrides: Partial<ScanScores> = {}): ScanScores => ({
  openness: 50,
  conscientiousness: 50,
  extraversion: 50,
  agreeableness: 50,
  neuroticism: 50,
  realistic: 50,
  investigative: 50,
  artistic: 50,
  social: 50,
  enterprising: 50,
  conventional: 50,
  ...overrides,
});

const investigativeProfile = scores({
  investigative: 95,
  conventional: 55,
  realistic: 30,
  artistic: 25,
  social: 20,
  enterprising: 15,
  openness: 80,
  conscientiousness: 75,
});

describe('CAREERS', () => {
  it('has at least 40 occupations with unique Dutch titles', () => {
    expect(CAREERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CAREERS.map((c) => c.title)).size).toBe(CAREERS.length);
  });

  it('gives every occupation a valid 2-3 letter Holland code, key traits and 3-5 skills', () => {
    for (const career of CAREERS) {
      expect(career.hollandCode, career.title).toMatch(/^[RIASEC]{2,3}$/);
      expect(new Set(career.hollandCode).size, career.title).toBe(career.hollandCode.length);
      expect(career.keyTraits.length, career.title).toBeGreaterThanOrEqual(1);
      expect(career.skills.length, career.title).toBeGreaterThanOrEqual(3);
      expect(career.skills.length, career.title).toBeLessThanOrEqual(5);
    }
  });

  it('includes the occupations named in the spec', () => {
    const titles = CAREERS.map((c) => c.title);
    for (const title of [
      'Software-ontwikkelaar',
      'Data-analist',
      'Verpleegkundige',
      'Leraar basisonderwijs',
      'Accountant',
      'Marketingmanager',
      'UX-designer',
      'Elektricien',
      'Projectmanager',
      'HR-adviseur',
    ]) {
      expect(titles).toContain(title);
    }
  });

  it('covers every Holland type as a first letter', () => {
    expect(new Set(CAREERS.map((c) => c.hollandCode[0]))).toEqual(new Set(['R', 'I', 'A', 'S', 'E', 'C']));
  });
});

describe('matchCareers', () => {
  it('returns the best 6, sorted by match desc, integers 0..100', () => {
    const matches = matchCareers(investigativeProfile);
    expect(matches).toHaveLength(6);
    for (let i = 1; i < matches.length; i++)
      expect(matches[i].match).toBeLessThanOrEqual(matches[i - 1].match);
    for (const m of matches) {
      expect(Number.isInteger(m.match)).toBe(true);
      expect(m.match).toBeGreaterThanOrEqual(0);
      expect(m.match).toBeLessThanOrEqual(100);
      expect(m.skills.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('sorts the whole table when asked for all of it', () => {
    const all = matchCareers(investigativeProfile, CAREERS.length);
    expect(all).toHaveLength(CAREERS.length);
    for (let i = 1; i < all.length; i++) expect(all[i].match).toBeLessThanOrEqual(all[i - 1].match);
  });

  it('puts an investigative occupation first for a strongly investigative profile', () => {
    const [first] = matchCareers(investigativeProfile);
    const career = CAREERS.find((c) => c.title === first.title)!;
    expect(career.hollandCode[0]).toBe('I');
  });

  it.each([
    ['artistic', 'A'],
    ['social', 'S'],
    ['enterprising', 'E'],
    ['conventional', 'C'],
    ['realistic', 'R'],
  ] as const)('puts a %s occupation first for a strongly %s profile', (type, letter) => {
    const profile = scores({
      realistic: 20,
      investigative: 20,
      artistic: 20,
      social: 20,
      enterprising: 20,
      conventional: 20,
      [type]: 95,
    });
    const [first] = matchCareers(profile);
    expect(CAREERS.find((c) => c.title === first.title)!.hollandCode[0]).toBe(letter);
  });

  it("cites the user's own percentages in the reason", () => {
    for (const m of matchCareers(investigativeProfile, CAREERS.length)) {
      const career = CAREERS.find((c) => c.title === m.title)!;
      const [t1, t2] = hollandTypes(career.hollandCode);
      expect(m.reason).toContain(`${investigativeProfile[t1]}% op ${RIASEC_LABELS[t1]}`);
      expect(m.reason).toContain(`${investigativeProfile[t2]}% op ${RIASEC_LABELS[t2]}`);
      expect(m.reason).toMatch(/^Je scoort /);
    }
  });

  it('weights the first Holland letter most', () => {
    const profile = scores({ investigative: 90, realistic: 10 });
    const ir = careerMatchPercentage(profile, {
      title: 'x',
      hollandCode: 'IR',
      keyTraits: ['openness'],
      skills: [],
    });
    const ri = careerMatchPercentage(profile, {
      title: 'x',
      hollandCode: 'RI',
      keyTraits: ['openness'],
      skills: [],
    });
    expect(ir).toBeGreaterThan(ri);
  });

  it('counts low neuroticism as a help when neuroticism is a key trait', () => {
    const career = { title: 'x', hollandCode: 'RIE', keyTraits: ['neuroticism' as const], skills: [] };
    expect(careerMatchPercentage(scores({ neuroticism: 10 }), career)).toBeGreaterThan(
      careerMatchPercentage(scores({ neuroticism: 90 }), career),
    );
  });

  it('is deterministic', () => {
    expect(matchCareers(scores())).toEqual(matchCareers(scores()));
  });
});
