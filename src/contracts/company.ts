import { z } from 'zod';
import type { EnrollmentStatus } from '../domain/enrollments/status.ts';
import type { ApplicationStatus } from '../domain/vacancies/index.ts';
import { emailText, intId, optionalText, text } from './common.ts';
import type { ApplicationMatch, VacancyBase } from './vacancies.ts';

/** GET /api/company/vacancies: the company's own vacancies (active and closed), newest first. */
export interface CompanyVacancy extends VacancyBase {
  updatedAt: string;
  applicationCount: number;
}

/** GET /api/company/applications: applications to the company's own vacancies, newest first. */
export interface CompanyApplication {
  id: number;
  vacancyId: number;
  vacancyTitle: string;
  /** Applicants share their name and e-mail by applying. */
  talentName: string;
  talentEmail: string;
  motivation: string;
  status: ApplicationStatus;
  /** Skills and their evidence only (decision 191): no scan-derived figure. */
  match: ApplicationMatch;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/company/dashboard (spec §2.12), every figure from the company's own rows. */
export interface CompanyDashboard {
  activeVacancies: number;
  totalApplications: number;
  pendingReview: number;
  /** Rounded mean of the applications' known match scores; null when none is known. */
  averageMatchScore: number | null;
  vacancies: (CompanyVacancy & { pendingReview: number })[];
  recentApplications: CompanyApplication[];
  analytics: {
    byStatus: Record<ApplicationStatus, number>;
    applicationsLast30Days: number;
    /** Hired / decided (hired + rejected), percent; null when nothing is decided yet. */
    hireRatePercent: number | null;
    closedVacancies: number;
    employees: number;
  };
}

export const companyApplicationsQuery = z.object({
  vacancyId: z.preprocess((v) => (v === '' || v === null ? undefined : v), intId().optional()),
});

/** GET /api/company/employees (spec §3 Employee) plus the link's status. */
export interface Employee {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  position: string | null;
  department: string | null;
  completedCourses: number;
  enrolledCourses: number;
}

/** GET /api/company/employees/{id}: Bekijken, the employee's courses and progress. */
export interface EmployeeDetail extends Employee {
  courses: { courseId: number; title: string; progress: number; status: EnrollmentStatus }[];
}

/** An invitation not yet answered, as the company sees it. */
export interface PendingInvitation {
  id: number;
  email: string;
  /** Always null: the company learns the talent's name only when the talent accepts (issue 26). */
  name: null;
  position: string | null;
  department: string | null;
  createdAt: string;
}

export interface EmployeesAnswer {
  employees: Employee[];
  invited: PendingInvitation[];
}

/** POST /api/company/employees/invite. */
export const inviteEmployeeBody = z
  .object({
    email: emailText(),
    position: optionalText(100, 'Functie'),
    department: optionalText(100, 'Afdeling'),
  })
  .strict();
export type InviteEmployeeBody = z.input<typeof inviteEmployeeBody>;

/** POST /api/company/employees/invite: the same answer for every address (issue 26, finding 5). */
export interface InviteAnswer {
  status: 'sent';
  email: string;
  message: string;
}

/** GET /api/user/employer-invitations: the talent's invitations waiting for an answer. */
export interface EmployerInvitation {
  id: number;
  companyName: string;
  position: string | null;
  department: string | null;
  createdAt: string;
}

/** GET /api/company/talent-search. */
export const talentSearchQuery = z.object({
  skill: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    text('Vaardigheid moet tekst zijn')
      .trim()
      .max(100, { error: 'Vaardigheid is te lang (maximaal 100 tekens)' })
      .optional(),
  ),
});
export type TalentSearchQuery = z.infer<typeof talentSearchQuery>;

/**
 * One findable talent. Only the first name and skills, unless the talent applied to one of the
 * company's vacancies: then the full name and e-mail too.
 */
export interface TalentSearchResult {
  /** A per-answer key for lists; not a user id. */
  key: string;
  firstName: string;
  /** The talent's skills with their evidence, strongest first (decision 190); no scan-derived data. */
  skills: { name: string; evidence: 'verified' | 'confirmed' | 'self_reported' | 'self_declared' }[];
  applied: boolean;
  fullName: string | null;
  email: string | null;
}
