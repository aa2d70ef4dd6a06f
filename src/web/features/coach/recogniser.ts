import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en';
import StemmerNl from '@nlpjs/lang-nl/src/stemmer-nl';
import { coachRecogniser, type TopicRecogniser } from '../../../domain/coach/index.ts';

/**
 * The Coach's topic recogniser in the browser: the naive Bayes classifier of domain/coach trained
 * on the phrasing corpus, with nlp.js's Snowball stemmers for Dutch and English (decision 316).
 * Only the stemmers are imported, not nlp.js's whole NLP pipeline, to keep the lazy chunk small.
 */
let recogniser: TopicRecogniser | null = null;

export function browserRecogniser(): TopicRecogniser {
  if (!recogniser) {
    const nl = new StemmerNl();
    const en = new StemmerEn();
    recogniser = coachRecogniser({ nl: (w) => nl.stem(w), en: (w) => en.stem(w) });
  }
  return recogniser;
}
