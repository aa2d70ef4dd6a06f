import type { ActivityColor, RecentActivity, SubsidyApplicationStatus } from '../../../contracts/talent.ts';

/** At most this many events in GET /api/user/recent-activity. */
export const RECENT_ACTIVITY_LIMIT = 10;

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
  enrollments: { courseTitle: string; createdAt: string }[];
  completions: { courseTitle: string; completedAt: string }[];
  scans: { personalityType: string; createdAt: string }[];
  subsidyApplications: { subsidyType: string; status: SubsidyApplicationStatus; createdAt: string }[];
}

const event = (
  title: string,
  description: string,
  timestamp: string,
  color: ActivityColor,
): RecentActivity => ({
  title,
  description,
  timestamp,
  color,
});

/** Merges the sources into one list, newest first, at most `limit` long, in the given language. */
export function mergeActivity(
  sources: ActivitySources,
  limit = RECENT_ACTIVITY_LIMIT,
  lang: ActivityLanguage = 'nl',
): RecentActivity[] {
  const text = ACTIVITY_TEXT[lang];
  const all: RecentActivity[] = [
    ...sources.enrollments.map((e) => event(text.enrolled, e.courseTitle, e.createdAt, 'blue')),
    ...sources.completions.map((c) => event(text.completed, c.courseTitle, c.completedAt, 'green')),
    ...sources.scans.map((s) => event(text.scan, text.profile(s.personalityType), s.createdAt, 'orange')),
    ...sources.subsidyApplications.map((a) =>
      event(text.subsidy, `${a.subsidyType} (${text.status[a.status]})`, a.createdAt, 'grey'),
    ),
  ];
  // ISO-8601 UTC text sorts chronologically; a stable sort keeps the source order on ties.
  return all
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, limit);
}
