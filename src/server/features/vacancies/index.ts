/** What other server features may use of vacancies (the company side, the talent's skills match). */

export { companyApplicationTimes } from './reads.ts';
export {
  applicantIds,
  findCompanyApplication,
  insertVacancy,
  listCompanyApplications,
  listCompanyVacancies,
  pageCompanyApplications,
  setApplicationStatus,
  updateVacancy,
} from './store.ts';
