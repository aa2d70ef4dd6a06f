import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../contracts/common.ts';
import {
  notificationSchema,
  patchUserSettingsBody,
  UNREAD_COUNT_HEADER,
  userSettingsSchema,
} from '../../../contracts/notifications.ts';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { notFound, parse } from '../../http/errors.ts';
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

const NOT_FOUND = 'Melding niet gevonden';
const tags = ['notifications'];

/** A strong ETag of the exact answer, so an unchanged list answers 304 to If-None-Match. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);

/** Notifications (spec §2.5, §7) and the user's settings: owner only, any signed-in role. */
export async function notificationRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.get(
    '/user/notifications',
    {
      config: {
        doc: {
          summary: 'Eigen meldingen (nieuwste 50), ongelezen aantal in X-Unread-Count; ETag/304',
          tags,
          response: z.array(notificationSchema),
          access: 'signedIn',
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const lang = requestLanguage(request);
      // The ETag is the list's fingerprint, not a hash of the body: an unchanged list (the poll)
      // answers 304 from one aggregate query, without reading or rendering the list (issue 27).
      const { version, unread } = await notificationFingerprint(k, user.id);
      const etag = etagOf(`${lang}:${version}`);
      reply.header('ETag', etag);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      reply.header('Vary', 'Accept-Language');
      reply.header('Content-Language', lang);
      reply.header('Cache-Control', 'private, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      const { items } = await listNotifications(k, user.id, lang);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(items));
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { doc: { summary: 'Melding als gelezen markeren', tags, params: idParam, access: 'signedIn' } },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      if (!(await markRead(k, user.id, id))) throw notFound(NOT_FOUND);
      return { id, isRead: true };
    },
  );

  app.post(
    '/notifications/mark-all-read',
    { config: { doc: { summary: 'Alle eigen meldingen gelezen', tags, access: 'signedIn' } } },
    async (request) => {
      const user = requireUser(request);
      return { updated: await markAllRead(k, user.id) };
    },
  );

  app.delete(
    '/notifications/:id',
    { config: { doc: { summary: 'Eigen melding verwijderen', tags, params: idParam, access: 'signedIn' } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      if (!(await deleteNotification(k, user.id, id))) throw notFound(NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/settings',
    {
      config: {
        doc: {
          summary: 'Eigen instellingen',
          tags: ['settings'],
          response: userSettingsSchema,
          access: 'signedIn',
        },
      },
    },
    async (request) => getSettings(k, requireUser(request).id),
  );

  app.patch(
    '/user/settings',
    {
      config: {
        doc: {
          summary: 'Eigen instellingen wijzigen (elk deel optioneel)',
          tags: ['settings'],
          body: patchUserSettingsBody,
          response: userSettingsSchema,
          access: 'signedIn',
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = parse(patchUserSettingsBody, request.body);
      return updateSettings(k, user.id, body);
    },
  );
}
