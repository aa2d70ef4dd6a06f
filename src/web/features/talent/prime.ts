import type { QueryClient } from '@tanstack/react-query';
import { type FirstLoadPrimers, primeFirstLoad } from '../../lib/boot.ts';
import { enrollmentsQuery } from '../courses/index.ts';
import { myCredentialsQuery } from '../credentials/index.ts';
import { assessmentsQuery, scanResultQuery } from '../scan/index.ts';
import { recentActivityQuery, skillsMatchQuery } from './api.ts';
import { DASHBOARD } from './first-load.ts';

/** The query each read of the talent dashboard's first load fills (first-load.ts). */
const primers: FirstLoadPrimers<typeof DASHBOARD> = {
  '/api/user/enrollments': (client) => client.prefetchQuery(enrollmentsQuery()),
  '/api/user/credentials': (client) => client.prefetchQuery(myCredentialsQuery()),
  '/api/user/skills-match': (client) => client.prefetchQuery(skillsMatchQuery()),
  '/api/user/assessments': (client) => client.prefetchQuery(assessmentsQuery()),
  '/api/user/recent-activity': (client) => client.prefetchQuery(recentActivityQuery()),
  '/api/user/scan-result': (client) => client.prefetchQuery(scanResultQuery()),
};

/**
 * The talent dashboard's first data into the query cache before its first render, when the first
 * HTML embedded it (as the passport does, decision 250): its tiles and cards then open filled in,
 * not as skeletons that the data pushes the cards below down from. Resolves at once when nothing
 * was embedded (another role, or an in-app navigation fetches as usual).
 */
export const primeTalentDashboard = (client: QueryClient): Promise<unknown> =>
  primeFirstLoad(DASHBOARD, primers, client);
