/** Application and vacancy states (spec §2.12) and employee-link states. */
export const APPLICATION_STATUSES = ['under_review', 'interview', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const VACANCY_STATUSES = ['active', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const EMPLOYEE_LINK_STATUSES = ['invited', 'active'] as const;
export type EmployeeLinkStatus = (typeof EMPLOYEE_LINK_STATUSES)[number];

/** A vacancy's contract type (optional). */
export const VACANCY_CONTRACT_TYPES = ['permanent', 'temporary', 'internship', 'freelance'] as const;
export type VacancyContractType = (typeof VACANCY_CONTRACT_TYPES)[number];
