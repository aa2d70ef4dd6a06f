/** What other features may use of the talent feature: the dashboard (for the role router) and the skill fix. */
export { SkillFix } from './SkillFix.tsx';
export { default as TalentDashboard } from './TalentDashboard.tsx';
