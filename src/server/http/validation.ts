import type {
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  HookHandlerDoneFunction,
} from 'fastify';
import type { z } from 'zod';
import { type FieldProblem, HttpError, validationError } from './errors.ts';

const WHERE: Record<string, FieldProblem['in']> = { body: 'body', querystring: 'query', params: 'path' };

/**
 * Validates a declared route's params, query and body with its zod schemas (the handler then gets
 * the parsed values). A failure is a 400 problem that lists every failing field (http/problem.ts).
 * A JSON `null` where an object is required is refused (a request without any body counts as `{}`:
 * see `bodyOrEmpty`).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const where = WHERE[httpPart ?? 'body'] ?? 'body';
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: validationError(result.error.issues, where) };
  };

/**
 * A route's preValidation hook where it declares a body: a request that sent no body at all is
 * validated as `{}` (Fastify would validate it as `null`, which is what a JSON `null` body sends).
 */
export function bodyOrEmpty(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.body === undefined) request.body = {};
  done();
}

/**
 * Serializes a declared route's answer as JSON. Under test (`checkResponses`) the answer must match
 * the declared response schema, so a declaration cannot drift from what the handler sends; in
 * production the answer is sent as the handler made it.
 */
export function serializerCompiler(checkResponses: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      if (checkResponses) checkAnswer(schema, data, `${method} ${url}`);
      return JSON.stringify(data);
    };
}

/** Throws a 500 when an answer does not match its route's declared schema (checked under test). */
export function checkAnswer(schema: z.ZodType, data: unknown, label: string): void {
  const result = schema.safeParse(data);
  if (result.success) return;
  const first = result.error.issues[0];
  throw new HttpError(
    500,
    `Antwoord van ${label} past niet bij zijn declaratie: ${first.path.join('.')}: ${first.message}`,
  );
}
