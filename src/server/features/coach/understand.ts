import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en.js';
import StopwordsEn from '@nlpjs/lang-en-min/src/stopwords-en.js';
import StemmerNl from '@nlpjs/lang-nl/src/stemmer-nl.js';
import StopwordsNl from '@nlpjs/lang-nl/src/stopwords-nl.js';
import Fuse from 'fuse.js';
import { normalizeSearchText } from '../../../domain/catalogue/search.ts';
import type { AskIntent, CoachSlots, CoachUnderstanding } from '../../../domain/coach/ask-types.ts';
import type { CoachLanguage } from '../../../domain/coach/context.ts';
import type { CourseType, Employment } from '../../../domain/subsidies/questions.ts';
import { SCHEMES } from '../../../domain/subsidies/schemes.ts';
import {
  COURSE_WORDS,
  LEARNING_PHRASES,
  LEAVE_PHRASES,
  MONEY_PHRASES,
  OWN_PHRASES,
  OWN_TOPICS,
  type Phrases,
  PRICE_PHRASES,
  REFUSAL_PHRASES,
  REFUSE_PAY_PHRASES,
  REPAY_PHRASES,
  REQUIRED_PHRASES,
  SCHEME_PHRASES,
  SLOT_PHRASES,
  START_PHRASES,
  TOPIC_PHRASES,
  UNENROL_PHRASES,
  WHAT_IS_PHRASES,
  WINDOW_PHRASES,
} from './lexicon.ts';

/**
 * Reads a question into the subsidy questionnaire's answers (slots) and an intent (decision 435).
 * The language side is nlp.js (Snowball stemmers and stop-word lists for Dutch and English) and
 * fuse.js (spelling: a word close to one of the vocabulary's words is read as that word); phrases
 * are matched on stems, as parts of Dutch compounds ("opleidingskosten" holds "kosten") and in
 * sequence for multi-word phrases. No per-question patterns: what a question means follows from the
 * vocabulary (lexicon.ts) and the catalogue's scheme names.
 */

interface Token {
  /** As written (for acronyms in capitals). */
  raw: string;
  /** Lower case without accents. */
  norm: string;
  stem: string;
}

const stemmers = { nl: new StemmerNl(), en: new StemmerEn() };
const stopwords = { nl: new StopwordsNl(), en: new StopwordsEn() };

/** "A+O", "O&O" and "zzp'er" read as one word each. */
const joinSymbols = (text: string) =>
  text.replace(/(\p{L})\s*[+&]\s*(\p{L})/gu, '$1$2').replace(/(\p{L})['’](er|ers)\b/giu, '$1$2');

function words(text: string): { raw: string; norm: string }[] {
  return joinSymbols(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((raw) => ({ raw, norm: normalizeSearchText(raw) }));
}

const stemOf = (norm: string, lang: CoachLanguage) => (/^\d+$/.test(norm) ? norm : stemmers[lang].stem(norm));

function tokenize(text: string, lang: CoachLanguage): Token[] {
  return words(text).map((w) => ({ ...w, stem: stemOf(w.norm, lang) }));
}

/** Which language a question is in: the one whose stop words it uses more; `fallback` on a tie. */
export function questionLanguage(text: string, fallback: CoachLanguage): CoachLanguage {
  const list = words(text).map((w) => w.norm);
  const nl = list.filter((w) => stopwords.nl.isStopword(w) || DUTCH_HINTS.has(w)).length;
  const en = list.filter((w) => stopwords.en.isStopword(w) || ENGLISH_HINTS.has(w)).length;
  return nl > en ? 'nl' : en > nl ? 'en' : fallback;
}
/** Question words the stop-word lists lack. */
const DUTCH_HINTS = new Set([
  'allemaal',
  'precies',
  'eigenlijk',
  'ongeveer',
  'even',
  'graag',
  'weer',
  'nog',
  'hoeveel',
  'wanneer',
  'welke',
  'kan',
  'kun',
  'mag',
  'moet',
  'krijg',
  'ik',
  'mijn',
  'is',
  'wat',
]);
const ENGLISH_HINTS = new Set([
  'exactly',
  'roughly',
  'please',
  'again',
  'all',
  'how',
  'much',
  'when',
  'which',
  'can',
  'does',
  'my',
  'i',
  'im',
  'what',
  'is',
  'the',
]);

/** A phrase as stemmed tokens, in both languages (a Dutch question may use an English word). */
interface Phrase {
  text: string;
  tokens: Record<CoachLanguage, Token[]>;
}
const phrase = (text: string): Phrase => ({
  text,
  tokens: { nl: tokenize(text, 'nl'), en: tokenize(text, 'en') },
});

/** Whether a question word is the phrase word: same stem or spelling, or the end or start of a compound. */
function sameWord(m: Token, p: Token): boolean {
  if (m.norm === p.norm || m.stem === p.stem) return true;
  if (p.norm.length >= 5 && m.norm.length > p.norm.length + 2) {
    // Dutch compounds: "opleidingskosten" ends in "kosten", "verpleegkunde" starts with "verpleeg".
    return (
      m.norm.endsWith(p.norm) || m.norm.startsWith(p.norm) || (p.stem.length >= 5 && m.norm.endsWith(p.stem))
    );
  }
  return false;
}

function phraseAt(tokens: Token[], p: Token[], i: number): boolean {
  if (i + p.length > tokens.length) return false;
  for (let j = 0; j < p.length; j++) if (!sameWord(tokens[i + j], p[j])) return false;
  return true;
}

/** A compiled set of phrases. */
class PhraseSet {
  readonly phrases: Phrase[];
  constructor(list: Phrases) {
    this.phrases = list.map(phrase);
  }
  /** The token positions each matching phrase covers. */
  find(tokens: Token[], lang: CoachLanguage): { phrase: Phrase; at: number; length: number }[] {
    const out: { phrase: Phrase; at: number; length: number }[] = [];
    for (const ph of this.phrases) {
      const p = ph.tokens[lang].length > 0 ? ph.tokens[lang] : ph.tokens.nl;
      for (let i = 0; i < tokens.length; i++)
        if (phraseAt(tokens, p, i)) out.push({ phrase: ph, at: i, length: p.length });
    }
    return out;
  }
  has(tokens: Token[], lang: CoachLanguage): boolean {
    return this.find(tokens, lang).length > 0;
  }
}

const SETS = {
  money: new PhraseSet(MONEY_PHRASES),
  learning: new PhraseSet(LEARNING_PHRASES),
  refusal: new PhraseSet(REFUSAL_PHRASES),
  own: new PhraseSet(OWN_PHRASES),
  window: new PhraseSet(WINDOW_PHRASES),
  price: new PhraseSet(PRICE_PHRASES),
  start: new PhraseSet(START_PHRASES),
  course: new PhraseSet(COURSE_WORDS),
  repay: new PhraseSet(REPAY_PHRASES),
  leave: new PhraseSet(LEAVE_PHRASES),
  refusePay: new PhraseSet(REFUSE_PAY_PHRASES),
  whatIs: new PhraseSet(WHAT_IS_PHRASES),
  unenrol: new PhraseSet(UNENROL_PHRASES),
  required: new PhraseSet(REQUIRED_PHRASES),
};
/** Money words other than a price's: "wat kost de cursus" asks a price, not a scheme. */
const MONEY_NOT_PRICE = new PhraseSet(MONEY_PHRASES.filter((w) => !PRICE_PHRASES.includes(w)));
const OWN_SETS = Object.fromEntries(
  Object.entries(OWN_TOPICS).map(([k, v]) => [k, new PhraseSet(v)]),
) as Record<keyof typeof OWN_TOPICS, PhraseSet>;
const TOPIC_SETS = Object.fromEntries(
  Object.entries(TOPIC_PHRASES).map(([k, v]) => [k, new PhraseSet(v)]),
) as Record<keyof typeof TOPIC_PHRASES, PhraseSet>;
const SLOT_SETS = SLOT_PHRASES.map((s) => ({ slots: s.slots, set: new PhraseSet(s.phrases) }));

/** Every scheme's everyday words plus its catalogue name and provider's first word (an acronym in capitals only). */
const ACRONYMS = new Map<string, string>();
const SCHEME_SETS = SCHEMES.map((s) => {
  const extra: string[] = [];
  for (const w of `${s.name} ${s.provider}`.split(/[^\p{L}+&]+/u)) {
    if (/^[A-Z][A-Z+&]{2,}$/.test(w) && !['SZW', 'DUO', 'RVO', 'BW'].includes(w) && !ACRONYMS.has(w))
      ACRONYMS.set(w, s.id);
  }
  if (s.tags.includes('O&O-fonds')) extra.push(s.provider);
  return { id: s.id, set: new PhraseSet([...(SCHEME_PHRASES[s.id] ?? []), ...extra]) };
});

/** Every single word of the vocabulary, for spelling correction. */
const VOCABULARY = [
  ...new Set(
    [
      ...Object.values(SETS),
      ...Object.values(OWN_SETS),
      ...Object.values(TOPIC_SETS),
      ...SLOT_SETS.map((s) => s.set),
      ...SCHEME_SETS.map((s) => s.set),
    ].flatMap((set) => set.phrases.flatMap((p) => p.tokens.nl.map((t) => t.norm))),
  ),
].filter((w) => w.length >= 6);
const speller = new Fuse(VOCABULARY, {
  includeScore: true,
  threshold: 0.25,
  ignoreLocation: true,
  minMatchCharLength: 4,
});

/** A long word not in the vocabulary is read as the vocabulary word it is spelled almost like. */
function spellChecked(tokens: Token[], lang: CoachLanguage): { tokens: Token[]; corrected: number } {
  let corrected = 0;
  const known = new Set(VOCABULARY);
  const out = tokens.map((t) => {
    if (t.norm.length < 7 || known.has(t.norm) || stopwords[lang].isStopword(t.norm)) return t;
    const [best] = speller.search(t.norm, { limit: 1 });
    if (!best || (best.score ?? 1) > 0.25 || Math.abs(best.item.length - t.norm.length) > 2) return t;
    corrected += 1;
    return { raw: t.raw, norm: best.item, stem: stemOf(best.item, lang) };
  });
  return { tokens: out, corrected };
}

const AGE_CUES = new Set([
  'ben',
  'jaar',
  'jarig',
  'years',
  'year',
  'old',
  'am',
  'im',
  'aged',
  'age',
  'leeftijd',
  'i',
]);
const BIRTH_CUES = new Set(['geboren', 'born', 'geboortejaar']);
const ORDINAL_CUES = new Set(['mijn', 'my', 'op', 'at', 'vanaf', 'na', 'tot']);

/** Age from "ik ben 58", "58 jaar", "I'm 45", "aged 45"; or a birth year after "geboren"/"born". */
function ageOf(tokens: Token[], today: string): number | undefined {
  for (let i = 0; i < tokens.length; i++) {
    // "58", or an ordinal: "op mijn 56e", "at 56th".
    const number = /^(\d{1,4})(e|ste|de|th|st|nd|rd)?$/.exec(tokens[i].norm);
    if (!number) continue;
    const n = Number(number[1]);
    const near = [tokens[i - 1], tokens[i - 2], tokens[i + 1]].filter(Boolean).map((t) => t.norm);
    if (number[2] && n >= 15 && n <= 99 && near.some((w) => ORDINAL_CUES.has(w))) return n;
    if (number[2]) continue;
    if (n >= 1900 && n <= Number(today.slice(0, 4)) && near.some((w) => BIRTH_CUES.has(w)))
      return Number(today.slice(0, 4)) - n;
    if (n >= 15 && n <= 99 && near.some((w) => AGE_CUES.has(w))) return n;
  }
  return undefined;
}

const EMPLOYMENT_ORDER: Employment[] = [
  'job_seeker_ww',
  'job_seeker_bijstand',
  'self_employed',
  'job_seeker_none',
  'student',
  'employee',
];
const COURSE_ORDER: CourseType[] = [
  'career_advice',
  'mbo_third_route',
  'mbo_bbl',
  'hbo_wo_programme',
  'mbo_bol',
  'short_course',
];

/** Whether a question tells something about the person (then it is about their situation). */
const personalSlots = (s: CoachSlots) =>
  s.employment !== undefined || s.age !== undefined || s.courseType !== undefined || s.cao !== undefined;

/** Whether a question says who is asking (work, age, sector): a price is then about their situation. */
const aboutPerson = (s: CoachSlots) =>
  s.employment !== undefined || s.age !== undefined || s.cao !== undefined;

/** The questionnaire answers a question gives (unit-tested in understand.test.ts). */
export function extractSlots(text: string, lang: CoachLanguage, today: string): CoachSlots {
  const { tokens } = spellChecked(tokenize(text, lang), lang);
  return slotsOf(tokens, lang, today);
}

function slotsOf(tokens: Token[], lang: CoachLanguage, today: string): CoachSlots {
  const found = SLOT_SETS.filter((s) => s.set.has(tokens, lang)).map((s) => s.slots);
  const slots: CoachSlots = {};
  const employment = EMPLOYMENT_ORDER.find((e) => found.some((f) => f.employment === e));
  if (employment) slots.employment = employment;
  if (found.some((f) => f.employer)) slots.employer = true;
  const courseType = COURSE_ORDER.find((c) => found.some((f) => f.courseType === c));
  if (courseType) slots.courseType = courseType;
  for (const f of found) {
    if (f.cao && slots.cao === undefined) slots.cao = f.cao;
    if (f.smeEmployer !== undefined && slots.smeEmployer === undefined) slots.smeEmployer = f.smeEmployer;
    if (f.fullTime !== undefined && slots.fullTime === undefined) slots.fullTime = f.fullTime;
    if (f.ontwikkelpadSector !== undefined)
      slots.ontwikkelpadSector = slots.ontwikkelpadSector || f.ontwikkelpadSector;
  }
  // A sector says where someone works only when they are not a job seeker or self-employed.
  if (slots.employment && slots.employment !== 'employee') {
    delete slots.employer;
    delete slots.cao;
    delete slots.ontwikkelpadSector;
    delete slots.smeEmployer;
  }
  const age = ageOf(tokens, today);
  if (age !== undefined) slots.age = age;
  return slots;
}

/** The words of a question that carry meaning: not stop words or question words. */
export function contentWords(text: string): string[] {
  return words(text)
    .map((w) => w.norm)
    .filter(
      (w) =>
        w.length >= 4 &&
        !/^\d+$/.test(w) &&
        !stopwords.nl.isStopword(w) &&
        !stopwords.en.isStopword(w) &&
        !DUTCH_HINTS.has(w) &&
        !ENGLISH_HINTS.has(w),
    );
}

/** The words of a question that may name a course: not question, stop or vocabulary words. */
export function courseQueryWords(text: string, lang: CoachLanguage): string[] {
  const tokens = tokenize(text, lang);
  const covered = new Set<number>();
  // A kind of education ("vca", "hbo") may be the course's own name: it stays a search word.
  const slotSets = SLOT_SETS.filter((x) => x.slots.courseType === undefined).map((x) => x.set);
  const sets = [
    ...Object.values(SETS),
    ...Object.values(OWN_SETS),
    ...Object.values(TOPIC_SETS),
    ...slotSets,
  ];
  for (const set of sets)
    for (const hit of set.find(tokens, lang)) for (let k = 0; k < hit.length; k++) covered.add(hit.at + k);
  return tokens
    .filter(
      (t, i) =>
        !covered.has(i) &&
        t.norm.length >= 3 &&
        !/^\d+$/.test(t.norm) &&
        !stopwords.nl.isStopword(t.norm) &&
        !stopwords.en.isStopword(t.norm) &&
        !DUTCH_HINTS.has(t.norm) &&
        !ENGLISH_HINTS.has(t.norm),
    )
    .map((t) => t.norm);
}

/**
 * The reading of a question: its language, intent, slots and how sure the reading is. Decisive
 * words (a scheme, a topic, one's own data, a course price) make it sure; a question in the field
 * with none of them is "not sure"; a question with no word of the field is out of scope.
 */
export function understand(text: string, fallback: CoachLanguage, today: string): CoachUnderstanding {
  const language = questionLanguage(text, fallback);
  const { tokens, corrected } = spellChecked(tokenize(text, language), language);
  const slots = slotsOf(tokens, language, today);
  const has = (set: PhraseSet) => set.has(tokens, language);
  const sure = corrected > 0 ? 0.75 : 1;
  const result = (intent: AskIntent, confidence = sure): CoachUnderstanding => ({
    language,
    intent,
    slots,
    confidence,
  });

  if (has(SETS.refusal)) return result({ kind: 'refuse' });

  const schemes = SCHEME_SETS.filter((s) => s.set.has(tokens, language)).map((s) => s.id);
  for (const t of tokens) {
    const id = ACRONYMS.get(t.raw);
    if (id && !schemes.includes(id)) schemes.push(id);
  }
  // "Praktijkleren derde leerweg" names the one scheme, not both.
  if (schemes.includes('praktijkleren-derde-leerweg'))
    schemes.splice(schemes.indexOf('praktijkleren'), schemes.includes('praktijkleren') ? 1 : 0);
  const topic = (id: keyof typeof TOPIC_SETS) => has(TOPIC_SETS[id]);
  const employer = slots.employer === true;

  if (has(OWN_SETS.certificates) && (has(SETS.own) || !has(SETS.money)))
    return result({ kind: 'own', what: 'certificates' });
  if (topic('employerTaxFree')) return result({ kind: 'topic', topic: 'employerTaxFree' });
  if (topic('studyCostClause') || (has(SETS.repay) && has(SETS.leave)))
    return result({ kind: 'topic', topic: 'studyCostClause' });
  if (employer && has(SETS.refusePay)) return result({ kind: 'topic', topic: 'employerRefuses' });
  if (topic('taxDeduction') && schemes.length === 0) return result({ kind: 'topic', topic: 'taxDeduction' });
  if (topic('businessCost')) return result({ kind: 'topic', topic: 'businessCost' });
  if (topic('studentFinance') && !schemes.includes('levenlanglerenkrediet'))
    return result({ kind: 'topic', topic: 'studentFinance' });
  if (topic('refund') || (has(SETS.unenrol) && has(SETS.money)))
    return result({ kind: 'topic', topic: 'refund' });
  // Leaving a course without a money word: how to unenrol, a platform topic (decision 316).
  if (has(SETS.unenrol)) return result({ kind: 'unsure' }, 0.4);

  if (schemes.length > 0) {
    const window = has(SETS.window) && !has(SETS.whatIs);
    return result({ kind: 'scheme', schemeIds: schemes, aspect: window ? 'window' : 'about' });
  }
  if (topic('ooFund')) return result({ kind: 'topic', topic: 'ooFund' });
  if (topic('requiredTraining') || (employer && has(SETS.required)))
    return result({ kind: 'topic', topic: 'requiredTraining' });

  if (has(SETS.own)) {
    if (has(OWN_SETS.dossiers) && !has(SETS.money)) return result({ kind: 'own', what: 'dossiers' });
    if (has(OWN_SETS.dossiers) && has(OWN_SETS.budget) === false && tokens.some((t) => t.norm === 'status'))
      return result({ kind: 'own', what: 'dossiers' });
    if (has(OWN_SETS.budget)) return result({ kind: 'own', what: 'budget' });
    if (has(OWN_SETS.dossiers) && tokens.some((t) => ['status', 'aanvraag', 'application'].includes(t.norm)))
      return result({ kind: 'own', what: 'dossiers' });
  }

  const price = has(SETS.price);
  const start =
    has(SETS.start) && (has(SETS.course) || tokens.some((t) => t.norm === 'wanneer' || t.norm === 'when'));
  const courseWords = courseQueryWords(text, language);
  // A price with no other money word asks about a course (which one, when the question names none).
  if (
    (price || (start && (has(SETS.course) || courseWords.length > 0))) &&
    !has(MONEY_NOT_PRICE) &&
    !aboutPerson(slots)
  )
    return result({ kind: 'course', aspect: price ? 'price' : 'start' }, courseWords.length > 0 ? sure : 0.6);

  if (has(SETS.own) && has(OWN_SETS.enrolments)) return result({ kind: 'own', what: 'enrolments' });

  const personal = personalSlots(slots);
  if (has(SETS.money) || (personal && has(SETS.learning))) return result({ kind: 'situation' });
  if (has(SETS.learning) || personal) return result({ kind: 'unsure' }, 0.3);
  return result({ kind: 'outOfScope' }, 0.9);
}
