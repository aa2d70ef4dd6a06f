/** Subsidies: the questionnaire, the scheme catalogue and the matcher (pure, used by both sides). */
export { dutchToday } from './age.ts';
export {
  answerError,
  digitsOnly,
  storedResponses,
  validateResponses,
} from './answers.ts';
export { factDate } from './facts.ts';
export {
  type MatchedSubsidy,
  matchSubsidies,
  type SubsidyMatch,
  type SubsidyResult,
} from './match.ts';
export {
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
export type { SubsidyLanguage } from './texts.ts';
