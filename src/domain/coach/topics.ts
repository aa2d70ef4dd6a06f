import type { CoachLanguage, CoachTopic, TopicRule } from './context.ts';
import { RULES_EN } from './topics-en.ts';

/**
 * Keyword rules, tried top to bottom; the first rule with a matching pattern decides the topic.
 * Messages are lower-cased, stripped of diacritics ("carrière" → "carriere") and whitespace-collapsed
 * before matching.
 *
 * Order, and why (keywords overlap a lot in real questions; topics.test.ts holds a table of at
 * least five phrasings per topic in both languages):
 *  1. unenrol      — "Hoe schrijf ik me uit?" / "Inschrijving annuleren" before anything about courses.
 *  2. budget       — the talent's own money: "budget", "geld", "hoeveel subsidie heb ik nog", "tegoed".
 *  3. subsidy      — which schemes exist and how to apply: "Welke subsidie kan ik krijgen?" is not the
 *                    budget sum; "status van mijn subsidie" is answered here with the applications.
 *  4. budget       — the broad money words (kosten, betalen, euro, prijs) after subsidy.
 *  5. enrol        — "Hoe schrijf ik me in?" before courses.
 *  6. vacancies    — "vacature", "solliciteren" before career.
 *  7. progress     — "Welke cursussen heb ik afgerond?" / "Hoe ver ben ik met mijn cursus?" beat courses.
 *  8. studyAdvice  — only the specific phrases (studietip, studieadvies, hoe leer, concentr).
 *  9. planning     — only the specific words (planning, plannen, plan, rooster).
 * 10. motivation   — "Ik heb geen zin in mijn cursus/werk" is about motivation, not courses or career.
 * 11. courses      — "Welke opleiding past bij mijn droombaan?" asks for a course, so before career.
 * 12. career       — "Welke banen passen bij mijn persoonlijkheid?" beats scan.
 * 13. scan         — "Hoe werkt de scan?" is about the scan, so before help.
 * 14. capabilities — generic; after the data topics.
 * 15. help         — generic ("Kun je me helpen met een cursus?" is courses).
 * 16. studyAdvice  — the broad word "leren" (after courses, which owns "leren wat").
 * 17. planning     — the broad words "tijd" and "week".
 * Otherwise: greeting.
 *
 * Short words use word boundaries so they do not fire inside other words: "euro" not in "neuroticisme",
 * "moe" not in "moeten", "zin" not in "zinnen", "tijd" not in "altijd", "werk" not in "hoe werkt",
 * "hoe ver" not in "hoe verander".
 */
const RULES_NL: readonly TopicRule[] = [
  [
    'unenrol',
    [
      /uitschrijv/,
      /\bschrijf (ik )?(me|mij|mezelf) (weer )?uit\b/,
      /\bafmeld/,
      /\bmeld (ik )?(me|mij) (weer )?af\b/,
      /\bannule/,
      /inschrijving (intrekken|stoppen|ongedaan)/,
      /stoppen met (de|deze|mijn|een) (cursus|opleiding|training)/,
      /\bunenrol/,
    ],
  ],
  [
    'budget',
    [
      /budget/,
      /\bgeld/,
      /\btegoed/,
      /hoeveel subsidie (heb|is|krijg ik nog)/,
      /goedgekeurde subsidie/,
      /\bmoney\b/,
    ],
  ],
  [
    'subsidy',
    [
      /\bsubsid/,
      /\bregeling/,
      /tegemoetkoming/,
      /levenlanglerenkrediet/,
      /\bkrediet/,
      /\bvergoed/,
      /\bslim\b/,
    ],
  ],
  ['budget', [/kosten/, /\bkost\b/, /betal|betaal/, /\beuro/, /€/, /\bprijs/, /\bcosts?\b/, /\bpay\b/]],
  [
    'enrol',
    [
      /\binschrijv/,
      /\bschrijf (ik )?(me|mij) in\b/,
      /\bingeschreven (worden|raken)/,
      /\baanmeld/,
      /\bmeld (ik )?(me|mij) aan\b/,
      /\bdeelnemen aan/,
    ],
  ],
  ['vacancies', [/vacature/, /sollicit/, /\bvacanc/, /openstaande (banen|functies)/]],
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
const RULES: Readonly<Record<CoachLanguage, readonly TopicRule[]>> = {
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
