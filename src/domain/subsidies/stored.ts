import { dutchToday } from './age.ts';
import { validateResponses } from './answers.ts';
import { matchSubsidies, type SubsidyResult } from './match.ts';
import type { RawResponses } from './questions.ts';
import type { SubsidyLanguage } from './texts.ts';

/**
 * A stored analysis in the reader's language (decision 145): the stored answers are matched again
 * on the Dutch day of the analysis, so the result is the one the user saw, in any language. Null
 * when the stored answers no longer pass today's questionnaire (the caller shows its snapshot).
 * Application-window statuses are computed for the day of reading.
 */
export function rederiveResult(
  responses: RawResponses,
  analysedAt: string,
  lang: SubsidyLanguage,
): SubsidyResult | null {
  const at = new Date(analysedAt);
  if (Number.isNaN(at.getTime())) return null;
  const day = dutchToday(at);
  const checked = validateResponses(responses, day);
  // Matched as on the day of the analysis; window statuses as of the day of reading.
  return checked.ok ? matchSubsidies(checked.answers, day, lang, dutchToday(new Date())) : null;
}
