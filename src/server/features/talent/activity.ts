import type { ActivityColor, RecentActivity, SubsidyApplicationStatus } from '../../../contracts/talent.ts';
import { type ActivityEventParams, type ActivityKind, activityText } from '../../../domain/activity/index.ts';
import type { TextLanguage } from '../../../domain/notifications/index.ts';

/** At most this many events in GET /api/user/recent-activity. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** The raw events the store reads; each becomes one activity line. */
export interface ActivitySources {
  enrollments: { courseTitle: string; createdAt: string }[];
  completions: { courseTitle: string; completedAt: string }[];
  scans: { personalityType: string; createdAt: string }[];
  subsidyApplications: { subsidyType: string; status: SubsidyApplicationStatus; createdAt: string }[];
}

const COLORS: Record<ActivityKind, ActivityColor> = {
  enrolled: 'blue',
  completed: 'green',
  scanCompleted: 'orange',
  subsidyApplied: 'grey',
};

/** Merges the sources into one list in the reader's language, newest first, at most `limit` long. */
export function mergeActivity(
  sources: ActivitySources,
  lang: TextLanguage = 'nl',
  limit = RECENT_ACTIVITY_LIMIT,
): RecentActivity[] {
  const event = <K extends ActivityKind>(
    kind: K,
    params: ActivityEventParams[K],
    timestamp: string,
  ): RecentActivity => ({ ...activityText(kind, params, lang), timestamp, color: COLORS[kind] });
  const all: RecentActivity[] = [
    ...sources.enrollments.map((e) => event('enrolled', e, e.createdAt)),
    ...sources.completions.map((c) => event('completed', c, c.completedAt)),
    ...sources.scans.map((s) => event('scanCompleted', s, s.createdAt)),
    ...sources.subsidyApplications.map((a) => event('subsidyApplied', a, a.createdAt)),
  ];
  // ISO-8601 UTC text sorts chronologically; a stable sort keeps the source order on ties.
  return all
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, limit);
}
