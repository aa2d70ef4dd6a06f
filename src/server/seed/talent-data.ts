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
 * Her subsidy dossiers (amounts in cents), recorded by herself. Only what the rules allow for her
 * seeded answers (seed/subsidies.ts): SLIM, which her employer applies for and which pays advice,
 * never a course (so no course is linked), and the levenlanglerenkrediet, a loan for her hbo module.
 * seed.test.ts runs each through the matcher and the dossier rules.
 */
export const DEMO_TALENT_SUBSIDY_APPLICATIONS: {
  schemeId: string;
  courseTitle: string | null;
  motivation: string;
  requestedAmountCents: number | null;
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
    courseTitle: null,
    motivation:
      'Mijn werkgever vraagt SLIM aan voor loopbaan- en ontwikkeladvies voor ons team; ik wil weten hoe ik richting data-analyse kan groeien.',
    requestedAmountCents: null,
    approvedAmountCents: null,
    status: 'submitted',
    daysAgo: 20,
    submittedDaysAgo: 18,
    decidedDaysAgo: null,
    reference: 'SLIM-2026-04417',
    note: 'Mijn werkgever heeft de aanvraag ingediend bij Uitvoering van Beleid SZW.',
  },
  {
    schemeId: 'levenlanglerenkrediet',
    courseTitle: null,
    motivation: 'Voor de geaccrediteerde hbo-module data-analyse die ik zelf betaal.',
    requestedAmountCents: 120_000,
    approvedAmountCents: 120_000,
    status: 'approved',
    daysAgo: 40,
    submittedDaysAgo: 38,
    decidedDaysAgo: 25,
    reference: 'DUO-LLK-55120',
    note: 'Aangevraagd via Mijn DUO.',
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
