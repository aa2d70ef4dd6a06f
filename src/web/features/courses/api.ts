import { queryOptions } from '@tanstack/react-query';
import type { MyInfoRequest } from '../../../contracts/institute.ts';
import { apiJson } from '../../lib/api.ts';

/** The signed-in user's own open information request for a course (one URL per resource). */
export const infoRequestUrl = (courseId: number) => `/api/courses/${courseId}/info-request`;

export const myInfoRequestQuery = (courseId: number) =>
  queryOptions<MyInfoRequest>({ queryKey: [infoRequestUrl(courseId)] });

export const sendInfoRequest = (courseId: number, message: string | null) =>
  apiJson<{ message: string }>('POST', infoRequestUrl(courseId), { message });
