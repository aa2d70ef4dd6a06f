import { describe, expect, it } from 'vitest';
import { computeBudget, formatEuro } from './budget.ts';
import type { CoachContext, CoachCourse, CoachEnrollment } from './context.ts';
import { makeContext } from './test-fixtures.ts';

const course = (id: number, price: number): CoachCourse => ({
  id,
  title: `Cursus ${id}`,
  category: 'Technology',
  level: 'Beginner',
  price,
  rating: 4,
});
const enrolledIn = (c: CoachCourse, status: CoachEnrollment['status'] = 'enrolled'): CoachEnrollment => ({
  id: 100 + c.id,
  courseId: c.id,
  progress: 10,
  status,
  course: { title: c.title, category: c.category, level: c.level, price: c.price },
});
const approved = (id: number, amount: number) =>
  ({ id, subsidyType: 'STAP', status: 'approved', requestedAmount: amount, approvedAmount: amount }) as const;

describe('formatEuro', () => {
  it('formats cents as nl-NL euros with a normal space', () => {
    expect(formatEuro(125000)).toBe('€ 1.250,00');
    expect(formatEuro(75011)).toBe('€ 750,11');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(-0)).toBe('€ 0,00');
    expect(formatEuro(-1250)).toBe('€ -12,50');
    expect(formatEuro(123456789)).toBe('€ 1.234.567,89');
    expect(formatEuro(125000)).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('computeBudget', () => {
  it('sums approved subsidies minus running enrollments, in cents', () => {
    const budget = computeBudget(makeContext());
    // 1500 (approvedAmount) + 250.10 (approved, approvedAmount null → requestedAmount); rejected 5000 and
    // pending 1000 + 300 are not counted, nor is the requested 2000 of the first application.
    expect(budget.approvedCents).toBe(175010);
    // Python (999.99, enrolled) counts; Leiderschap (650, completed) does not.
    expect(budget.enrolledCents).toBe(99999);
    expect(budget.remainingCents).toBe(75011);
    expect(budget.pendingCount).toBe(2);
  });

  it('lists affordable, not-enrolled courses cheapest first', () => {
    const budget = computeBudget(makeContext());
    // Not enrolled: 2 (450), 3 (300), 4 (120.50), 5 (80), 6 (1200); 6 is above € 750,11.
    expect(budget.affordableCourses.map((c) => c.id)).toEqual([5, 4, 3, 2]);
  });

  it('excludes completed courses from affordable courses too', () => {
    const ctx = makeContext({ subsidyApplications: [approved(1, 10_000)] });
    const ids = computeBudget(ctx).affordableCourses.map((c) => c.id);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(7);
    expect(ids).toHaveLength(5);
  });

  it('includes a course priced exactly at the remaining budget', () => {
    const ctx: CoachContext = {
      recommendations: [],
      courses: [course(1, 100), course(2, 100.01)],
      enrollments: [],
      subsidyApplications: [approved(1, 100)],
      scanResult: null,
    };
    expect(computeBudget(ctx).affordableCourses.map((c) => c.id)).toEqual([1]);
  });

  it('does not drift on 0.1 + 0.2-style amounts', () => {
    const c1 = course(1, 0.1);
    const c2 = course(2, 0.2);
    const ctx: CoachContext = {
      recommendations: [],
      courses: [c1, c2, course(3, 0.3)],
      enrollments: [enrolledIn(c1), enrolledIn(c2)],
      subsidyApplications: [approved(1, 0.3)],
      scanResult: null,
    };
    // In floating point 0.3 - (0.1 + 0.2) is -5.55e-17; in cents it is exactly 0.
    expect(0.3 - (0.1 + 0.2)).toBeLessThan(0);
    const budget = computeBudget(ctx);
    expect(budget.approvedCents).toBe(30);
    expect(budget.enrolledCents).toBe(30);
    expect(budget.remainingCents).toBe(0);

    // Ten approvals of € 0,10: 0.1 added ten times is 0.9999999999999999 in floats, exactly 100 cents here,
    // so a course of exactly € 1,00 is affordable.
    expect(Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0)).toBeLessThan(1);
    const many: CoachContext = {
      ...ctx,
      courses: [course(4, 1), course(5, 1.01)],
      enrollments: [],
      subsidyApplications: Array.from({ length: 10 }, (_, i) => approved(i, 0.1)),
    };
    const manyBudget = computeBudget(many);
    expect(manyBudget.approvedCents).toBe(100);
    expect(manyBudget.remainingCents).toBe(100);
    expect(manyBudget.affordableCourses.map((c) => c.id)).toEqual([4]);
  });

  it('can go negative and then nothing is affordable', () => {
    const expensive = course(1, 999.99);
    const ctx: CoachContext = {
      recommendations: [],
      courses: [expensive, course(2, 10)],
      enrollments: [enrolledIn(expensive)],
      subsidyApplications: [approved(1, 500)],
      scanResult: null,
    };
    const budget = computeBudget(ctx);
    expect(budget.remainingCents).toBe(-49999);
    expect(budget.affordableCourses).toEqual([]);
  });

  it('keeps an approved levenlanglerenkrediet (a loan) apart from approved subsidy', () => {
    const ctx: CoachContext = {
      recommendations: [],
      courses: [],
      enrollments: [],
      subsidyApplications: [
        {
          id: 1,
          subsidyType: 'Levenlanglerenkrediet',
          schemeId: 'levenlanglerenkrediet',
          status: 'approved',
          requestedAmount: 1200,
          approvedAmount: 1200,
        },
        {
          id: 2,
          subsidyType: 'OOM',
          schemeId: 'oom',
          status: 'approved',
          requestedAmount: 300,
          approvedAmount: 250,
        },
      ],
      scanResult: null,
    };
    const b = computeBudget(ctx);
    expect(b.approvedCents).toBe(25_000);
    expect(b.loanCents).toBe(120_000);
  });

  it('handles an empty context', () => {
    const empty: CoachContext = {
      recommendations: [],
      courses: [],
      enrollments: [],
      subsidyApplications: [],
      scanResult: null,
    };
    expect(computeBudget(empty)).toEqual({
      approvedCents: 0,
      loanCents: 0,
      enrolledCents: 0,
      remainingCents: 0,
      pendingCount: 0,
      affordableCourses: [],
    });
  });
});
