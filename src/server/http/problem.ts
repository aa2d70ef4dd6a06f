import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { localize, requestLanguage } from '../i18n/index.ts';
import { excerpt, type FieldProblem, HttpError, MESSAGE_MAX } from './errors.ts';
import { fieldCode, problemCode, problemType, VALIDATION_CODE } from './problem-codes.ts';

/**
 * Every error answer of the API is an RFC 9457 problem (decision 171), `application/problem+json`:
 *   { type, title, status, code, detail, message, errors? }
 * `detail` and `message` hold the same sentence in the request's language (`message` is what the
 * web app shows and what every earlier client read); a validation problem lists its failing fields.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';
/** The problem type of a request whose input fails its schema (a tag URI: named, not fetched; RFC 9457 §3.1.1). */
export const VALIDATION_PROBLEM = problemType(VALIDATION_CODE);

export interface Problem {
  /** `tag:skillsplatform.nl,2026:problem/<code>`: one URI per cause (http/problem-codes.ts). */
  type: string;
  title: string;
  status: number;
  /** The stable, machine-readable cause, e.g. `enrollment.course_full`. */
  code: string;
  detail: string;
  message: string;
  errors?: (FieldProblem & { code: string })[];
}

/** A problem document for `status` with a Dutch `message`, in the request's language. */
export function problem(
  request: FastifyRequest,
  status: number,
  message: string,
  fields?: readonly FieldProblem[],
  givenCode?: string,
): Problem {
  const lang = requestLanguage(request);
  // A last line of defence: no message quotes more than a short excerpt of the input.
  const text = excerpt(localize(message, lang), MESSAGE_MAX);
  const code = fields ? VALIDATION_CODE : problemCode(status, message, givenCode);
  return {
    type: problemType(code),
    title: STATUS_CODES[status] ?? 'Error',
    status,
    code,
    detail: text,
    message: text,
    ...(fields
      ? {
          errors: fields.map((f) => ({
            ...f,
            detail: excerpt(localize(f.detail, lang), MESSAGE_MAX),
            code: f.code ?? fieldCode(undefined),
          })),
        }
      : {}),
  };
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  opts: { headers?: Record<string, string>; fields?: readonly FieldProblem[]; code?: string } = {},
) {
  return reply
    .status(status)
    .headers(opts.headers ?? {})
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problem(request, status, message, opts.fields, opts.code)));
}

/** Fastify's own client errors, in Dutch. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'De verzonden gegevens zijn geen geldige JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'De verzonden gegevens zijn leeg',
  FST_ERR_CTP_BODY_TOO_LARGE: 'De verzonden gegevens zijn te groot',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Stuur de gegevens als JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Ongeldige lengte van de verzonden gegevens',
  FST_ERR_BAD_URL: 'Ongeldig adres: het pad is niet correct gecodeerd',
  FST_ERR_ASYNC_CONSTRAINT: 'Ongeldig verzoek',
};

/** The one error handler: our HttpErrors, Fastify's client errors and anything unexpected (a logged 500). */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error instanceof HttpError) {
    return sendProblem(request, reply, status, error.message, {
      headers: error.headers,
      fields: error.fields,
      code: error.code,
    });
  }
  if (status === 429)
    return sendProblem(request, reply, 429, 'Te veel verzoeken. Probeer het later opnieuw.');
  if (status >= 400 && status < 500) {
    const code = 'code' in error ? error.code : undefined;
    const message =
      (code && FASTIFY_MESSAGES[code]) ||
      (status === 400 ? `Ongeldig verzoek: ${excerpt(error.message, 120)}` : excerpt(error.message, 120));
    return sendProblem(request, reply, status, message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(request, reply, 500, 'Er is een interne fout opgetreden. Probeer het later opnieuw.');
}
