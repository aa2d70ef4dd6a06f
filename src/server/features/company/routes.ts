import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of companies (issue 10). */
export async function companyRoutes(_app: FastifyInstance, _ctx: AppContext) {}
