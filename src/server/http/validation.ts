import { isDeepStrictEqual } from 'node:util';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  HookHandlerDoneFunction,
} from 'fastify';
import type { z } from 'zod';
import { compileAnswer } from './compiled-answer.ts';
import { check, type FieldProblem, HttpError } from './errors.ts';
import { isPlainObject, stripUndeclared } from './strip-undeclared.ts';

const WHERE: Record<string, FieldProblem['in']> = { body: 'body', querystring: 'query', params: 'path' };

/**
 * Validates a declared route's params, query and body with its zod schemas (the handler then gets
 * the parsed values). A failure is a 400 problem that lists every failing field (http/problem.ts).
 * A JSON `null` where an object is required is refused (a request without any body counts as `{}`:
 * see `bodyOrEmpty`).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const where = WHERE[httpPart ?? 'body'] ?? 'body';
  const validate = (data: unknown) => {
    const { value, error } = check(schema, data, where);
    return error ? { error } : { value };
  };
  return where === 'body' ? validate : keptValid(validate);
};

/** How many accepted query strings (or path parameter sets) a route keeps parsed, and how long one may be. */
const KEPT_INPUTS = 256;
const KEPT_INPUT_LENGTH = 512;

/**
 * A query string's or path's parse, kept by its text: reads repeat the same few (a catalogue page,
 * a course id), and parsing them again was the largest cost of the catalogue's cached answers in
 * the CPU profile (issue 48). Only accepted inputs are kept (a refusal is parsed again, in both
 * languages), short ones, at most KEPT_INPUTS per route, oldest out first; the parsed value is
 * frozen, as every request that sends the same text shares it. The schemas of queries and paths
 * depend on nothing but their input (no clock, no database), so a kept parse stays right.
 */
function keptValid(validate: (data: unknown) => { value?: unknown; error?: HttpError }) {
  const kept = new Map<string, { value: unknown }>();
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const hit = key.length <= KEPT_INPUT_LENGTH ? kept.get(key) : undefined;
    if (hit) return hit;
    const result = validate(data);
    if (result.error || key.length > KEPT_INPUT_LENGTH) return result;
    const ok = { value: deepFreeze(result.value) };
    if (kept.size >= KEPT_INPUTS) kept.delete(kept.keys().next().value as string);
    kept.set(key, ok);
    return ok;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A route's preValidation hook where it declares a body: a request that sent no body at all is
 * validated as `{}` (Fastify would validate it as `null`, which is what a JSON `null` body sends).
 */
export function bodyOrEmpty(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.body === undefined) request.body = {};
  done();
}

/**
 * Serializes a declared route's answer as JSON through a serializer compiled from its declared
 * response schema (http/compiled-answer.ts, decision 425): only the fields the schema declares are
 * written, at every depth, and no zod parse runs on the request path. The serializer is compiled on
 * the route's first answer, so starting the app (and every test's app) compiles nothing.
 *
 * Under test (`checkResponses`) every answer is still parsed with its zod schema: one that does not
 * match is a 500, so a declaration cannot drift from the handler; and the compiled serializer's
 * text must equal what the schema's parse keeps (`keepDeclared`), so a difference between the two
 * (a union side, a coerced value) fails the test that met it. In production an answer the compiled
 * code cannot write (a required field missing, a value of the wrong kind) is sent as the handler
 * made it rather than failing the request, still without the fields the schema does not declare
 * (`stripUndeclared`).
 */
export function serializerCompiler(checkResponses: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    let compiled: ((data: unknown) => string) | undefined;
    const label = `${method} ${url}`;
    if (!checkResponses)
      return (data) => {
        compiled ??= compileAnswer(schema);
        try {
          return compiled(data);
        } catch {
          return JSON.stringify(stripUndeclared(schema, data));
        }
      };
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw mismatch(result.error.issues, label);
      compiled ??= compileAnswer(schema);
      const text = compiled(data);
      const kept = JSON.stringify(keepDeclared(data, result.data));
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(kept)))
        throw new HttpError(
          500,
          `De gecompileerde serializer van ${label} schrijft iets anders dan het schema: ${text} ≠ ${kept}`,
        );
      return text;
    };
  };
}

/**
 * `original` with only the object keys that survived the schema's parse (`parsed`), at every depth.
 * Where the parse changed a value's shape (a transform), the original value is kept as it is.
 */
export function keepDeclared(original: unknown, parsed: unknown): unknown {
  if (Array.isArray(original) && Array.isArray(parsed) && original.length === parsed.length)
    return original.map((v, i) => keepDeclared(v, parsed[i]));
  if (isPlainObject(original) && isPlainObject(parsed)) {
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(original))
      if (Object.hasOwn(parsed, key)) kept[key] = keepDeclared(original[key], parsed[key]);
    return kept;
  }
  return original;
}

/** Throws a 500 when an answer does not match its route's declared schema (checked under test). */
export function checkAnswer(schema: z.ZodType, data: unknown, label: string): void {
  const result = schema.safeParse(data);
  if (!result.success) throw mismatch(result.error.issues, label);
}

function mismatch(issues: z.ZodError['issues'], label: string): HttpError {
  const first = issues[0];
  return new HttpError(
    500,
    `Antwoord van ${label} past niet bij zijn declaratie: ${first.path.join('.')}: ${first.message}`,
  );
}
