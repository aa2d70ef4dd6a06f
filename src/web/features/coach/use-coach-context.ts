import { useQueries } from '@tanstack/react-query';
import type { Course } from '../../../contracts/courses.ts';
import type { CourseRecommendation, ScanResult } from '../../../contracts/scan.ts';
import type { SubsidyApplication, TalentEnrollment } from '../../../contracts/talent.ts';
import type { CoachContext } from '../../../domain/coach/index.ts';

export const COACH_URLS = {
  recommendations: '/api/user/recommendations',
  courses: '/api/courses?limit=500',
  enrollments: '/api/user/enrollments',
  subsidyApplications: '/api/user/subsidy-applications',
  scanResult: '/api/user/scan-result',
} as const;

/**
 * Loads what the Coach answers from, only while `enabled` (the panel is open). A failing source
 * counts as empty: the Coach then simply knows less.
 */
export function useCoachContext(
  enabled: boolean,
  firstName: string | null,
): { ctx: CoachContext; loading: boolean } {
  const [recommendations, courses, enrollments, applications, scan] = useQueries({
    queries: [
      { queryKey: [COACH_URLS.recommendations], enabled },
      { queryKey: [COACH_URLS.courses], enabled },
      { queryKey: [COACH_URLS.enrollments], enabled },
      { queryKey: [COACH_URLS.subsidyApplications], enabled },
      { queryKey: [COACH_URLS.scanResult], enabled },
    ],
  });
  const loading = [recommendations, courses, enrollments, applications, scan].some((q) => q.isLoading);
  const ctx: CoachContext = {
    firstName,
    recommendations: (recommendations.data as CourseRecommendation[] | undefined) ?? [],
    courses: ((courses.data as Course[] | undefined) ?? []).map((c) => ({
      id: c.id,
      title: c.title,
      category: c.category,
      level: c.level,
      price: c.price,
      rating: c.rating,
      enrollments: c.enrollments,
    })),
    enrollments: (enrollments.data as TalentEnrollment[] | undefined) ?? [],
    subsidyApplications: (applications.data as SubsidyApplication[] | undefined) ?? [],
    scanResult: (scan.data as ScanResult | null | undefined) ?? null,
  };
  return { ctx, loading };
}
