/** What other server features may use of vacancies (the company side, the talent's skills match). */

export { companyApplicationTimes } from './reads.ts';
export {
  applicantIds,
  findCompanyApplication,
  findCompanyVacancy,
  insertVacancy,
  listCompanyApplications,
  listCompanyVacancies,
  pageCompanyApplications,
  pageCompanyVacancies,
  setApplicationStatus,
  updateVacancy,
} from './store.ts';
