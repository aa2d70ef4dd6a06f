import type { FastifyRequest } from 'fastify';
import type { Said } from '../../contracts/messages/define.ts';
import { type ApiLanguage, fromAcceptLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, resolved once by the API's onRequest hook (server/i18n/language.ts). */
    lang: ApiLanguage | null;
  }
}

export { type ApiLanguage, fromAcceptLanguage, resolveLanguage } from './language.ts';

/** The language resolved for this request (app.ts resolves it once, in the API's onRequest hook). */
export const requestLanguage = (request: FastifyRequest): ApiLanguage =>
  request.lang ?? fromAcceptLanguage(request.headers['accept-language']) ?? 'nl';

/** A message of a catalogue (contracts/messages, decision 515) in the request's language. */
export const say = (request: FastifyRequest, message: Pick<Said, 'nl' | 'en'>): string =>
  message[requestLanguage(request)];
