import type { ActivityColor, RecentActivity, SubsidyApplicationStatus } from '../../../contracts/talent.ts';

type ActivityLanguage = 'nl' | 'en';

export const SUBSIDY_STATUS_LABELS: Record<SubsidyApplicationStatus, string> = {
  concept: 'Concept',
  submitted: 'In behandeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
  withdrawn: 'Ingetrokken',
};

const SUBSIDY_STATUS_LABELS_EN: Record<SubsidyApplicationStatus, string> = {
  concept: 'Draft',
  submitted: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The feed's fixed texts per language (Dutch is the spec's). */
const ACTIVITY_TEXT = {
  nl: {
    enrolled: 'Ingeschreven voor cursus',
    completed: 'Cursus afgerond',
    scan: 'Scan voltooid',
    profile: (type: string) => `Profiel: ${type}`,
    subsidy: 'Subsidieaanvraag ingediend',
    status: SUBSIDY_STATUS_LABELS,
  },
  en: {
    enrolled: 'Enrolled in a course',
    completed: 'Course completed',
    scan: 'Scan completed',
    profile: (type: string) => `Profile: ${type}`,
    subsidy: 'Subsidy application submitted',
    status: SUBSIDY_STATUS_LABELS_EN,
  },
} as const;

/** The raw events the store reads; each becomes one activity line. */
export interface ActivitySources {
  enrollments: { id: number; courseTitle: string; createdAt: string }[];
  completions: { id: number; courseTitle: string; completedAt: string }[];
  scans: { id: number; personalityType: string; createdAt: string }[];
  subsidyApplications: {
    id: number;
    subsidyType: string;
    status: SubsidyApplicationStatus;
    createdAt: string;
  }[];
}

const event = (
  id: string,
  title: string,
  description: string,
  timestamp: string,
  color: ActivityColor,
): RecentActivity => ({
  id,
  title,
  description,
  timestamp,
  color,
});

/** Merges the sources into one list, newest first, in the given language (the route pages it). */
export function mergeActivity(sources: ActivitySources, lang: ActivityLanguage = 'nl'): RecentActivity[] {
  const text = ACTIVITY_TEXT[lang];
  const all: RecentActivity[] = [
    ...sources.enrollments.map((e) =>
      event(`enrolled-${e.id}`, text.enrolled, e.courseTitle, e.createdAt, 'blue'),
    ),
    ...sources.completions.map((c) =>
      event(`completed-${c.id}`, text.completed, c.courseTitle, c.completedAt, 'green'),
    ),
    ...sources.scans.map((s) =>
      event(`scan-${s.id}`, text.scan, text.profile(s.personalityType), s.createdAt, 'orange'),
    ),
    ...sources.subsidyApplications.map((a) =>
      event(
        `subsidy-${a.id}`,
        text.subsidy,
        `${a.subsidyType} (${text.status[a.status]})`,
        a.createdAt,
        'grey',
      ),
    ),
  ];
  // ISO-8601 UTC text sorts chronologically; a stable sort keeps the source order on ties.
  return all.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
}
