import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { authRoutes } from './auth/routes.ts';
import { courseRoutes } from './courses/routes.ts';
import { instituteRoutes } from './institute/routes.ts';
import { scanRoutes } from './scan/routes.ts';
import { talentRoutes } from './talent/routes.ts';

/** Every feature's routes, mounted under /api. Add a feature here with one line. */
export async function apiFeatures(api: FastifyInstance, ctx: AppContext) {
  await authRoutes(api, ctx);
  await courseRoutes(api, ctx);
  await instituteRoutes(api, ctx);
  await scanRoutes(api, ctx);
  await talentRoutes(api, ctx);
}
