import { describe, expect, it } from 'vitest';
import type { RiasecType } from '../scan/types.ts';
import { bestMatch, hasSkill, hollandCodeOf, hollandLetters, interestScore, scoreMatch } from './match.ts';

const interests = (v: Partial<Record<RiasecType, number>>): Record<RiasecType, number> => ({
  realistic: 0,
  investigative: 0,
  artistic: 0,
  social: 0,
  enterprising: 0,
  conventional: 0,
  ...v,
});

describe('hasSkill', () => {
  it('matches whole words in either direction, ignoring case and accents', () => {
    expect(hasSkill(['Python voor beginners'], 'python')).toBe(true);
    expect(hasSkill(['SQL'], 'SQL-query’s schrijven')).toBe(true);
    expect(hasSkill(['Financiële analyse'], 'financiele ANALYSE')).toBe(true);
    expect(hasSkill(['Pythonista'], 'Python')).toBe(false);
    expect(hasSkill(['Excel'], '')).toBe(false);
    expect(hasSkill([''], 'Excel')).toBe(false);
  });
});

describe('Holland code', () => {
  it('keeps valid letters, upper case, at most three, no repeats', () => {
    expect(hollandLetters('ice')).toEqual(['I', 'C', 'E']);
    expect(hollandLetters('IXIS-AR')).toEqual(['I', 'S', 'A']);
    expect(hollandLetters(null)).toEqual([]);
  });
  it('weights the letters 3, 2, 1', () => {
    // (3·80 + 2·60 + 1·40) / 6 = 400 / 6 = 66.67
    expect(
      interestScore(interests({ investigative: 80, conventional: 60, enterprising: 40 }), 'ICE'),
    ).toBeCloseTo(66.667, 2);
    // (3·90 + 2·30) / 5 = 66
    expect(interestScore(interests({ social: 90, artistic: 30 }), 'SA')).toBe(66);
    expect(interestScore(null, 'SA')).toBeNull();
    expect(interestScore(interests({}), null)).toBeNull();
  });
  it('derives the talent’s code from the three highest scores', () => {
    expect(hollandCodeOf(interests({ social: 90, artistic: 70, enterprising: 50, realistic: 10 }))).toBe(
      'SAE',
    );
    expect(hollandCodeOf(null)).toBeNull();
  });
});

describe('scoreMatch', () => {
  const vacancy = { skills: ['Python', 'SQL', 'Excel', 'Power BI'], hollandCode: 'ICE' };

  it('weighs skills 60 % and interests 40 %', () => {
    const r = scoreMatch(
      {
        interests: interests({ investigative: 80, conventional: 60, enterprising: 40 }),
        skills: ['Python voor beginners', 'SQL'],
      },
      vacancy,
    );
    // skills 2/4 = 50; interests 66.67; 0.6·50 + 0.4·66.67 = 30 + 26.67 = 56.67 → 57
    expect(r.score).toBe(57);
    expect(r.matchedSkills).toEqual(['Python', 'SQL']);
    expect(r.missingSkills).toEqual(['Excel', 'Power BI']);
    expect(r.reasons).toEqual([
      'Je beheerst 2 van de 4 gevraagde vaardigheden: Python en SQL.',
      'Nog te leren: Excel en Power BI.',
      'Je interesses passen voor 67% bij dit werk (onderzoekend, conventioneel en ondernemend; Holland-code ICE).',
    ]);
    expect(r.reason).toBe(r.reasons.join(' '));
  });

  it('writes the same reasons in British English', () => {
    const talent = {
      interests: interests({ investigative: 80, conventional: 60, enterprising: 40 }),
      skills: ['Python voor beginners', 'SQL'],
    };
    const r = scoreMatch(talent, vacancy, 'en');
    expect(r.score).toBe(scoreMatch(talent, vacancy).score);
    expect(r.reasons).toEqual([
      'You have 2 of the 4 skills asked for: Python and SQL.',
      'Still to learn: Excel and Power BI.',
      'Your interests match this work for 67% (investigative, conventional and enterprising; Holland code ICE).',
    ]);
    expect(scoreMatch({ interests: null, skills: [] }, vacancy, 'en').reasons).toEqual([
      'You have not yet shown any of the 4 skills asked for.',
      'Take the scan so that your interests count too.',
    ]);
    expect(scoreMatch({ interests: null, skills: [] }, { skills: [], hollandCode: null }, 'en').reason).toBe(
      'Too little is known yet to calculate a match.',
    );
    expect(bestMatch(talent, [vacancy], 'en')?.match.reasons).toEqual(r.reasons);
  });

  it('uses only skills without a scan, and says so', () => {
    const r = scoreMatch({ interests: null, skills: ['Excel', 'Python', 'SQL'] }, vacancy);
    // 3/4 = 75
    expect(r.score).toBe(75);
    expect(r.reasons.at(-1)).toBe('Doe de scan om ook je interesses mee te laten wegen.');
  });

  it('uses only interests when the vacancy asks no skills', () => {
    const r = scoreMatch(
      { interests: interests({ social: 90, artistic: 30 }), skills: [] },
      { skills: [], hollandCode: 'SA' },
    );
    expect(r.score).toBe(66);
    expect(r.reasons).toHaveLength(1);
  });

  it('gives 0 with no skills proven and a vacancy without a code', () => {
    const r = scoreMatch({ interests: null, skills: [] }, { skills: ['Python'], hollandCode: null });
    expect(r.score).toBe(0);
    expect(r.reason).toBe('Je hebt nog geen van de 1 gevraagde vaardigheden aangetoond.');
  });

  it('gives 0 when nothing can be compared', () => {
    const r = scoreMatch({ interests: null, skills: ['Python'] }, { skills: [], hollandCode: null });
    expect(r.score).toBe(0);
    expect(r.reason).toBe('Er is nog te weinig bekend om een match te berekenen.');
  });

  it('gives 100 for every skill and a full interest fit', () => {
    const r = scoreMatch(
      { interests: interests({ realistic: 100 }), skills: ['Heftruck rijden', 'VCA'] },
      { skills: ['heftruck', 'vca'], hollandCode: 'R' },
    );
    expect(r.score).toBe(100);
  });
});

describe('bestMatch', () => {
  it('picks the highest score, the first on a tie, null for none', () => {
    const talent = { interests: null, skills: ['SQL'] };
    const a = { id: 1, skills: ['Python'], hollandCode: null };
    const b = { id: 2, skills: ['SQL', 'Python'], hollandCode: null };
    const c = { id: 3, skills: ['SQL', 'Excel'], hollandCode: null };
    expect(bestMatch(talent, [a, b, c])?.vacancy.id).toBe(2);
    expect(bestMatch(talent, [a, b, c])?.match.score).toBe(50);
    expect(bestMatch(talent, [])).toBeNull();
  });
});
