/** What other features may use of the talent feature: the dashboard (for the role router), its queries, the skill fix. */
export { mySkillsQuery, skillsMatchQuery } from './api.ts';
export { SkillFix } from './SkillFix.tsx';
export { default as TalentDashboard } from './TalentDashboard.tsx';
