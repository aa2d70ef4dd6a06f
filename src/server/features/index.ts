import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { adminRoutes } from './admin/index.ts';
import { authRoutes, passwordResetRoutes } from './auth/index.ts';
import { communityRoutes } from './community/index.ts';
import { companyRoutes, companyTrendRoutes, employmentEndRoutes } from './company/index.ts';
import {
  activeCourseTotal,
  courseCountsByInstitute,
  courseManageRoutes,
  courseRoutes,
} from './courses/index.ts';
import { credentialRoutes, issueCredentialForEnrollment } from './credentials/index.ts';
import { docsRoutes } from './docs/index.ts';
import { documentRoutes } from './documents/index.ts';
import {
  enrollmentLearnerRoutes,
  enrollmentRoutes,
  myEnrollment,
  passedEnrollmentTotal,
} from './enrollments/index.ts';
import {
  assertCourseLimit,
  instituteRoutes,
  instituteSettingsRoutes,
  instituteTrendRoutes,
  licenceRoutes,
  pendingNameTaken,
} from './institute/index.ts';
import { emailPreferenceRoutes, notificationRoutes } from './notifications/index.ts';
import { ooapiRoutes, ooapiSourceRoutes } from './ooapi/index.ts';
import { profileRoutes } from './profile/index.ts';
import { reviewRoutes } from './reviews/index.ts';
import { scanRoutes } from './scan/index.ts';
import { subsidyRoutes } from './subsidies/index.ts';
import { subsidyApplicationRoutes } from './subsidy-applications/index.ts';
import { talentRoutes } from './talent/index.ts';
import { vacancyRoutes } from './vacancies/index.ts';

/** The admin's platform figures: active courses (courses) and confirmed passes (enrollments). */
const platformCourseCounts = async (db: Db['kysely']) => {
  const [activeCourses, completedCourses] = await Promise.all([
    activeCourseTotal(db),
    passedEnrollmentTotal(db),
  ]);
  return { activeCourses, completedCourses };
};

/** Every feature's routes, mounted under /api. Add a feature here with one line. */
export async function apiFeatures(api: FastifyInstance, ctx: AppContext) {
  await authRoutes(api, ctx, { pendingNameTaken });
  await passwordResetRoutes(api, ctx);
  await enrollmentLearnerRoutes(api, ctx);
  await courseRoutes(api, ctx, { myEnrollment });
  await courseManageRoutes(api, ctx, { assertCourseLimit });
  await enrollmentRoutes(api, ctx, { issueCredentialForEnrollment });
  await credentialRoutes(api, ctx);
  await reviewRoutes(api, ctx);
  await documentRoutes(api, ctx);
  await instituteRoutes(api, ctx);
  await instituteSettingsRoutes(api, ctx);
  await instituteTrendRoutes(api, ctx);
  await licenceRoutes(api, ctx);
  await ooapiSourceRoutes(api, ctx, { assertCourseLimit });
  await scanRoutes(api, ctx);
  await talentRoutes(api, ctx);
  await subsidyRoutes(api, ctx);
  await subsidyApplicationRoutes(api, ctx);
  await notificationRoutes(api, ctx);
  await emailPreferenceRoutes(api, ctx);
  await communityRoutes(api, ctx);
  await profileRoutes(api, ctx);
  await adminRoutes(api, ctx, { platformCourseCounts, courseCountsByInstitute });
  await companyRoutes(api, ctx);
  await employmentEndRoutes(api, ctx);
  await companyTrendRoutes(api, ctx);
  await vacancyRoutes(api, ctx);
  await docsRoutes(api, ctx);
}

/** The Open Education API 6.0 routes, mounted under /ooapi (decision 325). */
export async function ooapiFeature(ooapi: FastifyInstance, ctx: AppContext) {
  await ooapiRoutes(ooapi, ctx);
}
