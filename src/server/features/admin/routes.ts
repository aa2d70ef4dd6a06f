import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of administration (issue 9). */
export async function adminRoutes(_app: FastifyInstance, _ctx: AppContext) {}
