/** What the dashboard router uses of the talent feature. */
export { default as TalentDashboard } from './TalentDashboard.tsx';
