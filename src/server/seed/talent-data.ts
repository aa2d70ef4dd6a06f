import type { ScanAnswers, ScanQuestion } from '../../domain/scan/types.ts';

/** The demo talent (Sanne) — data-minded, conscientious, a little reserved. */
export const DEMO_TALENT_EMAIL = 'talent@example.nl';

/** Her enrolments, by seeded course title; progress 100 means completed (a certificate). */
export const DEMO_TALENT_ENROLLMENTS: { courseTitle: string; progress: number; startedDaysAgo: number }[] = [
  { courseTitle: 'Python voor beginners', progress: 100, startedDaysAgo: 120 },
  { courseTitle: 'Data-analyse met Python en pandas', progress: 60, startedDaysAgo: 45 },
  { courseTitle: 'SQL voor data-analisten', progress: 35, startedDaysAgo: 20 },
];

/** When one of her enrolments started and (progress 100) was completed: 40 days after the start. */
export function demoTalentEnrolmentDates(
  e: { progress: number; startedDaysAgo: number },
  now: Date,
): { createdAt: string; completedAt: string | null } {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  return {
    createdAt: daysAgo(e.startedDaysAgo),
    completedAt: e.progress >= 100 ? daysAgo(e.startedDaysAgo - 40) : null,
  };
}

/**
 * Her subsidy dossiers (issue 23; amounts in cents), recorded by herself: two approved, one
 * submitted and waiting, one rejected. Each gets a history: started, submitted, decided.
 */
export const DEMO_TALENT_SUBSIDY_APPLICATIONS: {
  schemeId: string;
  courseTitle: string | null;
  motivation: string;
  requestedAmountCents: number;
  approvedAmountCents: number | null;
  status: 'submitted' | 'approved' | 'rejected';
  daysAgo: number;
  submittedDaysAgo: number;
  decidedDaysAgo: number | null;
  reference: string;
  note: string;
}[] = [
  {
    schemeId: 'slim',
    courseTitle: 'Data-analyse met Python en pandas',
    motivation: 'Ik school me om van klantenservice naar data-analyse; mijn werkgever doet mee aan SLIM.',
    requestedAmountCents: 200_000,
    approvedAmountCents: 150_000,
    status: 'approved',
    daysAgo: 60,
    submittedDaysAgo: 55,
    decidedDaysAgo: 30,
    reference: 'SLIM-2026-04417',
    note: 'Mijn werkgever heeft de aanvraag ingediend bij Uitvoering van Beleid SZW.',
  },
  {
    schemeId: 'slim-ontwikkelpaden',
    courseTitle: 'SQL voor data-analisten',
    motivation: 'SQL heb ik dagelijks nodig voor de rapportages van ons klantcontactteam.',
    requestedAmountCents: 75_000,
    approvedAmountCents: 75_000,
    status: 'approved',
    daysAgo: 25,
    submittedDaysAgo: 24,
    decidedDaysAgo: 10,
    reference: 'OP-88213',
    note: 'Ingediend door mijn werkgever.',
  },
  {
    schemeId: 'levenlanglerenkrediet',
    courseTitle: null,
    motivation: 'Voor een vervolgopleiding tot data-analist op hbo-niveau.',
    requestedAmountCents: 120_000,
    approvedAmountCents: null,
    status: 'submitted',
    daysAgo: 5,
    submittedDaysAgo: 4,
    decidedDaysAgo: null,
    reference: 'DUO-LLK-55120',
    note: 'Aangevraagd via Mijn DUO.',
  },
  {
    schemeId: 'gemeente-participatiewet',
    courseTitle: 'Power BI: dashboards bouwen',
    motivation: 'Dashboards bouwen voor het team.',
    requestedAmountCents: 90_000,
    approvedAmountCents: null,
    status: 'rejected',
    daysAgo: 90,
    submittedDaysAgo: 88,
    decidedDaysAgo: 70,
    reference: 'UTR-SCH-2026-310',
    note: 'Ik heb werk, dus de gemeente vergoedt de cursus niet.',
  },
];

/** When her (one) stored scan was taken. */
export const DEMO_TALENT_SCAN_DAYS_AGO = 30;

const HIGH = new Set(['investigative', 'conventional', 'conscientiousness', 'openness']);
const LOW = new Set(['neuroticism', 'artistic']);

/** Fixed answers: agrees with investigative/conventional/conscientious items, disagrees with worry items. */
export function demoTalentAnswers(questions: readonly ScanQuestion[]): ScanAnswers {
  const answers: ScanAnswers = {};
  for (const q of questions) {
    const n = q.volgnummer;
    const wanted = HIGH.has(q.categorie)
      ? [4, 5, 4][n % 3]
      : LOW.has(q.categorie)
        ? [2, 1, 3][n % 3]
        : [3, 4, 2, 3][n % 4];
    answers[q.volgnummer] = (q.reverse ? 6 - wanted : wanted) as ScanAnswers[number];
  }
  return answers;
}
