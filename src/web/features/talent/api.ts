import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecentActivity, SkillEvidenceItem, SkillsMatch } from '../../../contracts/talent.ts';
import { apiJson, localizedKey } from '../../lib/api.ts';
import { allItems } from '../../lib/paging.ts';

/**
 * The talent dashboard's own URLs and query keys (one URL per resource). Enrolments and
 * assessments belong to the courses and scan features and are read through their index.ts.
 */
export const TALENT_URLS = {
  certificates: '/api/user/certificates',
  skillsMatch: '/api/user/skills-match',
  recentActivity: '/api/user/recent-activity',
} as const;

export const skillsMatchQuery = () =>
  queryOptions<SkillsMatch | null>({ queryKey: [TALENT_URLS.skillsMatch] });
export const recentActivityQuery = () =>
  queryOptions<RecentActivity[]>({ queryKey: localizedKey(TALENT_URLS.recentActivity) });

/** The talent's skills with evidence, and the skills they declare themselves (decision 190). */
export const MY_SKILLS_URL = '/api/user/skills';
export const mySkillsQuery = () =>
  queryOptions({ queryKey: [MY_SKILLS_URL], queryFn: () => allItems<SkillEvidenceItem>(MY_SKILLS_URL) });

/** Everything a typed skill changes: the skills, every match the talent sees. */
const touchedBySkills = (key: unknown) =>
  typeof key === 'string' &&
  /^\/api\/(user\/skills|user\/skills-match|user\/applications|vacancies)/.test(key);

function useSkillMutation<V>(mutationFn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ predicate: (q) => touchedBySkills(q.queryKey[0]) }),
  });
}

export const useAddSkill = () =>
  useSkillMutation((name: string) => apiJson<SkillEvidenceItem[]>('POST', MY_SKILLS_URL, { name }));
export const useRemoveSkill = () =>
  useSkillMutation((id: string) => apiJson<void>('DELETE', `${MY_SKILLS_URL}/${encodeURIComponent(id)}`));
