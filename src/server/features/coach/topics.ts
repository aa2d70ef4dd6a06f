import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en.js';
import StemmerNl from '@nlpjs/lang-nl/src/stemmer-nl.js';
import type { CoachUnderstanding } from '../../../domain/coach/ask-types.ts';
import type { CoachLanguage, CoachTopic } from '../../../domain/coach/context.ts';
import { coachRecogniser, type TopicRecogniser } from '../../../domain/coach/index.ts';
import { COACH_CORPUS } from '../../../domain/coach/topics.ts';
import { contentWords, understand } from './understand.ts';

/**
 * The Coach's topic classifier of decision 316 (naive Bayes on the phrasing corpus, nlp.js's
 * Snowball stemmers), now on the server: it still answers the questions about the platform itself —
 * the scan, progress, planning, enrolling — that the reading of decision 435 leaves open.
 */
let recogniser: TopicRecogniser | null = null;

export function topicRecogniser(): TopicRecogniser {
  if (!recogniser) {
    const nl = new StemmerNl();
    const en = new StemmerEn();
    recogniser = coachRecogniser({ nl: (w) => nl.stem(w), en: (w) => en.stem(w) });
  }
  return recogniser;
}

/** The platform topics the classifier still answers (money and courses are the reading's). */
const GENERAL: ReadonlySet<CoachTopic> = new Set([
  'enrol',
  'unenrol',
  'vacancies',
  'courses',
  'progress',
  'scan',
  'help',
  'capabilities',
  'studyAdvice',
  'planning',
  'motivation',
  'career',
  'greeting',
]);
/** Small talk that must not cover a question outside the field ("kun je helpen met een hypotheek"). */
const SMALL_TALK: ReadonlySet<CoachTopic> = new Set(['help', 'capabilities', 'greeting']);
/** The classifier's lowest posterior for a platform topic. */
const GENERAL_CONFIDENCE = 0.6;

let vocabulary: Set<string> | null = null;
/** Every word of the classifier's phrasing corpus, both languages. */
function corpusWords(): Set<string> {
  vocabulary ??= new Set(
    [...COACH_CORPUS.nl, ...COACH_CORPUS.en].flatMap(([phrase]) => contentWords(phrase)),
  );
  return vocabulary;
}

/** How a question is answered: by the reading (intent and slots) or as a platform topic. */
export type Reading =
  | { kind: 'read'; understanding: CoachUnderstanding }
  | { kind: 'general'; topic: CoachTopic; language: CoachLanguage };

/** Reads a question; one the reading cannot place may be a platform topic of the classifier. */
export function readQuestion(question: string, screen: CoachLanguage, today: string): Reading {
  const u = understand(question, screen, today);
  if (u.intent.kind === 'unsure' || u.intent.kind === 'outOfScope') {
    const guess = topicRecogniser()(question, u.language);
    // Small talk only when the classifier knows every word that carries meaning ("ik heb hulp
    // nodig"), never to cover a question outside the field ("kun je helpen met een hypotheek").
    const unknown = contentWords(question).filter((w) => !corpusWords().has(w));
    const smallTalkOutside =
      u.intent.kind === 'outOfScope' && SMALL_TALK.has(guess.topic) && unknown.length > 0;
    if (GENERAL.has(guess.topic) && guess.confidence >= GENERAL_CONFIDENCE && !smallTalkOutside)
      return { kind: 'general', topic: guess.topic, language: u.language };
  }
  return { kind: 'read', understanding: u };
}
