/**
 * The one leaderboard rule (decision 041). Points come only from stored events:
 *   passed course (confirmed by the institute) 100 · self-reported completion 5 (decision 182) ·
 *   enrolment 10 · scan completed 50 (once) · post 5 · comment 2 · like received 1.
 * A badge follows from the total by threshold; ranks 1–3 get a medal.
 */
export const POINTS = {
  completedCourse: 100,
  selfReportedCourse: 5,
  enrollment: 10,
  scanCompleted: 50,
  post: 5,
  comment: 2,
  likeReceived: 1,
} as const;

export interface ActivityCounts {
  /** Results the institute confirmed as passed. */
  completedCourses: number;
  /** The learner's own 100% (status completed), not confirmed. Optional: counts as 0. */
  selfReportedCourses?: number;
  enrollments: number;
  scanCompleted: boolean;
  posts: number;
  comments: number;
  likesReceived: number;
}

export function pointsFor(a: ActivityCounts): number {
  return (
    a.completedCourses * POINTS.completedCourse +
    (a.selfReportedCourses ?? 0) * POINTS.selfReportedCourse +
    a.enrollments * POINTS.enrollment +
    (a.scanCompleted ? POINTS.scanCompleted : 0) +
    a.posts * POINTS.post +
    a.comments * POINTS.comment +
    a.likesReceived * POINTS.likeReceived
  );
}

export const BADGES = ['expert', 'gevorderd', 'actief'] as const;
export type Badge = (typeof BADGES)[number];

/** Highest threshold first. */
const BADGE_THRESHOLDS: [number, Badge][] = [
  [500, 'expert'],
  [250, 'gevorderd'],
  [50, 'actief'],
];

export const badgeFor = (points: number): Badge | null =>
  BADGE_THRESHOLDS.find(([min]) => points >= min)?.[1] ?? null;

export type Medal = 'gold' | 'silver' | 'bronze';
export const medalFor = (rank: number): Medal | null =>
  rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : null;

/** A ranked row as the store reads it, in rank order. */
export interface ScoredRow {
  totalPoints: number;
  completedCourses: number;
}

/**
 * Ranks of a page of the ranking (decision 426). Users are ordered by points (high first), then
 * completed courses, then name, then id, so the order is stable; users without points are not
 * ranked. A rank is the position in that order, 1, 2, 3, …: `before` is how many rows precede the
 * page, so the page's first row has rank `before + 1`.
 */
export function rankPage<T extends ScoredRow>(rows: readonly T[], before: number) {
  return rows.map((row, i) => ({ row, rank: before + i + 1, badge: badgeFor(row.totalPoints) }));
}
