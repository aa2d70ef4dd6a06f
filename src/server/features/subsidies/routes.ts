import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of subsidies (issue 7). */
export async function subsidyRoutes(_app: FastifyInstance, _ctx: AppContext) {}
