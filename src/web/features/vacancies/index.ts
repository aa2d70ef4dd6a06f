/** What other web features may use of the vacancies feature. */
export { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';
