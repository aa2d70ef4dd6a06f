import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { claimVersion, readVersion, releaseVersion, type VersionedTable } from '../db/row-version.ts';
import type { KyselyDb } from '../db/schema.ts';
import { fail } from './errors.ts';
import { etagOf, revalidate } from './etag.ts';
import { hookOf, STATE_CHANGING_ROUTE } from './route-hooks.ts';

/**
 * `If-Match` on PATCH and PUT (decisions 350 and 427): a client that read a resource with its ETag
 * sends the tag back, and the write is refused with 412 when the resource changed since (a lost
 * update). Without the header a write proceeds as before. The tag of such a resource is
 * `"<version>-<hash of the answer>"`: the version is the one its store keeps (migration 130: every
 * change of the row raises it), the hash makes `If-None-Match` exact for everything the answer
 * shows. The write compares the version part in one `UPDATE … WHERE version IN (…)` that also raises
 * it (`claimVersion`), so of two writers that read the same version only the first passes.
 *
 * The answer of such a write (and a 201 that made such a resource, `answerWithEtag`) carries the
 * tag of the version the row holds after the write, `"<version>-<hash of that answer>"` (decision
 * 490): good for the next If-Match, read with one indexed SELECT — no second pass through the app.
 * A 412 carries the current version's tag; a write refused after its claim gives the claim back.
 */

/** What the `If-Match` header asks: nothing (no header, or `*`), or one of these stored versions. */
type Condition = { versions: number[] } | null;
const conditions = new WeakMap<FastifyRequest, Condition>();

/** The stored versions named by an If-Match field's strong tags (weak tags never match, RFC 9110 §13.1.1). */
export function versionsIn(field: string): Condition {
  if (field.trim() === '*') return null;
  const versions = field
    .split(',')
    .map((t) => /^"(\d{1,15})-[^"]*"$/.exec(t.trim())?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  return { versions };
}

/** The versioned row a write's answer reports in its ETag, and the version its If-Match claimed. */
interface Target {
  db: KyselyDb;
  table: VersionedTable;
  key: string | number;
  claimed?: number;
}
const targets = new WeakMap<FastifyRequest, Target>();

/** The tag of stored `version` on an answer with body `payload` (the GET's form, decision 427). */
const tagOf = (version: number, payload: string) => `"${version}-${etagOf(payload).slice(1)}`;

/**
 * The API scope's route-level hooks: reads `If-Match` of a route declared with `ifMatch` (no database work);
 * puts the ETag of the written row on a 200/201 and on a 412, and gives a claim back when the write
 * was refused after it (any other 4xx or a 5xx). Registered before the idempotency hooks, so a
 * replay repeats the ETag.
 */
export function registerIfMatch(api: FastifyInstance) {
  // Route-level hooks: only a route declared with `ifMatch` reads the header, and only a write can
  // name a target (reads pay nothing, issue 48).
  hookOf(
    api,
    'preHandler',
    (route) => Boolean(route.config?.ifMatch),
    (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      const field = request.headers['if-match'];
      if (field !== undefined) conditions.set(request, versionsIn(field));
      done();
    },
  );
  hookOf(api, 'onSend', (route) => STATE_CHANGING_ROUTE(route.method), etagOfTarget);
}

function etagOfTarget(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload?: unknown) => void,
) {
  const target = targets.get(request);
  if (!target) return done(null, payload);
  const { db, table, key, claimed } = target;
  const status = reply.statusCode;
  void (async () => {
    if (status >= 400 && status !== 412 && claimed) await releaseVersion(db, table, key, claimed);
    if ((status === 200 || status === 201 || status === 412) && typeof payload === 'string')
      reply.header('ETag', tagOf(await readVersion(db, table, key), payload));
  })().then(
    () => done(null, payload),
    (err: Error) => done(err),
  );
}

/**
 * A 201 that made a versioned resource (or any write of one): its answer carries the ETag of the
 * row's version after the write (the route declares `headers: ['ETag']`).
 */
export function answerWithEtag(
  request: FastifyRequest,
  db: KyselyDb,
  table: VersionedTable,
  key: string | number,
): void {
  targets.set(request, { db, table, key });
}

/**
 * In a checked write's handler, after its own access and existence checks (so another owner's
 * resource stays a 403/404): compares and raises the stored version of the resource, or answers 412
 * when the client's tag names another version. Without If-Match (or with `*`) it compares nothing:
 * the write's own UPDATE raises the version. Either way the answer carries the row's new ETag.
 */
export async function checkIfMatch(
  request: FastifyRequest,
  db: KyselyDb,
  table: VersionedTable,
  key: string | number,
): Promise<void> {
  const target: Target = { db, table, key };
  targets.set(request, target);
  const condition = conditions.get(request);
  if (!condition) return;
  const claimed = await claimVersion(db, table, key, condition.versions);
  if (claimed === null) throw fail(HTTP_PROBLEMS['precondition.failed']);
  target.claimed = claimed;
}

/**
 * A GET's onSend hook for a resource written with If-Match: its strong ETag `"<version>-<hash>"`
 * (the stored version, read here, and the answer's hash), and a body-less 304 on a matching
 * If-None-Match. The API's `Cache-Control: no-store` stays (the caller's own data), unless
 * `revalidate` asks for `private, no-cache` (a course page).
 */
export function versionedEtag(
  db: KyselyDb,
  table: VersionedTable,
  keyOf: (request: FastifyRequest) => string | number,
  opts: { revalidate?: boolean } = {},
) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = tagOf(await readVersion(db, table, keyOf(request)), payload);
    if (opts.revalidate) return revalidate(request, reply, etag) ? '' : payload;
    reply.header('ETag', etag);
    const inm = request.headers['if-none-match'];
    if (!inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return payload;
    reply.code(304);
    reply.removeHeader('Content-Type');
    return '';
  };
}

/** The key of a resource that is the caller's own (profile, settings): the caller's id. */
export const callerKey = (request: FastifyRequest) => request.user?.id ?? '';
/** The key of a resource named by the path's `:id`. */
export const idKey = (request: FastifyRequest) => (request.params as { id: number }).id;
