import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { authRoutes } from './auth/routes.ts';

/** Every feature's routes, mounted under /api. Add a feature here with one line. */
export async function apiFeatures(api: FastifyInstance, ctx: AppContext) {
  await authRoutes(api, ctx);
}
