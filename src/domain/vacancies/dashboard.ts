import { APPLICATION_STATUSES, type ApplicationStatus, type VacancyStatus } from './status.ts';

export interface DashboardInput {
  vacancies: { id: number; status: VacancyStatus }[];
  applications: {
    vacancyId: number;
    status: ApplicationStatus;
    matchScore: number | null;
    createdAt: string;
  }[];
}

export interface DashboardFigures {
  activeVacancies: number;
  closedVacancies: number;
  totalApplications: number;
  pendingReview: number;
  /** Rounded mean of the known match scores; null when none is known. */
  averageMatchScore: number | null;
  byStatus: Record<ApplicationStatus, number>;
  pendingByVacancy: Map<number, number>;
  applicationsLast30Days: number;
  /** Hired / (hired + rejected) in percent, rounded; null when none is decided. */
  hireRatePercent: number | null;
}

const DAY_MS = 86_400_000;

/** The company dashboard's figures (spec §2.12) from the company's own vacancies and applications. */
export function dashboardFigures(
  { vacancies, applications }: DashboardInput,
  now = Date.now(),
): DashboardFigures {
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  const pendingByVacancy = new Map<number, number>();
  let scoreSum = 0;
  let scored = 0;
  let last30 = 0;
  for (const a of applications) {
    byStatus[a.status] += 1;
    if (a.matchScore !== null) {
      scoreSum += a.matchScore;
      scored += 1;
    }
    if (a.status === 'under_review')
      pendingByVacancy.set(a.vacancyId, (pendingByVacancy.get(a.vacancyId) ?? 0) + 1);
    if (now - Date.parse(a.createdAt) <= 30 * DAY_MS) last30 += 1;
  }
  const decided = byStatus.hired + byStatus.rejected;
  return {
    activeVacancies: vacancies.filter((v) => v.status === 'active').length,
    closedVacancies: vacancies.filter((v) => v.status === 'closed').length,
    totalApplications: applications.length,
    pendingReview: byStatus.under_review,
    averageMatchScore: scored ? Math.round(scoreSum / scored) : null,
    byStatus,
    pendingByVacancy,
    applicationsLast30Days: last30,
    hireRatePercent: decided ? Math.round((byStatus.hired / decided) * 100) : null,
  };
}
