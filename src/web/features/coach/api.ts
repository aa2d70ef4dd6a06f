import { allCoursesQuery, enrollmentsQuery } from '../courses/index.ts';
import { recommendationsQuery, scanResultQuery } from '../scan/index.ts';
import { subsidyApplicationsQuery } from '../subsidies/index.ts';

/**
 * What the Coach answers from, fetched only while `enabled` (the panel is open). It has no URL of its own: each source is the owning feature's query,
 * so the Coach shares their cache (and their invalidation) instead of keeping copies.
 */
export const coachSources = (enabled: boolean) =>
  [
    { ...recommendationsQuery(), enabled },
    { ...allCoursesQuery(), enabled },
    { ...enrollmentsQuery(), enabled },
    { ...subsidyApplicationsQuery(), enabled },
    { ...scanResultQuery(), enabled },
  ] as const;
