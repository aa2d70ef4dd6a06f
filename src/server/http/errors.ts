import type { z } from 'zod';
import type { FieldProblem } from '../../contracts/common.ts';
import { localize } from '../../contracts/messages.ts';
import { type AnyProblem, problemTexts } from '../../contracts/problems/define.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { excerpt } from '../../domain/text.ts';
import { fieldCode } from './problem-codes.ts';

/**
 * An error with an HTTP status and a message meant for the user: made by `fail(…)` from a problem's
 * catalogue entry (its code, Dutch `message` and English `en`, decision 475), or by a validation
 * failure (Dutch, localized by the contracts' catalogue). The error handler, http/problem.ts,
 * answers it as problem details in the request's language. It is an expected
 * answer, never logged, so it captures no stack trace: capturing one was the largest single cost of
 * a signed-out `GET /api/user` in the CPU profile (decision 125).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  /** The failing fields of a validation error (a 400 of problem type "validation"). */
  readonly fields?: readonly FieldProblem[];
  /** The problem's stable code (a catalogue's, decision 475); without one, the status gives it. */
  readonly code?: string;
  /** The English text of a problem thrown by its code (`message` is its Dutch). */
  en?: string;

  constructor(
    statusCode: number,
    message: string,
    headers: Record<string, string> = {},
    fields?: readonly FieldProblem[],
    code?: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.statusCode = statusCode;
    this.headers = headers;
    if (fields) this.fields = fields;
    if (code) this.code = code;
  }
}

export type { FieldProblem };

type ParamsOf<D> = D extends { nl: (p: infer P) => string } ? P : undefined;

/**
 * The error of a problem thrown by its code (decision 475): its status and texts come from its
 * catalogue entry (`contracts/problems/<feature>.ts`), `params` fill a text's variable part.
 */
export function fail<D extends AnyProblem>(
  def: D,
  ...[params, headers]: ParamsOf<D> extends undefined
    ? [params?: undefined, headers?: Record<string, string>]
    : [params: ParamsOf<D>, headers?: Record<string, string>]
): HttpError {
  const texts = problemTexts(def, params, (dutch) => localize(dutch, 'en'));
  const error = new HttpError(def.status, texts.nl, headers, undefined, def.code);
  error.en = texts.en;
  return error;
}

/** `fail` for an entry chosen at run time (a domain rule names its code and parameters). */
export function failWith(def: AnyProblem, params?: unknown): HttpError {
  return (fail as (d: AnyProblem, p?: unknown) => HttpError)(def, params);
}

/**
 * A problem answered with another status than its catalogue's, where only the step differs: a
 * wrong code or passkey while signing in is a 401, the same cause on a signed-in check a 400.
 */
export function answeredAs(status: number, error: HttpError): HttpError {
  const answer = new HttpError(status, error.message, error.headers, error.fields, error.code);
  answer.en = error.en;
  return answer;
}

/** The API-wide refusals: no session (401), no access (403); a feature's own cause has its code. */
export const unauthorized = () => fail(HTTP_PROBLEMS['auth.unauthenticated']);
export const forbidden = () => fail(HTTP_PROBLEMS['auth.forbidden']);

export { excerpt };

/** The longest error message sent: a last line of defence should a message ever quote too much. */
export const MESSAGE_MAX = 300;

/** A zod issue as a Dutch sentence: our schemas carry Dutch messages; zod's English defaults name the field. */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `Onbekend veld: ${excerpt(issue.keys.join(', '))}`;
  const english = /^(Invalid|Expected|Too |Unrecognized|Required)/.test(issue.message);
  const field = excerpt(issue.path.join('.'));
  return english ? `Ongeldige waarde voor ${field || 'het verzoek'}` : issue.message;
}

/** The 400 for input that fails its schema: the first problem as the message, every failing field listed. */
export function validationError(issues: readonly z.core.$ZodIssue[], where: FieldProblem['in']): HttpError {
  const fields = issues.slice(0, 20).map((issue) => ({
    in: where,
    field: excerpt(issue.path.join('.')),
    detail: issueText(issue),
    code: fieldCode(issue.code),
  }));
  return new HttpError(400, issueText(issues[0]), {}, fields);
}

/** Parses input with a zod schema outside a route declaration (a 400 naming the fields otherwise). */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: FieldProblem['in'] = 'body',
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(result.error.issues, where);
}
