import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';

export async function talentRoutes(_app: FastifyInstance, _ctx: AppContext) {}
