import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboard.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW - d * 86_400_000).toISOString();

describe('dashboardFigures', () => {
  it('counts vacancies, applications, reviews, mean score and hire rate', () => {
    const f = dashboardFigures(
      {
        vacancies: [
          { id: 1, status: 'active' },
          { id: 2, status: 'active' },
          { id: 3, status: 'closed' },
        ],
        applications: [
          { vacancyId: 1, status: 'under_review', matchScore: 80, createdAt: daysAgo(1) },
          { vacancyId: 1, status: 'under_review', matchScore: 61, createdAt: daysAgo(40) },
          { vacancyId: 2, status: 'interview', matchScore: 70, createdAt: daysAgo(3) },
          { vacancyId: 3, status: 'hired', matchScore: 90, createdAt: daysAgo(60) },
          { vacancyId: 3, status: 'rejected', matchScore: 20, createdAt: daysAgo(59) },
          { vacancyId: 3, status: 'rejected', matchScore: 30, createdAt: daysAgo(10) },
        ],
      },
      NOW,
    );
    expect(f.activeVacancies).toBe(2);
    expect(f.closedVacancies).toBe(1);
    expect(f.totalApplications).toBe(6);
    expect(f.pendingReview).toBe(2);
    // (80 + 61 + 70 + 90 + 20 + 30) / 6 = 351 / 6 = 58.5 → 59
    expect(f.averageMatchScore).toBe(59);
    expect(f.byStatus).toEqual({ under_review: 2, interview: 1, hired: 1, rejected: 2 });
    expect(f.pendingByVacancy.get(1)).toBe(2);
    expect(f.pendingByVacancy.get(2)).toBeUndefined();
    expect(f.applicationsLast30Days).toBe(3);
    // 1 hired of 3 decided = 33 %
    expect(f.hireRatePercent).toBe(33);
  });

  it('gives nulls when there is nothing to average', () => {
    const f = dashboardFigures({ vacancies: [], applications: [] }, NOW);
    expect(f.averageMatchScore).toBeNull();
    expect(f.hireRatePercent).toBeNull();
    expect(f.totalApplications).toBe(0);
  });

  it('averages only the known scores: an unknown match is not a 0', () => {
    const f = dashboardFigures(
      {
        vacancies: [{ id: 1, status: 'active' }],
        applications: [
          { vacancyId: 1, status: 'under_review', matchScore: 80, createdAt: daysAgo(1) },
          { vacancyId: 1, status: 'under_review', matchScore: null, createdAt: daysAgo(1) },
        ],
      },
      NOW,
    );
    expect(f.averageMatchScore).toBe(80);
    expect(
      dashboardFigures(
        {
          vacancies: [],
          applications: [{ vacancyId: 1, status: 'hired', matchScore: null, createdAt: daysAgo(1) }],
        },
        NOW,
      ).averageMatchScore,
    ).toBeNull();
  });
});
