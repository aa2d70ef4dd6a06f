import { queryOptions } from '@tanstack/react-query';
import type { Certificate, RecentActivity, SkillsMatch } from '../../../contracts/talent.ts';
import { localizedKey } from '../../lib/api.ts';

/**
 * The talent dashboard's own URLs and query keys (one URL per resource). Enrolments and
 * assessments belong to the courses and scan features and are read through their index.ts.
 */
export const TALENT_URLS = {
  certificates: '/api/user/certificates',
  skillsMatch: '/api/user/skills-match',
  recentActivity: '/api/user/recent-activity',
} as const;

export const certificatesQuery = () => queryOptions<Certificate[]>({ queryKey: [TALENT_URLS.certificates] });
export const skillsMatchQuery = () =>
  queryOptions<SkillsMatch | null>({ queryKey: [TALENT_URLS.skillsMatch] });
export const recentActivityQuery = () =>
  queryOptions<RecentActivity[]>({ queryKey: localizedKey(TALENT_URLS.recentActivity) });
