import type { CourseRecommendation } from '../../contracts/scan.ts';
import { courseMatchPercentage } from '../scan/recommend.ts';
import type { CourseForMatching, ScanScores } from '../scan/types.ts';

/** How many course recommendations are stored and returned per user (best first). */
export const RECOMMENDATION_LIMIT = 10;

/** The best-matching courses for a scan: highest match first, then lowest id. */
export function rankRecommendations(
  result: ScanScores,
  courses: CourseForMatching[],
  limit = RECOMMENDATION_LIMIT,
): CourseRecommendation[] {
  return courses
    .map((course) => ({ courseId: course.id, matchPercentage: courseMatchPercentage(result, course) }))
    .sort((a, b) => b.matchPercentage - a.matchPercentage || a.courseId - b.courseId)
    .slice(0, limit);
}
