/** What other features (the profile screen, the dashboard router) may use of the company feature. */

export { default as CompanyDashboard } from './CompanyDashboard.tsx';
export { EmployeesPanel } from './EmployeesPanel.tsx';
export { EmployerInvitations } from './EmployerInvitations.tsx';
