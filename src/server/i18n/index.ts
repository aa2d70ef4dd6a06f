import type { FastifyRequest } from 'fastify';
import { EN_MESSAGES, EN_PATTERNS } from './en.ts';
import { type ApiLanguage, fromAcceptLanguage } from './language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, resolved once by the API's onRequest hook (server/i18n/language.ts). */
    lang: ApiLanguage | null;
  }
}

export { type ApiLanguage, fromAcceptLanguage, resolveLanguage } from './language.ts';

/** A server text (written in Dutch) in the given language; unknown texts stay Dutch. */
export function localize(text: string, lang: ApiLanguage): string {
  if (lang === 'nl') return text;
  const exact = EN_MESSAGES[text];
  if (exact) return exact;
  for (const [pattern, render] of EN_PATTERNS) {
    const m = pattern.exec(text);
    if (m) return render(...m.slice(1));
  }
  return text;
}

/** The language resolved for this request (app.ts resolves it once, in the API's onRequest hook). */
export const requestLanguage = (request: FastifyRequest): ApiLanguage =>
  request.lang ?? fromAcceptLanguage(request.headers['accept-language']) ?? 'nl';

/** A server text in the request's language. */
export const say = (request: FastifyRequest, text: string): string =>
  localize(text, requestLanguage(request));
