import { type Stemmer, type TopicRecogniser, trainRecogniser } from './classifier.ts';
import type { CoachLanguage } from './context.ts';
import { CORPUS_EN } from './corpus-en.ts';
import { CORPUS_NL } from './corpus-nl.ts';

/** The phrasing corpus the Coach's classifier is trained on, per language. */
export const COACH_CORPUS = { nl: CORPUS_NL, en: CORPUS_EN } as const;

/**
 * Without a language's stemmer (tests of the reply texts, the server) words are matched whole; the
 * classifier's six-letter prefixes of long words still join "subsidies" and "subsidie".
 */
const WHOLE_WORDS: Stemmer = (word) => word;

let fallback: TopicRecogniser | null = null;

/** A recogniser trained on the corpus with whole words, built once on first use. */
export function defaultRecogniser(): TopicRecogniser {
  fallback ??= trainRecogniser(COACH_CORPUS, { nl: WHOLE_WORDS, en: WHOLE_WORDS });
  return fallback;
}

/** A recogniser trained on the corpus with the given stemmers (the browser uses nlp.js's). */
export function coachRecogniser(stemmers: Readonly<Record<CoachLanguage, Stemmer>>): TopicRecogniser {
  return trainRecogniser(COACH_CORPUS, stemmers);
}
