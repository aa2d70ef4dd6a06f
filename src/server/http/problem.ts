import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../contracts/common.ts';
import type { ProblemDef } from '../../contracts/problems/define.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { isDatabaseBusy } from '../db/busy.ts';
import { type ApiLanguage, requestLanguage } from '../i18n/index.ts';
import { excerpt, fail, failWith, HttpError, MESSAGE_MAX } from './errors.ts';
import { fieldCode, problemCode, problemType, VALIDATION_CODE } from './problem-codes.ts';

/**
 * Every error answer of the API is an RFC 9457 problem (decision 171), `application/problem+json`:
 *   { type, title, status, code, detail, message, errors? } (`ErrorBody`, contracts/common.ts)
 * `detail` and `message` hold the same sentence in the request's language (`message` is what the
 * web app shows and what every earlier client read); a validation problem lists its failing fields.
 * A problem thrown by its code (decision 475) brings its own Dutch and English text.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';
/** The problem type of a request whose input fails its schema (a tag URI: named, not fetched; RFC 9457 §3.1.1). */
export const VALIDATION_PROBLEM = problemType(VALIDATION_CODE);

/** The problem document of an error, in the request's language. */
export const problem = (request: FastifyRequest, error: HttpError): ErrorBody =>
  problemIn(requestLanguage(request), error);

function problemIn(lang: ApiLanguage, error: HttpError): ErrorBody {
  const { statusCode: status } = error;
  const fields = lang === 'en' && error.enFields ? error.enFields : error.fields;
  // Said by code in both languages (decisions 475, 515); a text without English (Fastify's own) as it is.
  const said = lang === 'en' && error.en !== undefined ? error.en : error.message;
  // A last line of defence: no message quotes more than a short excerpt of the input.
  const text = excerpt(said, MESSAGE_MAX);
  const code = fields ? VALIDATION_CODE : problemCode(status, error.code);
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
            detail: excerpt(f.detail, MESSAGE_MAX),
            code: f.code ?? fieldCode(undefined),
          })),
        }
      : {}),
  };
}

/**
 * Every 401 says how to authenticate (RFC 9110 §11.6.1): a bearer token (a personal access token)
 * or the session cookie; a route may name a more precise challenge (an invalid token, a scope).
 */
const CHALLENGE = { 'WWW-Authenticate': 'Bearer realm="api"' };

export const sendProblem = (request: FastifyRequest, reply: FastifyReply, error: HttpError) =>
  sendProblemText(reply, error.statusCode, problemHeaders(error), JSON.stringify(problem(request, error)));

const problemHeaders = (error: HttpError) =>
  error.statusCode === 401 ? { ...CHALLENGE, ...error.headers } : error.headers;

const sendProblemText = (reply: FastifyReply, status: number, headers: HttpError['headers'], text: string) =>
  reply.status(status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(text);

/**
 * A problem without a variable part, its answer written once per language: the API's most frequent
 * refusals (401 without a session, 403) cost no error object and no serialization per request. In
 * the CPU profile of a signed-out `GET /api/user` making and writing the error was a tenth of the
 * work (issue 48). Sent from a hook (the access check), which then ends the request's lifecycle.
 */
export function keptProblem(def: ProblemDef) {
  const error = failWith(def);
  const headers = problemHeaders(error);
  const texts: Record<ApiLanguage, string> = {
    nl: JSON.stringify(problemIn('nl', error)),
    en: JSON.stringify(problemIn('en', error)),
  };
  return (request: FastifyRequest, reply: FastifyReply) =>
    sendProblemText(reply, error.statusCode, headers, texts[requestLanguage(request)]);
}

/** Fastify's own client errors, by their Fastify code. */
const FASTIFY_PROBLEMS: Record<string, ProblemDef> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_PROBLEMS['request.invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_PROBLEMS['request.empty_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_PROBLEMS['request.too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_PROBLEMS['request.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_PROBLEMS['request.invalid_content_length'],
  FST_ERR_BAD_URL: HTTP_PROBLEMS['request.bad_url'],
};

/** A Fastify client error as our error, with Fastify's status. */
function clientError(status: number, error: FastifyError): HttpError {
  const known = FASTIFY_PROBLEMS[error.code];
  const asked = known
    ? fail(known)
    : status === 400 || error.code === 'FST_ERR_ASYNC_CONSTRAINT'
      ? fail(HTTP_PROBLEMS['request.invalid'], {
          reason: error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? undefined : excerpt(error.message, 120),
        })
      : undefined;
  // Anything else Fastify refuses: its own (English) sentence, the code of its status.
  if (!asked) return new HttpError(status, excerpt(error.message, 120));
  const answer = new HttpError(status, asked.message, {}, undefined, asked.code);
  answer.en = asked.en;
  return answer;
}

/** The one error handler: our HttpErrors, Fastify's client errors, a busy database (503) and anything unexpected (a logged 500). */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error instanceof HttpError) return sendProblem(request, reply, error);
  if (status === 429) return sendProblem(request, reply, fail(HTTP_PROBLEMS['rate_limit.exceeded']));
  if (status >= 400 && status < 500)
    return sendProblem(request, reply, clientError(status, error as FastifyError));
  // The database kept a lock past its wait (SQLite's busy timeout, a PostgreSQL lock or serialization
  // conflict): the failing statement wrote nothing, and the same request may succeed in a moment.
  if (isDatabaseBusy(error)) {
    request.log.warn({ err: error }, 'database busy');
    return sendProblem(request, reply, fail(HTTP_PROBLEMS['server.busy'], undefined, { 'Retry-After': '2' }));
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(request, reply, fail(HTTP_PROBLEMS['server.internal']));
}
