import { describe, expect, it } from 'vitest';
import { COACH_PHRASES } from './phrase-book.ts';
import type { CoachPhrases } from './phrases.ts';
import { joinEn } from './phrases-en.ts';

type PhraseFunctions = {
  [K in keyof CoachPhrases as CoachPhrases[K] extends (...args: never[]) => string
    ? K
    : never]: CoachPhrases[K];
};
type FunctionKey = keyof PhraseFunctions;

/** Sample arguments for every text with a variable part (the compiler asks for one per function). */
const SAMPLES: { [K in FunctionKey]: Parameters<PhraseFunctions[K]> } = {
  join: [['Python', 'SQL', 'UX Design']],
  pending: [2],
  selfPaid: ['€ 999,99'],
  loanApart: ['€ 1.200,00'],
  budgetOverview: ['€ 1.000,00', '€ 400,00', '€ 600,00'],
  overspent: ['€ 50,00'],
  subsidyApplications: [2, 1, 1],
  recommendedCourse: ['UX Design', 86],
  bestRecommendations: ['A en B'],
  popularCourses: ['A en B'],
  enrollmentCounts: [2, 1],
  averageProgress: [40],
  runningCourses: ['A (40%)'],
  scanSummary: [
    {
      trait: 'Openheid',
      traitScore: 82,
      interest: 'Onderzoekend',
      interestScore: 78,
      learningStyle: 'Visueel',
      primaryDrive: 'Groei',
    },
  ],
  statedPreference: ['Visueel'],
  planItem: [2, 'Python'],
  weekPlan: ['2 uur voor Python', 2],
  closeToFinish: [40, 'Python'],
  justStarted: ['Python'],
  completedBefore: [2],
  rememberDrive: ['Groei'],
  careerMatch: ['Data-analist', 92],
  careerMatches: ['A en B'],
  careerReason: ['Data-analist', 'reden'],
  careerSkills: ['SQL en Excel'],
  greeting: ['Sanne'],
};

const { nl, en } = COACH_PHRASES;

/** Every text of a phrase book, rendered with the samples, by key (links per screen). */
function rendered(book: CoachPhrases): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(book)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'function') {
      const args = SAMPLES[key as FunctionKey] as unknown[];
      out[key] = (value as (...a: unknown[]) => string)(...(args ?? []));
    } else {
      for (const [tip, text] of Object.entries(value)) out[`${key}.${tip}`] = String(text);
    }
  }
  return out;
}

describe('Coach texts come in twins', () => {
  it('every Dutch text has an English twin of the same kind, and no English text lacks a Dutch one', () => {
    const nlKinds = Object.entries(nl).map(([k, v]) => [k, typeof v]);
    const enKinds = Object.entries(en).map(([k, v]) => [k, typeof v]);
    expect(enKinds.sort()).toEqual(nlKinds.sort());
    expect(Object.keys(en.links).sort()).toEqual(Object.keys(nl.links).sort());
  });

  it('every text is rendered, non-empty and really translated', () => {
    const dutch = rendered(nl);
    const english = rendered(en);
    expect(Object.keys(english).sort()).toEqual(Object.keys(dutch).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(text.trim(), key).not.toBe('');
      if (key === 'locale') continue;
      // Sample data is the same on both sides, so a text equal to its Dutch twin was not translated.
      if (key !== 'join') expect(text, key).not.toBe(dutch[key]);
      // Words that only Dutch sentences contain.
      expect(text, key).not.toMatch(/\b(je|jouw|cursussen|aanvragen|dan|ik ben)\b/i);
    }
  });

  it('never promises what an approved subsidy pays for', () => {
    for (const text of [...Object.values(rendered(nl)), ...Object.values(rendered(en))]) {
      expect(text).not.toMatch(
        /kun je (nog )?\d* ?cursus(sen)? betalen|covers? \d* ?more course|remaining budget|resterende budget/i,
      );
    }
  });

  it('speaks en-GB: British spelling and locale', () => {
    const all = Object.values(rendered(en)).join(' ');
    expect(en.locale).toBe('en-GB');
    expect(all).toContain('enrolments');
    expect(all).not.toMatch(/\b(enrollments?|color|organize|program)\b/i);
  });

  it('joins English lists without a serial comma', () => {
    expect(joinEn([])).toBe('');
    expect(joinEn(['A'])).toBe('A');
    expect(joinEn(['A', 'B'])).toBe('A and B');
    expect(joinEn(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
