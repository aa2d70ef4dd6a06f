import { queryOptions } from '@tanstack/react-query';
import type { InfoRequestItem } from '../../../contracts/institute.ts';
import { apiJson } from '../../lib/api.ts';

/** The institute inbox: information requests for the institute's own courses. */
export const INFO_REQUESTS_URL = '/api/institute/info-requests';

export const infoRequestsQuery = () => queryOptions<InfoRequestItem[]>({ queryKey: [INFO_REQUESTS_URL] });

export const markInfoRequestHandled = (id: number) =>
  apiJson<InfoRequestItem>('PATCH', `${INFO_REQUESTS_URL}/${id}`, { handled: true });
