import type { TopicRule } from './context.ts';

/**
 * English keyword rules, in the same order and for the same reasons as the Dutch ones in topics.ts
 * (unenrolling, the talent's own budget, subsidy schemes, the broad money words, enrolling,
 * vacancies, progress, the specific study-advice and planning phrases, motivation, courses, career,
 * scan, capabilities, help, then the broad study and time words). Messages are normalised first,
 * so patterns see lower case without diacritics.
 *
 * "work" alone is not a career word: "How does the scan work?" is about the scan. Short words use
 * word boundaries: "pay" not in "payroll"-like words, "hard" not in "hardware", "test" at a word start.
 */
export const RULES_EN: readonly TopicRule[] = [
  [
    'unenrol',
    [
      /\bun-?enrol/,
      /\bdis-?enrol/,
      /\bcancel/,
      /\bwithdraw/,
      /\bdrop (out|a course|the course|my course)/,
      /\b(leave|quit|stop) (a|my|the|this) (course|training)/,
      /\bderegister/,
    ],
  ],
  [
    'budget',
    [
      /budget/,
      /\bmoney\b/,
      /\bafford/,
      /\bspend/,
      /how much (subsidy|funding) (do i have|have i got|is (left|approved))/,
      /approved subsid/,
    ],
  ],
  [
    'subsidy',
    [
      /\bsubsid/,
      /\bgrants?\b/,
      /\bfund/,
      /\bschemes?\b/,
      /financial (help|support|aid)/,
      /\breimburs/,
      /learning credit/,
    ],
  ],
  ['budget', [/\bcost/, /\b(pay|pays|paying|paid)\b/, /\beuros?\b/, /€/, /\bprice/]],
  [
    'enrol',
    [
      /\benrol/,
      /\bsign (me )?up\b/,
      /\bregister (for|on)\b/,
      /\bbook (a|the|this) (course|place)/,
      /\bjoin (a|the|this) course/,
    ],
  ],
  [
    'vacancies',
    [
      /vacanc/,
      /job (openings?|offers?|ads?|adverts?|postings?)/,
      /\bapply (for|to) (a |the )?(job|position|role)/,
      /\bjob applications?\b/,
      /\bhiring\b/,
    ],
  ],
  [
    'progress',
    [
      /\bprogress/,
      /\bhow far\b/,
      /\bcompleted?\b/,
      /\bfinished\b/,
      /\bstatus\b/,
      /how am i doing/,
      /how (is|are) (it|my|things)\b/,
      /\bhow'?s it going/,
    ],
  ],
  [
    'studyAdvice',
    [
      /study (tips?|advice)/,
      /how (do|should|can|could) i (best )?(learn|study|revise)/,
      /how to (learn|study|revise)/,
      /concentrat/,
      /\bfocus/,
    ],
  ],
  ['planning', [/planning/, /\bplan\b/, /\bschedul/, /timetable/]],
  [
    'motivation',
    [
      /motivat/,
      /\btired\b/,
      /give up|giving up/,
      /\bquit/,
      /\bhard\b/,
      /difficult/,
      /struggl/,
      /don'?t feel like/,
      /can'?t be bothered/,
      /\bbored/,
    ],
  ],
  ['courses', [/\bcourses?\b/, /training/, /recommend/, /what (should|could|can) i learn/, /\bclass(es)?\b/]],
  [
    'career',
    [
      /career/,
      /\bjobs?\b/,
      /profession/,
      /occupation/,
      /\bwork (as|in)\b/,
      /\b(new|other|different) work\b/,
      /\bline of work\b/,
    ],
  ],
  ['scan', [/\bscan/, /personality/, /\btest/, /assessment/, /riasec/, /big (five|5)/, /\bmy results?\b/]],
  ['capabilities', [/what can you/, /what are you able/, /what do you do/, /what can i ask/]],
  ['help', [/\bhelp/, /how does (this|it|the coach) work/, /how do you work/]],
  ['studyAdvice', [/\blearn/, /\bstudy/, /\bstudying\b/, /\brevis/]],
  ['planning', [/\btime\b/, /\bweek/, /\bhours?\b/, /\bdiary\b/, /\bcalendar/]],
];
