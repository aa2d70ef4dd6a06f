/** What other server features may use of vacancies (the company side, the talent's skills match). */

export { vacancyRoutes } from './routes.ts';
export {
  applicantIds,
  findCompanyApplication,
  insertVacancy,
  listActiveVacancies,
  listCompanyApplications,
  listCompanyVacancies,
  loadTalentForMatch,
  setApplicationStatus,
  updateVacancy,
  type VacancyRow,
} from './store.ts';
