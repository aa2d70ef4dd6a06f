import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * `Location` and `ETag` on writes (issue 50, decision 471). A 201 names what it made in `Location`
 * (the path of its GET, relative to the host) and, where that GET sends an ETag, carries the very
 * tag the GET would give the same caller now; a PATCH/PUT answer of a resource written with
 * If-Match carries its new ETag the same way, so a client can write again without reading first.
 *
 * The tag is taken from the GET itself (an internal request with the caller's own credentials and
 * language), so it can never drift from the GET's rules (a stored version plus a hash of the answer,
 * decision 427). The internal request carries a per-process secret header and is not counted by
 * the rate limit (`isInternalProbe`).
 */

const PROBE_HEADER = 'x-etag-probe';
const PROBE_SECRET = randomBytes(18).toString('base64url');

/** Whether a request is this process's own GET for an ETag (not rate-limited, never from outside). */
export const isInternalProbe = (request: FastifyRequest) => request.headers[PROBE_HEADER] === PROBE_SECRET;

/**
 * The ETag a GET of `path` gives the caller of `request` now (with `cookie` added: the session an
 * account made by this request starts); undefined when the GET sends none.
 */
export async function etagOfGet(
  request: FastifyRequest,
  path: string,
  cookie?: string,
): Promise<string | undefined> {
  const h = request.headers;
  const pass = (name: 'authorization' | 'accept-language') =>
    typeof h[name] === 'string' ? { [name]: h[name] } : {};
  const cookies = [...(typeof h.cookie === 'string' ? [h.cookie] : []), ...(cookie ? [cookie] : [])];
  const res = await request.server.inject({
    method: 'GET',
    url: path,
    headers: {
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
      ...pass('authorization'),
      ...pass('accept-language'),
      ...(h.host ? { host: h.host } : {}),
      [PROBE_HEADER]: PROBE_SECRET,
    },
  });
  const etag = res.headers.etag;
  return res.statusCode === 200 && typeof etag === 'string' ? etag : undefined;
}

/**
 * In a 201 handler: `Location: <path>` (the created resource's GET, `/api/…`), and its ETag when
 * `etag` is set (the route declares `headers: ['Location', 'ETag']`); `cookie` (`name=value`) is the
 * session this answer starts, for a new account's own GET.
 */
export async function located(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  opts: { etag?: boolean; cookie?: string } = {},
): Promise<void> {
  reply.header('Location', path);
  if (!opts.etag) return;
  const etag = await etagOfGet(request, path, opts.cookie);
  if (etag) reply.header('ETag', etag);
}

/** `/courses/:id` with the request's params → `/api/courses/5`. */
const fill = (pattern: string, params: Record<string, unknown>) =>
  `/api${pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])))}`;

/**
 * A PATCH/PUT route's onSend hook (added by route() when it declares `ifMatch` and `ETag`): its
 * 200 answer carries the ETag the GET at `getPath` (the If-Match path) gives now.
 */
export function etagAfterWrite(getPath: string): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const etag = await etagOfGet(request, fill(getPath, (request.params ?? {}) as Record<string, unknown>));
    if (etag) reply.header('ETag', etag);
    return payload;
  };
}
