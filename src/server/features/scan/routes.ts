import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';

export async function scanRoutes(_app: FastifyInstance, _ctx: AppContext) {}
