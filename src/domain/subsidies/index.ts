/** Subsidies: the questionnaire, the scheme catalogue and the matcher (pure, used by both sides). */
export { dutchToday } from './age.ts';
export {
  answerError,
  digitsOnly,
  storedResponses,
  validateResponses,
} from './answers.ts';

export {
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
  type RawResponses,
  visibleQuestions,
} from './questions.ts';
export { questionnaireIn } from './questions-en.ts';
export { SCHEMES, type SubsidyScheme } from './schemes.ts';
export { schemeTexts } from './schemes-en.ts';
export { rederiveResult } from './stored.ts';
export { type SubsidyLanguage, type SubsidyTexts, subsidyTexts } from './texts.ts';
export { APPLICATION_WINDOWS, type WindowStatus, windowStatus, windowText } from './windows.ts';
