import type { z } from 'zod';
import { excerpt } from '../../domain/text.ts';
import { fieldCode } from './problem-codes.ts';

/**
 * An error with an HTTP status and a message meant for the user (Dutch; the error handler,
 * http/problem.ts, answers it as problem details in the request's language). It is an expected
 * answer, never logged, so it captures no stack trace: capturing one was the largest single cost of
 * a signed-out `GET /api/user` in the CPU profile (decision 125).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  /** The failing fields of a validation error (a 400 of problem type "validation"). */
  readonly fields?: readonly FieldProblem[];
  /** The problem's stable code (http/problem-codes.ts); without one, the message or status gives it. */
  readonly code?: string;

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

/** One failing input field: where it was sent, its dotted path, what is wrong (Dutch) and its code. */
export interface FieldProblem {
  in: 'body' | 'query' | 'path';
  field: string;
  detail: string;
  /** `validation.<zod issue code>`, e.g. `validation.too_small`; `validation.invalid` when none is known. */
  code?: string;
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
