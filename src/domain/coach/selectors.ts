import {
  BIG_FIVE_TRAITS,
  RIASEC_LABELS,
  RIASEC_TYPES,
  TRAIT_LABELS,
  traitStrength,
} from '../scan/dimensions.ts';
import type { BigFiveTrait, RiasecType } from '../scan/types.ts';
import { enrolledCourseIds } from './budget.ts';
import type {
  CoachContext,
  CoachCourse,
  CoachEnrollment,
  CoachRecommendedCourse,
  CoachScanResult,
} from './context.ts';

const byTitle = (a: { title: string }, b: { title: string }): number => a.title.localeCompare(b.title, 'nl');

/**
 * The n best recommendations (highest matchPercentage first), joined with their course.
 * Recommendations for unknown course ids are skipped; a course recommended twice counts once (best match).
 */
export function topRecommendations(ctx: CoachContext, n = 3): CoachRecommendedCourse[] {
  const coursesById = new Map(ctx.courses.map((course) => [course.id, course]));
  const best = new Map<number, CoachRecommendedCourse>();
  for (const recommendation of ctx.recommendations) {
    const course = coursesById.get(recommendation.courseId);
    if (!course) continue;
    const previous = best.get(course.id);
    if (!previous || recommendation.matchPercentage > previous.matchPercentage) {
      best.set(course.id, { course, matchPercentage: recommendation.matchPercentage });
    }
  }
  return [...best.values()]
    .sort((a, b) => b.matchPercentage - a.matchPercentage || byTitle(a.course, b.course))
    .slice(0, Math.max(0, n));
}

/** The n most popular courses the talent is not enrolled in: most enrollments first, then best rated. */
export function popularCourses(ctx: CoachContext, n = 3): CoachCourse[] {
  const enrolled = enrolledCourseIds(ctx);
  return ctx.courses
    .filter((course) => !enrolled.has(course.id))
    .sort(
      (a, b) =>
        (b.enrollments ?? 0) - (a.enrollments ?? 0) || b.rating - a.rating || byTitle(a, b) || a.id - b.id,
    )
    .slice(0, Math.max(0, n));
}

/** Progress clamped to a whole percentage 0-100. */
export const clampProgress = (progress: number): number =>
  Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0;

export const runningEnrollments = (ctx: CoachContext): CoachEnrollment[] =>
  ctx.enrollments.filter((e) => e.status === 'enrolled');

export const completedEnrollments = (ctx: CoachContext): CoachEnrollment[] =>
  ctx.enrollments.filter((e) => e.status === 'completed');

/** Average progress (whole percent) of the running enrollments; null when there are none. */
export function averageProgress(enrollments: CoachEnrollment[]): number | null {
  if (enrollments.length === 0) return null;
  const total = enrollments.reduce((sum, e) => sum + clampProgress(e.progress), 0);
  return Math.round(total / enrollments.length);
}

export interface CoachPlanItem {
  title: string;
  progress: number;
  hoursPerWeek: number;
}

/**
 * Weekly study plan for the running enrollments: the more of a course is left, the more hours it gets —
 * one hour per started 25% still to go, at least 1 and at most 4 hours a week.
 */
export function weeklyPlan(ctx: CoachContext): CoachPlanItem[] {
  return runningEnrollments(ctx).map((e) => {
    const progress = clampProgress(e.progress);
    const hoursPerWeek = Math.min(4, Math.max(1, Math.ceil((100 - progress) / 25)));
    return { title: e.course.title, progress, hoursPerWeek };
  });
}

export interface CoachTrait<K extends string = string> {
  key: K;
  label: string;
  score: number;
}

/** Highest of the given dimensions (ties: the first in the list), labelled from the one scan label list. */
function highest<K extends string>(
  keys: readonly K[],
  label: Record<K, string>,
  score: (key: K) => number,
): CoachTrait<K> {
  let best: CoachTrait<K> | null = null;
  for (const key of keys) {
    const value = score(key);
    // Strictly greater: on a tie the first in the list wins, so the result is deterministic.
    if (best === null || value > best.score) best = { key, label: label[key], score: value };
  }
  return best!;
}

/** The strongest Big Five trait (neuroticism read as Stabiliteit, 100 - score; ties: O-C-E-A-N order). */
export const topBigFiveTrait = (scan: CoachScanResult): CoachTrait<BigFiveTrait> =>
  highest(BIG_FIVE_TRAITS, TRAIT_LABELS, (trait) => traitStrength(scan, trait));

/** The RIASEC interest with the highest score (ties: the first in R-I-A-S-E-C order). */
export const topRiasec = (scan: CoachScanResult): CoachTrait<RiasecType> =>
  highest(RIASEC_TYPES, RIASEC_LABELS, (type) => scan[type]);

/** The n best career matches, highest match first. */
export function topCareerMatches(scan: CoachScanResult, n = 3): CoachScanResult['careerMatches'] {
  return [...scan.careerMatches].sort((a, b) => b.match - a.match || byTitle(a, b)).slice(0, Math.max(0, n));
}
