import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of notifications (issue 8). */
export async function notificationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
