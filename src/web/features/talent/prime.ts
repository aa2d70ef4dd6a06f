import type { QueryClient } from '@tanstack/react-query';
import { hasBootAnswer } from '../../lib/boot.ts';
import { enrollmentsQuery } from '../courses/index.ts';
import { myCredentialsQuery } from '../credentials/index.ts';
import { assessmentsQuery, scanResultQuery } from '../scan/index.ts';
import { recentActivityQuery, skillsMatchQuery } from './api.ts';

/**
 * The talent dashboard's first data into the query cache before its first render, when the first
 * HTML embedded it (as the passport does, decision 250): its tiles and cards then open filled in,
 * not as skeletons that the data pushes the cards below down from. Resolves at once when nothing
 * was embedded (another role, or an in-app navigation fetches as usual).
 */
export function primeTalentDashboard(client: QueryClient): Promise<unknown> {
  const queries = [
    enrollmentsQuery(),
    myCredentialsQuery(),
    skillsMatchQuery(),
    assessmentsQuery(),
    recentActivityQuery(),
    scanResultQuery(),
  ];
  return Promise.all(
    queries.map(
      (q) =>
        hasBootAnswer(String(q.queryKey[0])) &&
        client.prefetchQuery(q as Parameters<QueryClient['prefetchQuery']>[0]),
    ),
  );
}
