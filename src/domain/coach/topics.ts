import type { CoachLanguage, CoachTopic } from './context.ts';
import { RULES_EN } from './topics-en.ts';

/**
 * Keyword rules, tried top to bottom; the first rule with a matching pattern decides the topic.
 * Messages are lower-cased, stripped of diacritics ("carrière" → "carriere") and whitespace-collapsed
 * before matching.
 *
 * Order, and why (keywords overlap a lot in real questions):
 *  1. budget       — money words win: "Hoeveel budget heb ik voor cursussen?" is about money, and
 *                    "status van mijn subsidie" is about the subsidy, not about progress.
 *  2. progress     — "Welke cursussen heb ik afgerond?" / "Hoe ver ben ik met mijn cursus?" beat courses.
 *  3. studyAdvice  — only the specific phrases (studietip, studieadvies, hoe leer, concentr), so
 *                    "Hoe leer ik het beste voor mijn cursus?" is study advice, not courses.
 *  4. planning     — only the specific words (planning, plannen, plan, rooster), so
 *                    "Hoe plan ik mijn cursussen?" is planning.
 *  5. motivation   — "Ik heb geen zin in mijn cursus/werk" is about motivation, not courses or career.
 *  6. courses      — "Welke opleiding past bij mijn droombaan?" asks for a course, so before career.
 *  7. career       — "Welke banen passen bij mijn persoonlijkheid?" beats scan.
 *  8. scan         — "Hoe werkt de scan?" is about the scan, so before help.
 *  9. capabilities — generic; after the data topics ("Wat kun je over mijn budget zeggen?" is budget).
 * 10. help         — generic ("Kun je me helpen met een cursus?" is courses).
 * 11. studyAdvice  — the broad word "leren" (after courses, which owns "leren wat").
 * 12. planning     — the broad words "tijd" and "week".
 * Otherwise: greeting.
 *
 * Short words use word boundaries so they do not fire inside other words: "euro" not in "neuroticisme",
 * "moe" not in "moeten", "zin" not in "zinnen", "tijd" not in "altijd", "werk" not in "hoe werkt",
 * "hoe ver" not in "hoe verander".
 */
const RULES_NL: readonly (readonly [CoachTopic, readonly RegExp[]])[] = [
  [
    'budget',
    [
      /budget/,
      /\bgeld/,
      /\bsubsid/,
      /kosten/,
      /betal|betaal/,
      /\beuro/,
      /€/,
      /\bprijs/,
      /\bmoney\b/,
      /\bcosts?\b/,
      /\bpay\b/,
    ],
  ],
  [
    'progress',
    [
      /voortgang/,
      /vordering/,
      /hoe ver\b/,
      /afgerond/,
      /\bstatus\b/,
      /\bprogress/,
      /hoe sta ik (er ?)?voor/,
      /hoe gaat het met mijn/,
      /how am i doing/,
    ],
  ],
  ['studyAdvice', [/studietip/, /studieadvies/, /hoe leer/, /concentr/, /study tips?/]],
  ['planning', [/planning/, /plannen/, /\bplan\b/, /rooster/, /schedule/]],
  [
    'motivation',
    [/motivat/, /gemotiveerd/, /\bzin\b/, /\bmoe\b/, /opgeven/, /lastig/, /moeilijk/, /\btired\b/, /give up/],
  ],
  [
    'courses',
    [/cursus/, /opleiding/, /training/, /aanbevel/, /aanbevol/, /leren wat/, /\bcourses?\b/, /recommend/],
  ],
  ['career', [/carriere/, /baan/, /banen/, /beroep/, /\bwerk(?!t\b)/, /loopbaan/, /career/, /\bjobs?\b/]],
  ['scan', [/\bscan/, /persoonlijkheid/, /\btest/, /assessment/, /riasec/, /big (five|5)/, /personality/]],
  ['capabilities', [/wat kun je/, /wat kan je/, /wat kunt u/, /mogelijkheden/, /what can you/]],
  ['help', [/\bhelp/, /hulp/, /hoe werkt/]],
  ['studyAdvice', [/leren/, /\bleer\b/, /studeren/, /\bstudy\b/, /\blearn/]],
  ['planning', [/\btijd/, /studietijd/, /\bweek/, /\btime\b/]],
];

/** Lower-cases, strips diacritics and collapses whitespace so keyword matching is forgiving. */
export function normaliseMessage(message: string): string {
  return message
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The rules per language. Dutch keeps its own rules (which already know a few English words). In
 * English the English rules come first and the Dutch ones after them, so a Dutch question still
 * gets an answer when the screen is in English.
 */
const RULES: Readonly<Record<CoachLanguage, readonly (readonly [CoachTopic, readonly RegExp[]])[]>> = {
  nl: RULES_NL,
  en: [...RULES_EN, ...RULES_NL],
};

/** Detects the Coach topic of a message (Dutch by default); see the rule order above. */
export function detectTopic(message: string, lang: CoachLanguage = 'nl'): CoachTopic {
  const text = normaliseMessage(message);
  for (const [topic, patterns] of RULES[lang]) {
    if (patterns.some((pattern) => pattern.test(text))) return topic;
  }
  return 'greeting';
}
