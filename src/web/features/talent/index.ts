/** What other features may use of the talent feature: the dashboard (for the role router), its skills query, the skill fix. */
export { mySkillsQuery } from './api.ts';
export { SkillFix } from './SkillFix.tsx';
export { default as TalentDashboard } from './TalentDashboard.tsx';
