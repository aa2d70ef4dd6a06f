/** Application and vacancy states (spec §2.12) and employee-link states (issue 10). */
export const APPLICATION_STATUSES = ['under_review', 'interview', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const VACANCY_STATUSES = ['active', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const EMPLOYEE_LINK_STATUSES = ['invited', 'active'] as const;
export type EmployeeLinkStatus = (typeof EMPLOYEE_LINK_STATUSES)[number];

/** Dutch status labels: Aangenomen, Interview and Review are the spec's (§2.12). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  under_review: 'Review',
  interview: 'Interview',
  hired: 'Aangenomen',
  rejected: 'Afgewezen',
};

/** The Dutch notification text a talent gets when a company changes the status. */
export const applicationStatusMessage = (status: ApplicationStatus, vacancyTitle: string, company: string) =>
  ({
    under_review: `Je sollicitatie op ${vacancyTitle} bij ${company} wordt beoordeeld.`,
    interview: `${company} nodigt je uit voor een gesprek over ${vacancyTitle}.`,
    hired: `Gefeliciteerd! ${company} heeft je aangenomen als ${vacancyTitle}.`,
    rejected: `${company} heeft besloten niet verder te gaan met je sollicitatie op ${vacancyTitle}.`,
  })[status];
