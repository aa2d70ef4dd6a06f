import { describe, expect, it } from 'vitest';
import {
  averageProgress,
  popularCourses,
  topBigFiveTrait,
  topCareerMatches,
  topRecommendations,
  topRiasec,
  weeklyPlan,
} from './selectors.ts';
import { makeContext, scanResult } from './test-fixtures.ts';

describe('topRecommendations', () => {
  it('sorts by match descending, joins titles and skips unknown course ids', () => {
    const top = topRecommendations(makeContext());
    expect(top.map((r) => [r.course.title, r.matchPercentage])).toEqual([
      ['Data-analyse met SQL', 93],
      ['UX Design', 85.6],
      ['Projectmanagement', 71],
    ]);
  });

  it('respects n and keeps the best match of a duplicated course', () => {
    const ctx = makeContext({
      recommendations: [
        { courseId: 5, matchPercentage: 40 },
        { courseId: 5, matchPercentage: 90 },
        { courseId: 2, matchPercentage: 50 },
      ],
    });
    expect(topRecommendations(ctx, 1).map((r) => [r.course.id, r.matchPercentage])).toEqual([[5, 90]]);
    expect(topRecommendations(ctx, 10)).toHaveLength(2);
  });
});

describe('popularCourses', () => {
  it('returns not-enrolled courses by enrollments desc, then rating desc', () => {
    // Leiderschap (700) is completed and Python (500) is enrolled: both excluded.
    // Data-analyse and UX Design both have 410 enrollments: the better rated (4.8) first.
    expect(popularCourses(makeContext()).map((c) => c.title)).toEqual([
      'Data-analyse met SQL',
      'UX Design',
      'Projectmanagement',
    ]);
  });

  it('treats missing enrollments as 0', () => {
    const titles = popularCourses(makeContext(), 10).map((c) => c.title);
    expect(titles.at(-1)).toBe('Financieel rapporteren');
  });
});

describe('scan helpers', () => {
  it('finds the top Big Five trait and RIASEC interest', () => {
    expect(topBigFiveTrait(scanResult)).toMatchObject({ key: 'openness', score: 82 });
    expect(topRiasec(scanResult)).toMatchObject({ key: 'investigative', score: 78 });
  });

  it('breaks ties by the fixed trait order', () => {
    expect(topBigFiveTrait({ ...scanResult, openness: 70, conscientiousness: 70 }).key).toBe('openness');
  });

  it('sorts career matches by match', () => {
    expect(topCareerMatches(scanResult).map((m) => m.title)).toEqual([
      'Data-analist',
      'UX Researcher',
      'Productmanager',
    ]);
  });
});

describe('progress and planning helpers', () => {
  it('averages running enrollments only', () => {
    const ctx = makeContext();
    expect(averageProgress(ctx.enrollments.filter((e) => e.status === 'enrolled'))).toBe(40);
    expect(averageProgress([])).toBeNull();
  });

  it('gives more hours to courses with more left to do', () => {
    const ctx = makeContext();
    const base = ctx.enrollments[0];
    const plan = weeklyPlan({
      ...ctx,
      enrollments: [
        { ...base, id: 1, progress: 0 },
        { ...base, id: 2, progress: 40 },
        { ...base, id: 3, progress: 95 },
        { ...base, id: 4, progress: 100, status: 'completed' },
      ],
    });
    expect(plan.map((p) => p.hoursPerWeek)).toEqual([4, 3, 1]);
  });
});
