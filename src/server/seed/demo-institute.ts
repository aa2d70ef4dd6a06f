/**
 * When the demo institute's enrolments happen, so that the dashboard COMPUTES the spec's figures
 * (§2.13: 82% completion, 127 certificates this month, +15% growth, €12.5k this month) on any
 * day the app starts (decision 115). Pure: dates are placed relative to `now`, "this month" from
 * the first of the month (UTC) up to `now`, so a seed on the 1st at 00:00 still holds.
 */
import { monthBounds, monthBucket } from '../../domain/institute/figures.ts';

const DAY = 86_400_000;

/** Per demo course: new enrolments this month and last month, and certificates this month. */
export interface MonthPlan {
  newThisMonth: number;
  newLastMonth: number;
  certificatesThisMonth: number;
}

/**
 * Totals over the five active courses, including the demo talent's own enrolments: 15 new this
 * month against 13 last month (+15%); 127 certificates this month; this month's 15 enrolments are
 * 7 × €595 + 2 × €1,495 + 6 × €895 = €12,525 (shown as €12.5k).
 */
export const DEMO_INSTITUTE_MONTHS: Record<string, MonthPlan> = {
  'python-voor-beginners': { newThisMonth: 7, newLastMonth: 3, certificatesThisMonth: 38 },
  'fullstack-react-nodejs': { newThisMonth: 2, newLastMonth: 3, certificatesThisMonth: 27 },
  'cloud-architectuur-aws': { newThisMonth: 0, newLastMonth: 3, certificatesThisMonth: 16 },
  'data-analyse-python-pandas': { newThisMonth: 6, newLastMonth: 2, certificatesThisMonth: 24 },
  'ethisch-hacken-pentesten': { newThisMonth: 0, newLastMonth: 2, certificatesThisMonth: 22 },
};

/** What the seeded demo institute's dashboard shows (asserted by the tests). */
export const DEMO_INSTITUTE_FIGURES = {
  totalStudents: 342,
  completionRatePercent: 82,
  satisfaction: 4.7,
  certificatesThisMonth: 127,
  monthlyGrowthPercent: 15,
  monthlyRevenue: 12_525,
};

export interface PlannedEnrolment {
  /** passed = confirmed by the institute (a certificate); completed = the learner's own 100%. */
  status: 'enrolled' | 'completed' | 'passed';
  progress: number;
  createdAt: string;
  completedAt: string | null;
  /** When the institute confirmed a passed result (= completedAt). */
  confirmedAt: string | null;
}

/** An enrolment another seed step writes into the course (the demo talent's own). */
export interface FixedEnrolment {
  createdAt: string;
  completedAt: string | null;
}

export interface PlannedCourse {
  key: string;
  /** All enrolments, the fixed ones included. */
  enrolledCount: number;
  /** All completions, the fixed ones included. */
  completedCount: number;
  durationWeeks: number;
}

/**
 * The anonymous enrolments of one course: together with `fixed` they make exactly the course's
 * counts and its month plan. Enrolments outside this and last month start before last month;
 * certificates outside this month are dated before it. Throws when the numbers cannot add up.
 */
export function planCourseEnrolments(
  course: PlannedCourse,
  plan: MonthPlan,
  fixed: FixedEnrolment[],
  now: Date,
  rand: () => number,
): PlannedEnrolment[] {
  const nowMs = now.getTime();
  const { monthStart, prevMonthStart } = monthBounds(now);
  const monthStartMs = Date.parse(monthStart);
  const prevStartMs = Date.parse(prevMonthStart);
  const runMs = course.durationWeeks * 7 * DAY;
  const days = (min: number, max: number) => (min + Math.floor(rand() * (max - min + 1))) * DAY;
  const within = (from: number, to: number) => from + Math.floor(rand() * (to - from));
  const iso = (ms: number) => new Date(ms).toISOString();
  /** A start before last month, at least one run before `endMs`. */
  const earlyStart = (endMs: number) => Math.min(endMs - runMs, prevStartMs) - days(1, 60);

  let { newThisMonth, newLastMonth, certificatesThisMonth } = plan;
  for (const f of fixed) {
    const started = monthBucket(f.createdAt, now);
    if (started === 'this') newThisMonth--;
    if (started === 'last') newLastMonth--;
    if (f.completedAt && monthBucket(f.completedAt, now) === 'this') certificatesThisMonth--;
  }
  const completed = course.completedCount - fixed.filter((f) => f.completedAt).length;
  const running = course.enrolledCount - fixed.length - completed;
  const olderRunning = running - newThisMonth - newLastMonth;
  const olderCompleted = completed - certificatesThisMonth;
  if ([newThisMonth, newLastMonth, certificatesThisMonth, olderRunning, olderCompleted].some((n) => n < 0))
    throw new Error(`Demo-instituut: de aantallen van ${course.key} kloppen niet`);

  const out: PlannedEnrolment[] = [];
  const completion = (completedMs: number) =>
    out.push({
      status: 'passed',
      progress: 100,
      createdAt: iso(earlyStart(completedMs)),
      completedAt: iso(completedMs),
      confirmedAt: iso(completedMs),
    });
  const start = (createdMs: number) =>
    out.push({
      status: 'enrolled',
      progress: 5 + Math.floor(rand() * 91),
      createdAt: iso(createdMs),
      completedAt: null,
      confirmedAt: null,
    });
  // One older learner per course reported 100% themselves and waits for the institute.
  const selfReported = (createdMs: number) =>
    out.push({
      status: 'completed',
      progress: 100,
      createdAt: iso(createdMs),
      completedAt: iso(createdMs + Math.floor((nowMs - createdMs) / 2)),
      confirmedAt: null,
    });
  for (let i = 0; i < certificatesThisMonth; i++) completion(within(monthStartMs, nowMs + 1));
  for (let i = 0; i < olderCompleted; i++) completion(monthStartMs - days(1, 300));
  for (let i = 0; i < newThisMonth; i++) start(within(monthStartMs, nowMs + 1));
  for (let i = 0; i < newLastMonth; i++) start(within(prevStartMs, monthStartMs));
  for (let i = 0; i < olderRunning; i++) (i === 0 ? selfReported : start)(earlyStart(nowMs));
  return out;
}
