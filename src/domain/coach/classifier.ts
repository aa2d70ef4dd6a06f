import type { CoachLanguage, CoachTopic } from './context.ts';

/** Reduces a lower-cased word to its stem (the web passes nlp.js's Snowball stemmers in). */
export type Stemmer = (word: string) => string;

/** A recognised topic and how sure the classifier is (the posterior probability, 0–1). */
export interface TopicGuess {
  topic: CoachTopic;
  confidence: number;
}

/** A trained recogniser: the topic of a message in one language. */
export type TopicRecogniser = (message: string, lang: CoachLanguage) => TopicGuess;

/** Below this posterior probability the Coach says it is not sure instead of guessing a topic. */
export const MIN_CONFIDENCE = 0.45;

/** Lower-cases, strips diacritics and collapses whitespace. */
export function normaliseMessage(message: string): string {
  return message
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The features of a message: the stem of every word, the pairs of neighbouring stems (so "hoe
 * schrijf ik me uit" and "hoe schrijf ik me in" differ) and, for long Dutch compounds, their first
 * six letters ("studiekostenaftrek" shares "studie" with "studiekosten").
 */
export function features(message: string, stem: Stemmer): string[] {
  const words = normaliseMessage(message)
    .replace(/€/g, ' euro ')
    .split(/[^a-z0-9+]+/)
    .filter((w) => w !== '');
  const stems = words.map((w) => stem(w));
  const out = [...stems];
  for (let i = 1; i < stems.length; i++) out.push(`${stems[i - 1]}_${stems[i]}`);
  for (const w of words) if (w.length > 9) out.push(`${w.slice(0, 6)}…`);
  return out;
}

/**
 * Function words of both languages: a message whose only known words are these ("Wat vindt de
 * koning van kaas?") says nothing about a topic, so the Coach is not sure.
 */
const FUNCTION_WORDS = new Set(
  (
    'ik me mij mijn je jij jou jouw u uw we wij ons de het een en of in op aan van voor met bij naar om te ' +
    'is ben bent zijn was wat wie waar wanneer hoe welk welke waarom dat dit die er nog al ook ' +
    'mag moet heb hebt heeft i my me you your the a an and or in on at of for with to is am are was what ' +
    'who where when how which why that this it does did could may must have has'
  ).split(' '),
);

interface Model {
  topics: CoachTopic[];
  logPrior: number[];
  /** Per topic: feature → log P(feature | topic). */
  logLikelihood: Map<string, number>[];
  /** Per topic: log P(unseen feature | topic). */
  logUnseen: number[];
  vocabulary: Set<string>;
}

/** Multinomial naive Bayes with additive smoothing, trained on labelled phrasings. */
function train(examples: readonly (readonly [string, CoachTopic])[], stem: Stemmer): Model {
  const topics = [...new Set(examples.map(([, t]) => t))];
  const counts = topics.map(() => new Map<string, number>());
  const totals = topics.map(() => 0);
  const docs = topics.map(() => 0);
  const vocabulary = new Set<string>();
  for (const [text, topic] of examples) {
    const i = topics.indexOf(topic);
    docs[i] += 1;
    for (const f of features(text, stem)) {
      vocabulary.add(f);
      counts[i].set(f, (counts[i].get(f) ?? 0) + 1);
      totals[i] += 1;
    }
  }
  const alpha = 0.05;
  const v = vocabulary.size;
  const logLikelihood = counts.map((c, i) => {
    const m = new Map<string, number>();
    for (const [f, n] of c) m.set(f, Math.log((n + alpha) / (totals[i] + alpha * v)));
    return m;
  });
  return {
    topics,
    // A flat prior: a topic with many phrasings must not win every unclear question.
    logPrior: topics.map(() => Math.log(1 / topics.length)),
    logLikelihood,
    logUnseen: totals.map((t) => Math.log(alpha / (t + alpha * v))),
    vocabulary,
  };
}

function classify(model: Model, message: string, stem: Stemmer): TopicGuess {
  const words = normaliseMessage(message).split(/[^a-z0-9+]+/);
  const known = features(message, stem).filter((f) => model.vocabulary.has(f));
  const content = words.filter((w) => !FUNCTION_WORDS.has(w) && model.vocabulary.has(stem(w)));
  if (known.length === 0 || (content.length === 0 && words.length > 2))
    return { topic: 'unsure', confidence: 0 };
  const scores = model.topics.map(
    (_, i) =>
      model.logPrior[i] +
      known.reduce((sum, f) => sum + (model.logLikelihood[i].get(f) ?? model.logUnseen[i]), 0),
  );
  const best = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - best));
  const total = exp.reduce((a, b) => a + b, 0);
  const i = scores.indexOf(best);
  const confidence = exp[i] / total;
  return confidence < MIN_CONFIDENCE
    ? { topic: 'unsure', confidence }
    : { topic: model.topics[i], confidence };
}

/**
 * Trains one classifier per language on the phrasing corpus. English messages are also tried
 * against the Dutch model when the English one is unsure, so a Dutch question on an English screen
 * still gets its answer.
 */
export function trainRecogniser(
  corpus: Readonly<Record<CoachLanguage, readonly (readonly [string, CoachTopic])[]>>,
  stemmers: Readonly<Record<CoachLanguage, Stemmer>>,
): TopicRecogniser {
  const models = {
    nl: train(corpus.nl, stemmers.nl),
    en: train(corpus.en, stemmers.en),
  };
  return (message, lang) => {
    const guess = classify(models[lang], message, stemmers[lang]);
    if (guess.topic !== 'unsure' || lang === 'nl') return guess;
    const dutch = classify(models.nl, message, stemmers.nl);
    return dutch.confidence > guess.confidence ? dutch : guess;
  };
}
