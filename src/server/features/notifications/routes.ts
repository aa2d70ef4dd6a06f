import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import {
  notificationSchema,
  patchUserSettingsBody,
  UNREAD_COUNT_HEADER,
  userSettingsSchema,
} from '../../../contracts/notifications.ts';
import { NOTIFICATION_PROBLEMS } from '../../../contracts/problems/notifications.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { callerKey, checkIfMatch, versionedEtag } from '../../http/if-match.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../i18n/index.ts';
import {
  deleteNotification,
  getSettings,
  listNotifications,
  markAllRead,
  markRead,
  notificationFingerprint,
  updateSettings,
} from './store.ts';

/** A strong ETag of the exact answer, so an unchanged list answers 304 to If-None-Match. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/** Notifications (spec §2.5, §7) and the user's settings: owner only, any signed-in role. */
export async function notificationRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/user/notifications',
    operationId: 'listOwnNotifications',
    summary: 'Eigen meldingen (nieuwste eerst, per pagina), ongelezen aantal in X-Unread-Count; ETag/304',
    tag: 'notifications',
    access: 'signedIn',
    query: pageQuery,
    response: { 200: page(notificationSchema), 304: noContent },
    headers: ['ETag', 'X-Unread-Count', 'Link'],
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      // The ETag is the list's fingerprint, not a hash of the body: an unchanged list (the poll)
      // answers 304 from one aggregate query, without reading or rendering the list.
      const { version, unread } = await notificationFingerprint(k, request.user.id);
      const etag = etagOf(`${lang}:${version}:${request.url}`);
      reply.header('ETag', etag);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      reply.header('Vary', 'Accept-Language');
      reply.header('Content-Language', lang);
      reply.header('Cache-Control', 'private, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const size = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const { items } = await listNotifications(k, request.user.id, lang, after, size);
      const answer = finishPage(request, reply, items, size, (n) => [n.createdAt, n.id]);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer) as never);
    },
  });

  route(app, {
    method: 'POST',
    url: '/notifications/:id/read',
    operationId: 'markNotificationRead',
    summary: 'Melding als gelezen markeren',
    tag: 'notifications',
    access: 'signedIn',
    params: idParam,
    response: { 200: z.object({ id: z.number().int(), isRead: z.literal(true) }) },
    handler: async (request) => {
      const { id } = request.params;
      if (!(await markRead(k, request.user.id, id)))
        throw fail(NOTIFICATION_PROBLEMS['notification.not_found']);
      return { id, isRead: true as const };
    },
  });

  route(app, {
    method: 'POST',
    url: '/notifications/mark-all-read',
    operationId: 'markAllNotificationsRead',
    summary: 'Alle eigen meldingen gelezen',
    tag: 'notifications',
    access: 'signedIn',
    response: { 200: z.object({ updated: z.number().int() }) },
    handler: async (request) => ({ updated: await markAllRead(k, request.user.id) }),
  });

  route(app, {
    method: 'DELETE',
    url: '/notifications/:id',
    operationId: 'deleteNotification',
    summary: 'Eigen melding verwijderen',
    tag: 'notifications',
    access: 'signedIn',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      if (!(await deleteNotification(k, request.user.id, request.params.id)))
        throw fail(NOTIFICATION_PROBLEMS['notification.not_found']);
      return reply.status(204).send();
    },
  });

  route(app, {
    method: 'GET',
    url: '/user/settings',
    operationId: 'getOwnSettings',
    summary: 'Eigen instellingen',
    tag: 'notifications',
    access: 'signedIn',
    response: { 200: userSettingsSchema },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'userSettings', callerKey),
    handler: (request) => getSettings(k, request.user.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/user/settings',
    operationId: 'updateOwnSettings',
    summary: 'Eigen instellingen wijzigen (elk deel optioneel)',
    tag: 'notifications',
    access: 'signedIn',
    body: patchUserSettingsBody,
    response: { 200: userSettingsSchema },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      await checkIfMatch(request, k, 'userSettings', request.user.id);
      return updateSettings(k, request.user.id, request.body);
    },
  });
}
