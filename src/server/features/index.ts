import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { KyselyDb } from '../db/schema.ts';
import { activeCourseTotal, courseCountsByInstitute } from './courses/index.ts';
import { issueCredentialForEnrollment, revokeCredentialOfEnrollment } from './credentials/index.ts';
import { myEnrollment, passedEnrollmentTotal } from './enrollments/index.ts';
import { assertCourseLimit, enteredIdentities, pendingNameTaken } from './institute/index.ts';
import { ooapiRoutes } from './ooapi/index.ts';
import { FEATURE_ROUTES } from './routes.generated.ts';

/** The admin's platform figures: active courses (courses) and confirmed passes (enrollments). */
const platformCourseCounts = async (db: KyselyDb) => {
  const [activeCourses, completedCourses] = await Promise.all([
    activeCourseTotal(db),
    passedEnrollmentTotal(db),
  ]);
  return { activeCourses, completedCourses };
};

/**
 * What one feature's routes need from another feature that imports it (a cycle otherwise): handed
 * to every plugin, each takes the part it names in its third parameter.
 */
const deps = {
  pendingNameTaken,
  assertCourseLimit,
  platformCourseCounts,
  courseCountsByInstitute,
  enteredIdentities,
  myEnrollment,
  issueCredentialForEnrollment,
  revokeCredentialOfEnrollment,
};
type FeaturePlugin = (api: FastifyInstance, ctx: AppContext, features: typeof deps) => Promise<void>;

/**
 * Every feature's routes, mounted under /api: each `…Routes` plugin a feature's routes files export
 * and the feature does not register itself, listed by `npm run generate` in routes.generated.ts.
 */
export async function apiFeatures(api: FastifyInstance, ctx: AppContext) {
  const plugins: readonly FeaturePlugin[] = FEATURE_ROUTES;
  for (const plugin of plugins) await plugin(api, ctx, deps);
}
/** The Open Education API 6.0 routes, mounted under /ooapi (decision 325). */
export async function ooapiFeature(ooapi: FastifyInstance, ctx: AppContext) {
  await ooapiRoutes(ooapi, ctx);
}
