import { toCents } from '../courses.ts';
import { formatEuroCents } from '../money.ts';
import { SCHEMES } from '../subsidies/schemes.ts';
import type { CoachBudget, CoachContext, CoachCourse } from './context.ts';

/** Coach replies format cents; the one formatter lives in domain/money.ts. */
export const formatEuro = formatEuroCents;

/** Ids of every course the talent has an enrollment for (running or completed). */
export function enrolledCourseIds(ctx: CoachContext): Set<number> {
  return new Set(ctx.enrollments.map((e) => e.courseId));
}

/**
 * Budget overview. All arithmetic is in integer cents (each euro amount is rounded to cents before
 * summing) so sums like 0.1 + 0.2 do not drift.
 */
export function computeBudget(ctx: CoachContext): CoachBudget {
  let approvedCents = 0;
  let loanCents = 0;
  let pendingCount = 0;
  for (const application of ctx.subsidyApplications) {
    if (application.status === 'approved') {
      const cents = toCents(application.approvedAmount ?? application.requestedAmount ?? 0);
      if (isLoan(application.schemeId)) loanCents += cents;
      else approvedCents += cents;
    } else if (application.status === 'submitted') {
      pendingCount += 1;
    }
  }

  let enrolledCents = 0;
  for (const enrollment of ctx.enrollments) {
    if (enrollment.status === 'enrolled') enrolledCents += toCents(enrollment.course.price);
  }

  const remainingCents = approvedCents - enrolledCents;
  const enrolled = enrolledCourseIds(ctx);
  const affordableCourses: CoachCourse[] = ctx.courses
    .filter((course) => !enrolled.has(course.id) && toCents(course.price) <= remainingCents)
    .sort(
      (a, b) => toCents(a.price) - toCents(b.price) || a.title.localeCompare(b.title, 'nl') || a.id - b.id,
    );

  return { approvedCents, loanCents, enrolledCents, remainingCents, pendingCount, affordableCourses };
}

const LOANS = new Set(SCHEMES.filter((s) => s.loan).map((s) => s.id));
/** Whether a dossier's scheme is a loan to pay back (the levenlanglerenkrediet). */
const isLoan = (schemeId: string | null | undefined) => schemeId != null && LOANS.has(schemeId);
