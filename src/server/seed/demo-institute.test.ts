import { describe, expect, it } from 'vitest';
import { completionRatePercent, growthPercent, monthBucket } from '../../domain/institute/figures.ts';
import { SEED_COURSES } from './catalogue-data.ts';
import {
  DEMO_INSTITUTE_FIGURES,
  DEMO_INSTITUTE_MONTHS,
  type FixedEnrolment,
  planCourseEnrolments,
} from './demo-institute.ts';
import { DEMO_TALENT_ENROLLMENTS, demoTalentEnrolmentDates } from './talent-data.ts';

/** Month starts, month ends, a leap day and a year end: the figures must hold on each. */
const CLOCKS = [
  '2027-03-01T00:00:00.000Z',
  '2027-03-01T00:00:30.000Z',
  '2027-03-31T23:59:59.999Z',
  '2028-02-29T12:00:00.000Z',
  '2026-12-31T23:59:00.000Z',
  '2027-01-01T00:00:01.000Z',
  '2027-07-15T08:30:00.000Z',
];

function seedAt(now: Date) {
  let a = 7;
  const rand = () => {
    a = (a * 16807) % 2147483647;
    return a / 2147483647;
  };
  return Object.entries(DEMO_INSTITUTE_MONTHS).map(([key, plan]) => {
    const course = SEED_COURSES.find((c) => c.key === key)!;
    const fixed: FixedEnrolment[] = DEMO_TALENT_ENROLLMENTS.filter((e) => e.courseTitle === course.title).map(
      (e) => demoTalentEnrolmentDates(e, now),
    );
    const planned = planCourseEnrolments(course, plan, fixed, now, rand);
    return {
      course,
      rows: [...planned, ...fixed.map((f) => ({ ...f, status: f.completedAt ? 'passed' : 'enrolled' }))],
    };
  });
}

describe('demo institute plan', () => {
  it('covers exactly the five active demo courses', () => {
    const active = SEED_COURSES.filter((c) => c.instituteKey === 'techacademie' && c.isActive);
    expect(Object.keys(DEMO_INSTITUTE_MONTHS).sort()).toEqual(active.map((c) => c.key).sort());
  });

  for (const clock of CLOCKS) {
    it(`gives the spec's figures when seeded at ${clock}`, () => {
      const now = new Date(clock);
      const courses = seedAt(now);
      const all = courses.flatMap((c) =>
        c.rows.map((r) => ({ ...r, price: c.course.priceCents, course: c.course })),
      );
      for (const r of all) {
        expect(r.createdAt <= now.toISOString()).toBe(true);
        if (r.completedAt)
          expect(r.createdAt < r.completedAt && r.completedAt <= now.toISOString()).toBe(true);
      }
      const newThis = all.filter((r) => monthBucket(r.createdAt, now) === 'this');
      const newLast = all.filter((r) => monthBucket(r.createdAt, now) === 'last');
      const completed = all.filter((r) => r.status === 'passed');
      expect(all.filter((r) => r.status === 'completed').length).toBeGreaterThan(0);
      expect(all).toHaveLength(DEMO_INSTITUTE_FIGURES.totalStudents);
      expect(completionRatePercent(completed.length, all.length)).toBe(82);
      expect(completed.filter((r) => monthBucket(r.completedAt!, now) === 'this')).toHaveLength(127);
      expect([newThis.length, newLast.length]).toEqual([15, 13]);
      expect(growthPercent(newThis.length, newLast.length)).toBe(15);
      expect(newThis.reduce((a, r) => a + r.price, 0)).toBe(1_252_500);
      // The current run of a course with a maximum stays at most half full (decision 011).
      for (const { course, rows } of courses) {
        if (course.maxParticipants === null) continue;
        const runStart = new Date(now.getTime() - course.durationWeeks * 7 * 86_400_000).toISOString();
        const inRun = rows.filter((r) => r.status === 'enrolled' && r.createdAt >= runStart);
        expect(inRun.length, course.key).toBeLessThanOrEqual(course.maxParticipants / 2);
      }
    });
  }

  it('refuses a plan whose numbers cannot add up', () => {
    const course = { key: 'x', enrolledCount: 10, completedCount: 8, durationWeeks: 4 };
    const plan = { newThisMonth: 3, newLastMonth: 0, certificatesThisMonth: 1 };
    expect(() => planCourseEnrolments(course, plan, [], new Date(), Math.random)).toThrow(/kloppen niet/);
  });
});
