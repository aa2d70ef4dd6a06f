import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { excerpt } from '../../domain/text.ts';
import { localize, requestLanguage } from '../i18n/index.ts';

/**
 * An error with an HTTP status and a message meant for the user. It is an expected answer, never
 * logged, so it captures no stack trace: capturing one was the largest single cost of a signed-out
 * `GET /api/user` in the CPU profile (decision 125).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/** The message of every 401 for a missing or expired session. */
export const UNAUTHORIZED = 'Niet ingelogd';
export const unauthorized = (message = UNAUTHORIZED) => new HttpError(401, message);
export const forbidden = (message = 'Je hebt geen toegang tot deze actie') => new HttpError(403, message);
export const notFound = (message = 'Niet gevonden') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export { excerpt };

/** The longest error message sent: a last line of defence should a message ever quote too much. */
export const MESSAGE_MAX = 300;

/** Parses input with a zod schema; the first problem becomes a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = excerpt(issue.path.join('.'));
  // Our schemas carry Dutch messages; zod's English defaults get a Dutch sentence naming the field.
  const english = /^(Invalid|Expected|Too |Unrecognized|Required)/.test(issue.message);
  const message =
    issue.code === 'unrecognized_keys'
      ? `Onbekend veld: ${excerpt(issue.keys.join(', '))}`
      : english
        ? `Ongeldige waarde voor ${field || 'het verzoek'}`
        : issue.message;
  throw new HttpError(400, message);
}

/** Fastify's own client errors, in Dutch. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'De verzonden gegevens zijn geen geldige JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De verzonden gegevens zijn leeg',
  FST_ERR_CTP_BODY_TOO_LARGE: 'De verzonden gegevens zijn te groot',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Stuur de gegevens als JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Ongeldige lengte van de verzonden gegevens',
};

/** Every error answer is `{ message }` in the request's language (server/i18n). */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const send = (code: number, message: string, headers: Record<string, string> = {}) =>
    reply
      .status(code)
      .headers(headers)
      .send({ message: excerpt(localize(message, requestLanguage(request)), MESSAGE_MAX) });
  if (error instanceof HttpError) return send(status, error.message, error.headers);
  if (status === 429) return send(429, 'Te veel verzoeken. Probeer het later opnieuw.');
  if (status >= 400 && status < 500) {
    const code = 'code' in error ? error.code : undefined;
    const message =
      (code && FASTIFY_MESSAGES[code]) ||
      (status === 400 ? `Ongeldig verzoek: ${excerpt(error.message, 120)}` : excerpt(error.message, 120));
    return send(status, message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(500, 'Er is een interne fout opgetreden. Probeer het later opnieuw.');
}
