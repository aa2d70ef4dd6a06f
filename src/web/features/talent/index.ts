/** What other features may use of the talent feature: the dashboard (for the role router) and its queries. */
export { skillsMatchQuery } from './api.ts';
export { default as TalentDashboard } from './TalentDashboard.tsx';
