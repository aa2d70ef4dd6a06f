import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of vacancies and applications (issue 10). */
export async function vacancyRoutes(_app: FastifyInstance, _ctx: AppContext) {}
