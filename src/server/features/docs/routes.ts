import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Routes of the OpenAPI document (issue 13). */
export async function docsRoutes(_app: FastifyInstance, _ctx: AppContext) {}
