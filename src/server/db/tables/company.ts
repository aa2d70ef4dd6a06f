import type { Generated } from 'kysely';
import type {
  ApplicationStatus,
  EmployeeLinkStatus,
  VacancyContractType,
  VacancyStatus,
} from '../../../domain/vacancies/status.ts';

export interface VacanciesTable {
  id: Generated<number>;
  companyId: string;
  title: string;
  description: string;
  location: string;
  /** Hours per week. */
  hours: number;
  /** JSON array of required skills. */
  skills: string;
  /** 1-3 RIASEC letters, most characteristic first; null when the company gave none. */
  hollandCode: string | null;
  /** Issue 25 (migration 052): salary range in whole euros gross per month, contract type, closing date. */
  salaryMin: number | null;
  salaryMax: number | null;
  contractType: VacancyContractType | null;
  /** YYYY-MM-DD: the last day to apply. */
  closingDate: string | null;
  /** Lower-cased title, description, location and skills: what search matches. */
  searchText: string;
  status: VacancyStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ApplicationsTable {
  id: Generated<number>;
  vacancyId: number;
  talentId: string;
  motivation: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

export interface EmployeeLinksTable {
  id: Generated<number>;
  companyId: string;
  talentId: string;
  position: string | null;
  department: string | null;
  /** invited until the talent accepts; a declined invitation is deleted. */
  status: EmployeeLinkStatus;
  createdAt: string;
  respondedAt: string | null;
}

/** Table types of companies and vacancies; migration 009 creates them. */
export interface CompanyTables {
  vacancies: VacanciesTable;
  applications: ApplicationsTable;
  employeeLinks: EmployeeLinksTable;
}
