import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { adminRoutes } from './admin/routes.ts';
import { passwordResetRoutes } from './auth/reset-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { communityRoutes } from './community/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { courseManageRoutes } from './courses/manage-routes.ts';
import { courseRoutes } from './courses/routes.ts';
import { credentialRoutes } from './credentials/routes.ts';
import { docsRoutes } from './docs/routes.ts';
import { enrollmentRoutes } from './enrollments/routes.ts';
import { instituteRoutes } from './institute/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { scanRoutes } from './scan/routes.ts';
import { subsidyRoutes } from './subsidies/routes.ts';
import { talentRoutes } from './talent/routes.ts';
import { vacancyRoutes } from './vacancies/routes.ts';

/** Every feature's routes, mounted under /api. Add a feature here with one line. */
export async function apiFeatures(api: FastifyInstance, ctx: AppContext) {
  await authRoutes(api, ctx);
  await passwordResetRoutes(api, ctx);
  await courseRoutes(api, ctx);
  await courseManageRoutes(api, ctx);
  await enrollmentRoutes(api, ctx);
  await credentialRoutes(api, ctx);
  await instituteRoutes(api, ctx);
  await scanRoutes(api, ctx);
  await talentRoutes(api, ctx);
  await subsidyRoutes(api, ctx);
  await notificationRoutes(api, ctx);
  await communityRoutes(api, ctx);
  await profileRoutes(api, ctx);
  await adminRoutes(api, ctx);
  await companyRoutes(api, ctx);
  await vacancyRoutes(api, ctx);
  await docsRoutes(api, ctx);
}
