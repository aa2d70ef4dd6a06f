import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECENT_ACTIVITY_PAGE_SIZE } from '../../../contracts/boot.ts';
import { api, apiListQuery, apiQuery } from '../../lib/api.ts';

/**
 * The talent dashboard's own queries (one per resource). Enrolments and assessments belong to the
 * courses and scan features and are read through their index.ts.
 */
export const skillsMatchQuery = () => apiQuery('/api/user/skills-match');
/**
 * The feed's first page (the dashboard shows the newest events only; its URL is the one the first
 * HTML embeds). Worded by the server in the UI language: cached per language.
 */
export const recentActivityQuery = () =>
  apiQuery('/api/user/recent-activity', { query: { limit: RECENT_ACTIVITY_PAGE_SIZE } }, { localized: true });

/** The talent's skills with evidence, and the skills they declare themselves (decision 190). */
export const mySkillsQuery = () => apiListQuery('/api/user/skills');

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
  useSkillMutation((name: string) => api('post', '/api/user/skills', { body: { name } }));
export const useRemoveSkill = () =>
  useSkillMutation((id: string) => api('delete', '/api/user/skills/{id}', { path: { id: Number(id) } }));
