import type { ActivityColor, RecentActivity, SubsidyApplicationStatus } from '../../../contracts/talent.ts';

/** At most this many events in GET /api/user/recent-activity. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const SUBSIDY_STATUS_LABELS: Record<SubsidyApplicationStatus, string> = {
  pending: 'In behandeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
};

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

/** Merges the sources into one list, newest first, at most `limit` long. */
export function mergeActivity(sources: ActivitySources, limit = RECENT_ACTIVITY_LIMIT): RecentActivity[] {
  const all: RecentActivity[] = [
    ...sources.enrollments.map((e) => event('Ingeschreven voor cursus', e.courseTitle, e.createdAt, 'blue')),
    ...sources.completions.map((c) => event('Cursus afgerond', c.courseTitle, c.completedAt, 'green')),
    ...sources.scans.map((s) =>
      event('Persoonlijkheidsscan voltooid', `Profiel: ${s.personalityType}`, s.createdAt, 'orange'),
    ),
    ...sources.subsidyApplications.map((a) =>
      event(
        'Subsidieaanvraag ingediend',
        `${a.subsidyType} (${SUBSIDY_STATUS_LABELS[a.status]})`,
        a.createdAt,
        'grey',
      ),
    ),
  ];
  // ISO-8601 UTC text sorts chronologically; a stable sort keeps the source order on ties.
  return all
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, limit);
}
