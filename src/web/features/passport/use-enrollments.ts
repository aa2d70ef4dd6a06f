import { useQuery } from '@tanstack/react-query';
import type { TalentEnrollment } from '../../../contracts/talent.ts';

export const ENROLLMENTS_URL = '/api/user/enrollments';

/** The caller's enrolments (served by the courses feature). */
export const useEnrollments = (url = ENROLLMENTS_URL, enabled = true) =>
  useQuery<TalentEnrollment[]>({ queryKey: [url], enabled });

/** Progress 100 means completed (spec §4 Enrollment). */
export const isCompleted = (e: TalentEnrollment) => e.status === 'completed' || e.progress >= 100;
