import type { QueryClient } from '@tanstack/react-query';
import { type FirstLoadPrimers, primeFirstLoad } from '../../lib/boot.ts';
import { enrollmentsQuery } from '../courses/index.ts';
import { scanResultQuery } from '../scan/index.ts';
import { PASSPORT } from './first-load.ts';

const primers: FirstLoadPrimers<typeof PASSPORT> = {
  '/api/user/scan-result': (client) => client.prefetchQuery(scanResultQuery()),
  '/api/user/enrollments': (client) => client.prefetchQuery(enrollmentsQuery()),
};

/**
 * The passport's first data (first-load.ts) into the query cache before its first render, when the
 * first HTML embedded it (decision 250): the page then opens on its tabs, not on a short skeleton
 * that the tabs push the certificates and documents down from (a layout shift of 0.42 on a phone).
 * Resolves at once when nothing was embedded (an in-app navigation fetches as usual).
 */
export const primePassport = (client: QueryClient): Promise<unknown> =>
  primeFirstLoad(PASSPORT, primers, client);
