import type { z } from 'zod';
import type { FieldProblem } from '../../contracts/common.ts';
import { FIELD_MESSAGES } from '../../contracts/messages/common.ts';
import { inLanguage, type Said } from '../../contracts/messages/define.ts';
import { type AnyProblem, problemTexts } from '../../contracts/problems/define.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { excerpt } from '../../domain/text.ts';
import { fieldCode } from './problem-codes.ts';

/**
 * An error with an HTTP status and a message meant for the user: made by `fail(…)` from a problem's
 * catalogue entry (its code, Dutch `message` and English `en`, decision 475), or by a validation
 * failure (its fields' messages said in each language by code, decision 515). The error handler, http/problem.ts,
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
  /** A validation error's fields in English (`fields` holds them in Dutch). */
  enFields?: readonly FieldProblem[];

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
  const texts = problemTexts(def, params);
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
  if (error.enFields) answer.enFields = error.enFields;
  return answer;
}

/** The API-wide refusals: no session (401), no access (403); a feature's own cause has its code. */
export const unauthorized = () => fail(HTTP_PROBLEMS['auth.unauthenticated']);
export const forbidden = () => fail(HTTP_PROBLEMS['auth.forbidden']);

export { excerpt };

/** The longest error message sent: a last line of defence should a message ever quote too much. */
export const MESSAGE_MAX = 300;

/**
 * A zod issue as a sentence in the language the parse ran in: our schemas carry catalogue messages
 * (decision 515); zod's own English defaults become a catalogue message that names the field.
 */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return FIELD_MESSAGES['field.unknown_field']({ fields: excerpt(issue.keys.join(', ')) })();
  const english = /^(Invalid|Expected|Too |Unrecognized|Required)/.test(issue.message);
  const field = excerpt(issue.path.join('.'));
  return english ? FIELD_MESSAGES['field.invalid_value']({ field })() : issue.message;
}

/** The 400 validation problem of one field, said by its message in both languages (decision 515). */
export function invalidField(
  where: FieldProblem['in'],
  field: string,
  message: Pick<Said, 'nl' | 'en'>,
): HttpError {
  const fields = (detail: string) => [{ in: where, field, detail, code: fieldCode('custom') }];
  const error = new HttpError(400, message.nl, {}, fields(message.nl));
  error.en = message.en;
  error.enFields = fields(message.en);
  return error;
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

/**
 * Parses input with a zod schema: its value, or the 400 naming the failing fields in Dutch and in
 * English. A refused input is parsed once more in English (`inLanguage`), so each message is said
 * by its catalogue entry, never translated from its Dutch text (decision 515).
 */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: FieldProblem['in'],
): { value: z.output<S>; error?: undefined } | { value?: undefined; error: HttpError } {
  const result = inLanguage('nl', () => schema.safeParse(input));
  if (result.success) return { value: result.data };
  const error = validationError(result.error.issues, where);
  const english = inLanguage('en', () => {
    const again = schema.safeParse(input);
    return again.success ? undefined : validationError(again.error.issues, where);
  });
  if (english) {
    error.en = english.message;
    error.enFields = english.fields;
  }
  return { error };
}

/** Parses input with a zod schema outside a route declaration (a 400 naming the fields otherwise). */
export function parse<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: FieldProblem['in'] = 'body',
): z.output<S> {
  const { value, error } = check(schema, input ?? {}, where);
  if (error) throw error;
  return value;
}
