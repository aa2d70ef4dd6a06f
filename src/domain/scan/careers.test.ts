import { describe, expect, it } from 'vitest';
import {
  CAREERS,
  careerMatchPercentage,
  codeProfile,
  correlation,
  hollandTypes,
  MIN_CAREER_MATCH,
  matchCareers,
  shapeMatch,
} from './careers.ts';
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

  it('lists only careers from MIN_CAREER_MATCH on, sorted, when asked for the whole table', () => {
    const all = matchCareers(investigativeProfile, CAREERS.length);
    expect(all.length).toBeGreaterThan(6);
    expect(all.length).toBeLessThan(CAREERS.length);
    for (const m of all) expect(m.match).toBeGreaterThanOrEqual(MIN_CAREER_MATCH);
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

  it("cites the user's own scores (not percentages) in the reason", () => {
    for (const m of matchCareers(investigativeProfile, CAREERS.length)) {
      const career = CAREERS.find((c) => c.title === m.title)!;
      const [t1, t2] = hollandTypes(career.hollandCode);
      expect(m.reason).toContain(`${RIASEC_LABELS[t1]} ${investigativeProfile[t1]} van 100`);
      expect(m.reason).toContain(`${RIASEC_LABELS[t2]} ${investigativeProfile[t2]} van 100`);
      expect(m.reason).toContain(`Holland-code ${career.hollandCode}`);
      expect(m.reason).not.toMatch(/\d%/);
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

  it('matches on interests only: personality levels do not change the match', () => {
    const career = { title: 'x', hollandCode: 'RIE', keyTraits: ['neuroticism' as const], skills: [] };
    const profile = { realistic: 90, investigative: 60, enterprising: 40, social: 10 };
    expect(careerMatchPercentage(scores({ ...profile, neuroticism: 10 }), career)).toBe(
      careerMatchPercentage(scores({ ...profile, neuroticism: 90 }), career),
    );
  });

  it('is deterministic', () => {
    expect(matchCareers(scores())).toEqual(matchCareers(scores()));
  });
});

const riasec = (r: number, i: number, a: number, s: number, e: number, c: number): ScanScores =>
  scores({ realistic: r, investigative: i, artistic: a, social: s, enterprising: e, conventional: c });

describe('shape matching (hand-computed)', () => {
  it('turns a code into a 3-2-1 profile in R-I-A-S-E-C order', () => {
    expect(codeProfile('RIC')).toEqual([3, 2, 0, 0, 0, 1]);
    expect(codeProfile('SIC')).toEqual([0, 2, 0, 3, 0, 1]);
    expect(codeProfile('CE')).toEqual([0, 0, 0, 0, 2, 3]);
  });

  it('correlates: user [100,50,0,0,0,0] with RIC gives r = 250 / √(8 × 8750) = 0.9449 -> 94', () => {
    // user deviations from the mean 25: [75, 25, -25, -25, -25, -25], sum of squares 8750;
    // code deviations from the mean 1: [2, 1, -1, -1, -1, 0], sum of squares 8; dot product 250.
    expect(correlation([100, 50, 0, 0, 0, 0], [3, 2, 0, 0, 0, 1])).toBeCloseTo(0.94491, 4);
    // spread √(8750 / 6) = 38.2 ≥ 20, so no shrinking.
    expect(careerMatchPercentage(riasec(100, 50, 0, 0, 0, 0), { ...CAREERS[0], hollandCode: 'RIC' })).toBe(
      94,
    );
  });

  it('shrinks a perfect shape with a small spread: [70,50,50,50,50,50] vs R gives r = 1 × 7.45 / 20 -> 37', () => {
    // mean 53.33; variance (16.67² + 5 × 3.33²) / 6 = 55.56; spread 7.454; 100 × 1 × 7.454 / 20 = 37.27.
    expect(shapeMatch(riasec(70, 50, 50, 50, 50, 50), 'R')).toBeCloseTo(37.27, 1);
    expect(matchCareers(riasec(70, 50, 50, 50, 50, 50))).toEqual([]);
  });

  it('gives 0 for an opposite shape: [0,0,0,100,100,0] vs RIC (dot product -200)', () => {
    expect(shapeMatch(riasec(0, 0, 0, 100, 100, 0), 'RIC')).toBeLessThan(0);
    expect(careerMatchPercentage(riasec(0, 0, 0, 100, 100, 0), { ...CAREERS[0], hollandCode: 'RIC' })).toBe(
      0,
    );
  });

  it('gives a flat profile no match at any level', () => {
    for (const level of [0, 50, 100]) {
      expect(matchCareers(riasec(level, level, level, level, level, level))).toEqual([]);
      for (const career of CAREERS)
        expect(careerMatchPercentage(riasec(level, level, level, level, level, level), career)).toBe(0);
    }
  });

  it('breaks exact ties alphabetically, not by table order', () => {
    const matches = matchCareers(riasec(20, 95, 20, 20, 20, 60), CAREERS.length);
    for (let i = 1; i < matches.length; i++) {
      if (matches[i].match === matches[i - 1].match) {
        const a = CAREERS.find((c) => c.title === matches[i - 1].title)!;
        const b = CAREERS.find((c) => c.title === matches[i].title)!;
        if (a.hollandCode === b.hollandCode) expect(a.title.localeCompare(b.title, 'nl')).toBeLessThan(0);
      }
    }
  });
});

describe('career table balance and codes', () => {
  it('has at least 8 careers per first letter', () => {
    for (const letter of 'RIASEC') {
      expect(CAREERS.filter((c) => c.hollandCode[0] === letter).length, letter).toBeGreaterThanOrEqual(8);
    }
  });

  it('uses the O*NET codes for nurses (SIC) and HR specialists (ECS)', () => {
    expect(CAREERS.find((c) => c.title === 'Verpleegkundige')?.hollandCode).toBe('SIC');
    expect(CAREERS.find((c) => c.title === 'HR-adviseur')?.hollandCode).toBe('ECS');
  });
});
