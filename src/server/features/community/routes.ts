import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of the community (issue 8). */
export async function communityRoutes(_app: FastifyInstance, _ctx: AppContext) {}
