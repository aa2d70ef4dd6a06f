/** What other server features may use of vacancies (the company side, the talent's skills match). */

export { loadOwnInterests, matchesFor, talentMatcher } from './match.ts';
export { vacancyRoutes } from './routes.ts';
export {
  applicantIds,
  findCompanyApplication,
  insertVacancy,
  listActiveVacancies,
  listCompanyApplications,
  listCompanyVacancies,
  setApplicationStatus,
  updateVacancy,
  type VacancyRow,
} from './store.ts';
