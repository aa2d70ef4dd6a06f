export { computeBudget, enrolledCourseIds, formatEuro } from './budget.ts';
export type {
  CoachBudget,
  CoachContext,
  CoachCourse,
  CoachEnrollment,
  CoachLanguage,
  CoachRecommendation,
  CoachRecommendedCourse,
  CoachScanResult,
  CoachSubsidyApplication,
  CoachTopic,
  TopicRule,
} from './context.ts';
export { COACH_PHRASES } from './phrase-book.ts';
export type { CoachPhrases } from './phrases.ts';
export { joinEn } from './phrases-en.ts';
export {
  COACH_PATHS,
  type CoachAnswer,
  type CoachLink,
  coachAnswer,
  coachReply,
  joinNl,
  SCAN_PATH,
} from './reply.ts';
export type { CoachPlanItem, CoachTrait } from './selectors.ts';
export {
  averageProgress,
  popularCourses,
  topBigFiveTrait,
  topCareerMatches,
  topRecommendations,
  topRiasec,
  weeklyPlan,
} from './selectors.ts';
export { detectTopic, normaliseMessage } from './topics.ts';
