import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiTag } from '../../contracts/api-tags.ts';
import type { PublicUser } from '../../contracts/auth.ts';
import type { Permission } from '../../domain/roles.ts';
import { checkAccess } from './access.ts';
import { isIdempotent } from './idempotency.ts';
import { type TokenRule, tokenRule } from './token-scope.ts';
import { bodyOrEmpty } from './validation.ts';

/**
 * THE ONE ROUTE DECLARATION (docs/architecture.md § "Declaring a route"). A route states
 * once its operationId, summary, tag, access, params, query, body and responses; from it come
 *  - the runtime validation (fastify-type-provider-zod: a bad request is a 400 problem naming the fields),
 *  - the handler's types (params, query, body, the return value, and `request.user`),
 *  - the access check (before validation, so an anonymous caller gets 401 whatever it sends),
 *  - the OpenAPI entry (@fastify/swagger, /api/openapi.json), the authorization matrix and the fuzz tests.
 */

/** Who may call a route: anyone, anyone signed in, a permission of src/domain/roles.ts, or any of several. */
export type Access = 'public' | 'signedIn' | Permission | readonly Permission[];

/** A response header a route documents (the value's meaning is written once, in openapi.ts). */
export type DocumentedHeader = 'Link' | 'X-Unread-Count' | 'ETag' | 'Location' | 'Retry-After';

type Schema = z.ZodType;
/** Status code → the body's schema (`noContent` for a 204). */
export type Responses = { [status: number]: Schema };
type SuccessCodes<R> = Extract<keyof R, 200 | 201 | 202 | 204>;
type In<S> = S extends Schema ? z.output<S> : undefined;
/** What the handler may return: one of the declared success bodies, or the reply it sent. */
type Answer<R extends Responses> = { [K in SuccessCodes<R>]: z.input<R[K]> }[SuccessCodes<R>];

/** The schema of a success body that is a file (PDF, image): the OpenAPI document says `binary`. */
export const binaryBody = (description: string) =>
  z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary', description });

/** `request.user` is never null where the route requires a signed-in caller. */
export type UserFor<A> = A extends 'public' ? PublicUser | null : PublicUser;

export type RouteRequest<A, P, Q, B> = FastifyRequest<{ Params: In<P>; Querystring: In<Q>; Body: In<B> }> & {
  user: UserFor<A>;
};

/** The reply, typed by the declared responses: `reply.code(201).send(x)` checks x against response[201]. */
export type RouteReply<R extends Responses> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  ContextConfigDefault,
  { response: R },
  ZodTypeProvider
>;

export interface RouteDeclaration<
  A extends Access,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Responses,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to the feature's mount point (/api): `/courses/:id`. */
  url: string;
  /** Unique over the API, camelCase: `getCourse`, `enrollInCourse`. */
  operationId: string;
  /** One Dutch line for the docs page and OpenAPI. */
  summary: string;
  /** The feature, as a global tag of the document (contracts/api-tags.ts). */
  tag: ApiTag;
  access: Access & A;
  params?: P;
  query?: Q;
  body?: B;
  /** Every success status with its body's schema: `{ 200: courseDetail }`, `{ 201: x, 200: x }`, `{ 204: noContent }`. */
  response: R;
  /** Headers of the success answer the route sets. */
  headers?: DocumentedHeader[];
  /** A synonym kept for older clients: the path to use instead (the document marks it deprecated). */
  deprecatedFor?: string;
  /** The success body's media type when it is not JSON (`application/pdf`, `text/html`), or each it may be; set it with `reply.type()`. */
  contentType?: string | readonly string[];
  /**
   * A multipart/form-data body, for the document only: the handler reads the parts itself
   * (`request.parts()`) and checks the fields with this same schema.
   */
  multipart?: Schema;
  /** Route config besides access (e.g. `rateLimit`). */
  config?: Record<string, unknown>;
  /** The largest body in bytes, where it differs from the app's 100 KB. */
  bodyLimit?: number;
  onSend?: RouteOptions['onSend'];
  /**
   * PATCH/PUT: honours `If-Match` (http/if-match.ts) against the ETag of the GET at the same path
   * (`true`) or at another path with the same parameters (`'/courses/:id'`); that GET must send one.
   * The handler calls `checkIfMatch`, and its 200 answer then carries the row's new ETag (its version
   * part the GET's, decision 490); declare `headers: ['ETag']`.
   */
  ifMatch?: true | string;
  /** Honours `Idempotency-Key` (http/idempotency.ts); by default a POST that answers 201 or 202 does. */
  idempotent?: boolean;
  handler: (
    request: RouteRequest<A, P, Q, B>,
    reply: RouteReply<R>,
  ) => Answer<R> | FastifyReply | undefined | Promise<Answer<R> | FastifyReply | undefined>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by route(): who may call the route (the access check, OpenAPI, the authorization matrix). */
    access?: Access;
    /** Set by route(): what a personal access token needs here (http/token-scope.ts). */
    tokenRule?: TokenRule;
    /** Set by route(): the path that replaces a deprecated synonym. */
    deprecatedFor?: string;
    /** Set by route(): the headers its success answer documents. */
    responseHeaders?: DocumentedHeader[];
    /** Set by route(): the success body's media type(s) when it is not JSON. */
    contentType?: string | readonly string[];
    /** Set by route(): the documented multipart body. */
    multipart?: z.ZodType;
    /** Set by route(): the GET path (relative to /api) whose ETag `If-Match` is compared with. */
    ifMatch?: string;
    /** Set by route(): the route honours `Idempotency-Key` (http/idempotency.ts). */
    idempotent?: boolean;
    /** A public route any site may call without credentials (CORS `*`, no origin check). */
    anyOrigin?: boolean;
  }
}

/** Declares one API route on `app` (a feature's plugin). See docs/architecture.md § "Declaring a route". */
export function route<
  const A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Responses = Responses,
>(app: FastifyInstance, declaration: RouteDeclaration<A, P, Q, B, R>): void {
  const d = declaration;
  const rule = tokenRule(d.method, d.url, d.tag);
  const access = checkAccess(d.access, rule);
  app.route({
    method: d.method,
    url: d.url,
    // A scope's root route (`/` under a prefix) is registered once, as the prefix itself.
    prefixTrailingSlash: 'no-slash',
    schema: {
      operationId: d.operationId,
      summary: d.summary,
      tags: [d.tag],
      ...(d.deprecatedFor ? { deprecated: true } : {}),
      ...(d.params ? { params: d.params } : {}),
      ...(d.query ? { querystring: d.query } : {}),
      ...(d.body ? { body: d.body } : {}),
      response: d.response,
    },
    config: {
      ...d.config,
      access: d.access,
      tokenRule: rule,
      deprecatedFor: d.deprecatedFor,
      responseHeaders: d.headers,
      contentType: d.contentType,
      multipart: d.multipart,
      ifMatch: d.ifMatch === true ? d.url : d.ifMatch,
      idempotent: isIdempotent(d.method, d.response, d.idempotent, {
        multipart: Boolean(d.multipart),
        public: d.access === 'public',
      }),
    },
    preValidation: d.body ? [access, bodyOrEmpty] : access,
    ...(d.bodyLimit ? { bodyLimit: d.bodyLimit } : {}),
    ...(d.onSend ? { onSend: d.onSend } : {}),
    handler: d.handler as unknown as RouteOptions['handler'],
  });
}
