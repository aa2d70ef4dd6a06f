import { matchCareers } from './careers.ts';
import { joinDutch } from './dimensions.ts';
import {
  buildProfileSummary,
  deriveGrowthAreas,
  deriveSoftSkills,
  determineLearningStyle,
  determinePrimaryDrive,
  hollandCode,
  personalityType,
} from './profile.ts';
import { rankCategories, recommendCourses } from './recommend.ts';
import { scoreAnswers } from './scoring.ts';
import type {
  CareerMatch,
  CourseForMatching,
  RecommendedCourse,
  ScanAnswers,
  ScanResult,
  ScanScores,
} from './types.ts';

const CAREER_MATCH_COUNT = 6;
const COURSE_COUNT = 5;
const CAREER_PATH_COUNT = 4;

/** 3-5 Dutch career-path sentences from the best matches. */
export function careerPaths(matches: readonly CareerMatch[], limit = CAREER_PATH_COUNT): string[] {
  return matches
    .slice(0, limit)
    .map(
      (match) =>
        `${match.title} (profielovereenkomst ${match.match} van 100) – gevraagde vaardigheden: ${joinDutch(match.skills.slice(0, 3))}.`,
    );
}

/** Dutch summary of the course advice. */
export function recommendationSummary(
  scores: ScanScores,
  courses: readonly RecommendedCourse[],
  catalogue: readonly CourseForMatching[] = [],
): string {
  const code = hollandCode(scores) || 'breed profiel';
  if (courses.length === 0) {
    const [first, second] = rankCategories(scores);
    return (
      `Op basis van je profiel (${code}) passen vooral cursussen in ${first} en ${second} bij je. ` +
      'Er zijn op dit moment geen cursussen in de catalogus om aan te bevelen.'
    );
  }
  const categories = [
    ...new Set(
      courses
        .map((course) => catalogue.find((c) => c.id === course.courseId)?.category)
        .filter((category): category is string => Boolean(category)),
    ),
  ].slice(0, 2);
  const areas =
    categories.length > 0
      ? `Op basis van je profiel (${code}) passen vooral cursussen in ${joinDutch(categories)} bij je.`
      : `Deze cursussen passen het best bij je profiel (${code}).`;
  const best = courses[0];
  const count =
    courses.length === 1 ? 'de best passende cursus' : `de ${courses.length} best passende cursussen`;
  return `${areas} Hieronder staan ${count} uit de catalogus; '${best.title}' sluit het best aan (${best.matchPercentage} van 100).`;
}

/** The complete scan result. Expects complete, valid answers (see validateAnswers); throws a RangeError otherwise. */
export function buildScanResult(answers: ScanAnswers, courses: CourseForMatching[]): ScanResult {
  const scores = scoreAnswers(answers);
  const learningStyle = determineLearningStyle(answers, scores);
  const primaryDrive = determinePrimaryDrive(answers, scores);
  const careerMatches = matchCareers(scores, CAREER_MATCH_COUNT);
  const recommended = recommendCourses(scores, courses, COURSE_COUNT);
  return {
    ...scores,
    learningStyle,
    primaryDrive,
    profileSummary: buildProfileSummary(scores, learningStyle, primaryDrive),
    careerMatches,
    softSkills: deriveSoftSkills(scores),
    growthAreas: deriveGrowthAreas(scores),
    recommendations: {
      summary: recommendationSummary(scores, recommended, courses),
      courses: recommended,
      careers: careerPaths(careerMatches),
    },
    personalityType: personalityType(scores),
  };
}
