/** Subsidies: the questionnaire, the scheme catalogue and the matcher (pure, used by both sides). */
export { ageOn, dutchToday, isIsoDate } from './age.ts';
export {
  answerError,
  digitsOnly,
  type SubsidyAnswers,
  storedResponses,
  validateResponses,
} from './answers.ts';
export { CAOS, caoBySlug } from './data/caos.ts';
export { MUNICIPALITIES, municipalityByCode } from './data/municipalities.ts';
export {
  type Alternative,
  type MatchedSubsidy,
  matchSubsidies,
  type SubsidyMatch,
  type SubsidyResult,
  schemeValidityPeriod,
} from './match.ts';
export {
  isVisible,
  NO_CAO,
  possibleQuestionCount,
  Q,
  type Question,
  type QuestionOption,
  type QuestionType,
  questionnaire,
  type RawResponses,
  REQUIRED_MESSAGES,
  type ShowIf,
  visibleQuestions,
} from './questions.ts';
export { QUESTION_TEXTS_EN, questionnaireIn } from './questions-en.ts';
export { SCHEMES, type SubsidyScheme } from './schemes.ts';
export { SCHEME_TEXTS_EN, type SchemeTexts, schemeTexts } from './schemes-en.ts';
export { rederiveResult } from './stored.ts';
export { type SubsidyLanguage, type SubsidyTexts, subsidyTexts } from './texts.ts';
export { APPLICATION_WINDOWS, type WindowStatus, windowStatus, windowText } from './windows.ts';
