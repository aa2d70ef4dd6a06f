import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { groupRoutes } from './group-routes.ts';
import { postRoutes } from './post-routes.ts';

/** The community of spec §2.16: every call needs a session; ownership decides deletes. */
export async function communityRoutes(app: FastifyInstance, ctx: AppContext) {
  await postRoutes(app, ctx);
  await groupRoutes(app, ctx);
}
