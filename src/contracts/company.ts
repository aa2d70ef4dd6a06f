import { z } from 'zod';
import { ENROLLMENT_STATUSES } from '../domain/enrollments/status.ts';
import { EVIDENCE_LEVELS } from '../domain/evidence/levels.ts';
import { APPLICATION_STATUSES } from '../domain/vacancies/index.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, emailText, intId, optionalText, pageQuery, syncQuery, text } from './common.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';
import { applicationMatch, matchSource, vacancyBase } from './vacancies.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Bedrijf: werknemers, uitnodigingen en dashboard',
  scope: { nl: 'Bedrijf', en: 'Company' },
} as const satisfies ApiTagDeclaration;

/** GET /api/company/vacancies: the company's own vacancies (active and closed), newest first. */
export const companyVacancy = vacancyBase.extend({
  updatedAt: dateTime(),
  applicationCount: z.number().int(),
});
export type CompanyVacancy = z.infer<typeof companyVacancy>;

/** GET /api/company/applications: applications to the company's own vacancies, newest first. */
export const companyApplication = z.object({
  id: z.number().int(),
  vacancyId: z.number().int(),
  vacancyTitle: text(),
  /** The applicant's user id: stable, so an integration matches the person in its own system. */
  applicantId: text(),
  /** Applicants share their name and e-mail by applying. */
  talentName: text(),
  talentEmail: text(),
  motivation: text(),
  status: z.enum(APPLICATION_STATUSES),
  /** Skills and their evidence only (decision 191): no scan-derived figure. */
  match: applicationMatch,
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
export type CompanyApplication = z.infer<typeof companyApplication>;

const byStatus = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof APPLICATION_STATUSES)[number],
    z.ZodNumber
  >,
);

/** GET /api/company/dashboard (spec §2.12), every figure from the company's own rows. */
export const companyDashboard = z.object({
  activeVacancies: z.number().int(),
  totalApplications: z.number().int(),
  pendingReview: z.number().int(),
  /** Rounded mean of the applications' known match scores; null when none is known. */
  averageMatchScore: z.number().nullable(),
  vacancies: z.array(companyVacancy.extend({ pendingReview: z.number().int() })),
  recentApplications: z.array(companyApplication),
  analytics: z.object({
    byStatus,
    applicationsLast30Days: z.number().int(),
    /** Hired / decided (hired + rejected), percent; null when nothing is decided yet. */
    hireRatePercent: z.number().nullable(),
    closedVacancies: z.number().int(),
    employees: z.number().int(),
  }),
});
export type CompanyDashboard = z.infer<typeof companyDashboard>;

export const companyApplicationsQuery = syncQuery.extend({
  vacancyId: intId().optional(),
});

/** GET /api/company/employees (spec §3 Employee) plus the link's status. */
export const employee = z.object({
  id: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  email: text(),
  position: text().nullable(),
  department: text().nullable(),
  completedCourses: z.number().int(),
  enrolledCourses: z.number().int(),
  /** When the link last changed: accepted (or, for older links, invited); what `updatedSince` compares. */
  updatedAt: dateTime(),
});
export type Employee = z.infer<typeof employee>;

/** GET /api/company/employees/{id}: Bekijken, the employee's courses and progress. */
export const employeeDetail = employee.extend({
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      title: text(),
      progress: z.number().int(),
      status: z.enum(ENROLLMENT_STATUSES),
    }),
  ),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

/** An invitation not yet answered, as the company sees it. */
export const pendingInvitation = z.object({
  id: z.number().int(),
  email: text(),
  /** Always null: the company learns the talent's name only when the talent accepts. */
  name: z.null(),
  position: text().nullable(),
  department: text().nullable(),
  createdAt: dateTime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** POST /api/company/employees/invite. */
export const inviteEmployeeBody = z
  .object({
    email: emailText(),
    position: optionalText(100, FIELD_LABELS['label.job_title']),
    department: optionalText(100, FIELD_LABELS['label.department']),
  })
  .strict();
export type InviteEmployeeBody = z.input<typeof inviteEmployeeBody>;

/** POST /api/company/employees/invite: the same answer for every address. */
export const inviteAnswer = z.object({ status: z.literal('sent'), email: text(), message: text() });

/** GET /api/user/employer-invitations: the talent's invitations waiting for an answer. */
export const employerInvitation = z.object({
  id: z.number().int(),
  companyName: text(),
  position: text().nullable(),
  department: text().nullable(),
  createdAt: dateTime(),
});
export type EmployerInvitation = z.infer<typeof employerInvitation>;

/** POST /api/user/employer-invitations/{id}/accept or …/decline. */
export const invitationAnswer = z.object({ status: z.enum(['active', 'declined']) });

/** GET /api/company/talent-search. */
export const talentSearchQuery = pageQuery.extend({
  skill: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    text(FIELD_MESSAGES['field.skill_text'])
      .trim()
      .max(100, { error: FIELD_MESSAGES['field.skill_too_long'] })
      .optional(),
  ),
});

/**
 * One findable talent. Only the first name and skills, unless the talent applied to one of the
 * company's vacancies: then the full name and e-mail too.
 */
export const talentSearchResult = z.object({
  /** A per-answer key for lists; not a user id. */
  key: text(),
  firstName: text(),
  /** The talent's skills with their evidence, strongest first (decision 190); no scan-derived data. */
  skills: z.array(
    z.object({
      name: text(),
      evidence: z.enum(EVIDENCE_LEVELS).exclude(['missing']),
      /** The strongest source of the evidence: title, issuer and trust, link (decision 405). */
      source: matchSource.nullable(),
    }),
  ),
  applied: z.boolean(),
  fullName: text().nullable(),
  email: text().nullable(),
});
export type TalentSearchResult = z.infer<typeof talentSearchResult>;
