import { useQueries } from '@tanstack/react-query';
import type { CoachContext } from '../../../domain/coach/index.ts';
import { coachSources } from './api.ts';

/**
 * Loads what the Coach answers from, only while `enabled` (the panel is open). A failing source
 * counts as empty: the Coach then simply knows less.
 */
export function useCoachContext(
  enabled: boolean,
  firstName: string | null,
): { ctx: CoachContext; loading: boolean } {
  const [recommendations, courses, enrollments, applications, scan] = useQueries({
    queries: coachSources(enabled),
  });
  const loading = [recommendations, courses, enrollments, applications, scan].some((q) => q.isLoading);
  const ctx: CoachContext = {
    firstName,
    recommendations: recommendations.data ?? [],
    courses: (courses.data ?? []).map((c) => ({
      id: c.id,
      title: c.title,
      category: c.category,
      level: c.level,
      price: c.price,
      rating: c.rating,
      enrollments: c.enrollments,
    })),
    enrollments: enrollments.data ?? [],
    subsidyApplications: applications.data ?? [],
    scanResult: scan.data ?? null,
  };
  return { ctx, loading };
}
