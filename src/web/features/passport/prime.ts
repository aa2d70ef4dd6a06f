import type { QueryClient } from '@tanstack/react-query';
import { hasBootAnswer } from '../../lib/boot.ts';
import { enrollmentsQuery } from '../courses/index.ts';
import { scanResultQuery } from '../scan/index.ts';

/**
 * The passport's first data into the query cache before its first render, when the first HTML
 * embedded it (decision 250): the page then opens on its tabs, not on a short skeleton that the
 * tabs push the certificates and documents down from (a layout shift of 0.42 on a phone).
 * Resolves at once when nothing was embedded (an in-app navigation fetches as usual).
 */
export function primePassport(client: QueryClient): Promise<unknown> {
  const embedded = (key: readonly unknown[]) => hasBootAnswer(String(key[0]));
  const scan = scanResultQuery();
  const enrollments = enrollmentsQuery();
  return Promise.all([
    embedded(scan.queryKey) && client.prefetchQuery(scan),
    embedded(enrollments.queryKey) && client.prefetchQuery(enrollments),
  ]);
}
