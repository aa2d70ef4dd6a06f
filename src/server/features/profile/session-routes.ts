import type { FastifyInstance } from 'fastify';
import { page, pageQuery } from '../../../contracts/common.ts';
import { PROFILE_PROBLEMS } from '../../../contracts/problems/profile.ts';
import { sessionIdParam, sessionSummary, sessionsEnded } from '../../../contracts/profile.ts';
import { describeUserAgent } from '../../../domain/profile/user-agent.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import { deleteOtherSessions, deleteUserSession, listUserSessions } from '../auth/index.ts';

/** The signed-in user's sessions (decision 051): list them, end one or all others. */
export async function sessionRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/user/sessions',
    operationId: 'listOwnSessions',
    summary: 'Actieve sessies',
    tag: 'profile',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(sessionSummary) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const sessions = await listUserSessions(k, request.user.id, request.sessionToken);
      const language = requestLanguage(request);
      const shown = sessions.map(({ userAgent, ...s }) => ({
        ...s,
        browser: describeUserAgent(userAgent, language),
      }));
      return pageInMemory(request, reply, shown);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/sessions',
    operationId: 'endOtherSessions',
    summary: 'Alle andere sessies beëindigen',
    tag: 'profile',
    access: 'signedIn',
    response: { 200: sessionsEnded },
    handler: async (request) => ({
      ended: await deleteOtherSessions(k, request.user.id, request.sessionToken),
    }),
  });

  route(app, {
    method: 'DELETE',
    url: '/user/sessions/:id',
    operationId: 'endSession',
    summary: 'Eén sessie beëindigen',
    tag: 'profile',
    access: 'signedIn',
    params: sessionIdParam,
    response: { 200: sessionsEnded },
    handler: async (request) => {
      const { id } = request.params;
      const sessions = await listUserSessions(k, request.user.id, request.sessionToken);
      if (sessions.find((s) => s.id === id)?.current) {
        throw fail(PROFILE_PROBLEMS['session.current']);
      }
      if (!(await deleteUserSession(k, request.user.id, id)))
        throw fail(PROFILE_PROBLEMS['session.not_found']);
      return { ended: 1 };
    },
  });
}
