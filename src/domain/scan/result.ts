import { categoryLabel } from '../courses.ts';
import { matchCareers } from './careers.ts';
import { joinList, type ScanLanguage } from './language.ts';
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

/** 3-5 career-path sentences from the best matches (Dutch unless another language is asked for). */
export function careerPaths(
  matches: readonly CareerMatch[],
  limit = CAREER_PATH_COUNT,
  lang: ScanLanguage = 'nl',
): string[] {
  return matches.slice(0, limit).map((match) => {
    const skills = joinList(match.skills.slice(0, 3), lang);
    return lang === 'en'
      ? `${match.title} (profile match ${match.match} out of 100) – skills required: ${skills}.`
      : `${match.title} (profielovereenkomst ${match.match} van 100) – gevraagde vaardigheden: ${skills}.`;
  });
}

/** Summary of the course advice (Dutch unless another language is asked for). */
export function recommendationSummary(
  scores: ScanScores,
  courses: readonly RecommendedCourse[],
  catalogue: readonly Pick<CourseForMatching, 'id' | 'category'>[] = [],
  lang: ScanLanguage = 'nl',
): string {
  const en = lang === 'en';
  const code = hollandCode(scores) || (en ? 'broad profile' : 'breed profiel');
  if (courses.length === 0) {
    const [first, second] = rankCategories(scores).map((c) => categoryLabel(c, lang));
    return en
      ? `Based on your profile (${code}), courses in ${first} and ${second} suit you best. ` +
          'There are currently no courses in the catalogue to recommend.'
      : `Op basis van je profiel (${code}) passen vooral cursussen in ${first} en ${second} bij je. ` +
          'Er zijn op dit moment geen cursussen in de catalogus om aan te bevelen.';
  }
  const categories = [
    ...new Set(
      courses
        .map((course) => catalogue.find((c) => c.id === course.courseId)?.category)
        .filter((category): category is string => Boolean(category)),
    ),
  ]
    .slice(0, 2)
    .map((category) => categoryLabel(category, lang));
  const best = courses[0];
  if (en) {
    const areas =
      categories.length > 0
        ? `Based on your profile (${code}), courses in ${joinList(categories, 'en')} suit you best.`
        : `These courses match your profile (${code}) best.`;
    const count =
      courses.length === 1 ? 'the best-matching course' : `the ${courses.length} best-matching courses`;
    return `${areas} Below are ${count} from the catalogue; '${best.title}' is the closest match (${best.matchPercentage} out of 100).`;
  }
  const areas =
    categories.length > 0
      ? `Op basis van je profiel (${code}) passen vooral cursussen in ${joinList(categories, 'nl')} bij je.`
      : `Deze cursussen passen het best bij je profiel (${code}).`;
  const count =
    courses.length === 1 ? 'de best passende cursus' : `de ${courses.length} best passende cursussen`;
  return `${areas} Hieronder staan ${count} uit de catalogus; '${best.title}' sluit het best aan (${best.matchPercentage} van 100).`;
}

/**
 * The scan result in one language, made from language-neutral inputs: the answers, the courses
 * recommended when the scan was taken and those courses' categories. Stored results are rendered
 * with it at read time, so a scan taken in Dutch reads in English too (docs/decisions/130).
 * Expects complete, valid answers (see validateAnswers); throws a RangeError otherwise.
 */
export function renderScanResult(
  answers: ScanAnswers,
  recommended: readonly RecommendedCourse[],
  catalogue: readonly Pick<CourseForMatching, 'id' | 'category'>[],
  lang: ScanLanguage,
): ScanResult {
  const scores = scoreAnswers(answers);
  const learningStyle = determineLearningStyle(answers, scores, lang);
  const primaryDrive = determinePrimaryDrive(answers, scores, lang);
  const careerMatches = matchCareers(scores, CAREER_MATCH_COUNT, lang);
  return {
    ...scores,
    learningStyle,
    primaryDrive,
    profileSummary: buildProfileSummary(scores, learningStyle, primaryDrive, lang),
    careerMatches,
    softSkills: deriveSoftSkills(scores, lang),
    growthAreas: deriveGrowthAreas(scores, lang),
    recommendations: {
      summary: recommendationSummary(scores, recommended, catalogue, lang),
      courses: recommended.map((course) => ({ ...course })),
      careers: careerPaths(careerMatches, CAREER_PATH_COUNT, lang),
    },
    personalityType: personalityType(scores, lang),
  };
}

/** The complete scan result. Expects complete, valid answers (see validateAnswers); throws a RangeError otherwise. */
export function buildScanResult(
  answers: ScanAnswers,
  courses: CourseForMatching[],
  lang: ScanLanguage = 'nl',
): ScanResult {
  const recommended = recommendCourses(scoreAnswers(answers), courses, COURSE_COUNT);
  return renderScanResult(answers, recommended, courses, lang);
}
