import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of profile and account (issue 9). */
export async function profileRoutes(_app: FastifyInstance, _ctx: AppContext) {}
