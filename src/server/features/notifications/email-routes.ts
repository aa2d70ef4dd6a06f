import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../../contracts/common.ts';
import { emailPreferences, UNSUBSCRIBED, unsubscribeBody } from '../../../contracts/notifications.ts';
import { NOTIFICATION_PROBLEMS } from '../../../contracts/problems/notifications.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { callerKey, checkIfMatch, versionedEtag } from '../../http/if-match.ts';
import { route } from '../../http/route.ts';
import { say } from '../../i18n/index.ts';
import { getEmailPreferences, saveEmailPreferences, unsubscribeByToken } from './email-store.ts';

/** E-mail for what matters: the types by e-mail, and the unsubscribe link without sign-in. */
export async function emailPreferenceRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/user/email-preferences',
    operationId: 'getEmailPreferences',
    summary: 'Welke meldingstypen ook per e-mail komen (standaard geen; beveiligingsmails altijd)',
    tag: 'notifications',
    access: 'signedIn',
    response: { 200: emailPreferences },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'emailPreferences', callerKey),
    handler: (request) => getEmailPreferences(k, request.user.id),
  });

  route(app, {
    method: 'PUT',
    url: '/user/email-preferences',
    operationId: 'updateEmailPreferences',
    summary: 'Meldingstypen per e-mail kiezen',
    tag: 'notifications',
    access: 'signedIn',
    body: emailPreferences,
    response: { 200: emailPreferences },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      await checkIfMatch(request, k, 'emailPreferences', request.user.id);
      await saveEmailPreferences(k, request.user.id, request.body);
      return getEmailPreferences(k, request.user.id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/email/unsubscribe',
    operationId: 'unsubscribeEmail',
    summary: 'Afmelden voor meldingen per e-mail met de link uit een e-mail (zonder inloggen)',
    tag: 'notifications',
    access: 'public',
    config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
    body: unsubscribeBody,
    response: { 200: messageAnswer },
    handler: async (request) => {
      if (!(await unsubscribeByToken(k, request.body.token)))
        throw fail(NOTIFICATION_PROBLEMS['notification.unsubscribe_invalid']);
      return { message: say(request, UNSUBSCRIBED) };
    },
  });
}
