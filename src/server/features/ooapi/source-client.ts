import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Reads an institute's own Open Education API (decision 326) with the rules for any server-side
 * fetch of a URL a user typed: HTTPS only (plain HTTP and loopback only when the tests allow it),
 * every resolved address checked at connect time (no private, loopback, link-local or otherwise
 * special address, so DNS rebinding cannot reach one either), a timeout per answer, a size cap per
 * answer, redirects only within the same host, and a bounded number of pages and requests.
 */

export interface FetchRules {
  /** OOAPI_ALLOW_LOOPBACK: loopback addresses and plain http (tests only; refused in production). */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxPages: number;
  maxRequests: number;
}

export const DEFAULT_RULES: Omit<FetchRules, 'allowLoopback'> = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxPages: 20,
  maxRequests: 400,
};

/** A source that answered wrongly, slowly or not at all: the run fails with this Dutch message. */
export class SourceError extends Error {}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether we may connect to this address under the rules. */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries (a BlockList subnet of
  // ::ffff:0:0/96 would match every IPv4 address).
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return addressAllowed(mapped[1], allowLoopback);
  const hex = address.toLowerCase().match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex) {
    const [hi, lo] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
    return addressAllowed(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, allowLoopback);
  }
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && loopback.check(address, family)) return true;
  return !blocked.check(address, family);
}

/** The base URL's own check before any request: scheme, no credentials, no fragment. */
export function checkBaseUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SourceError('De basis-URL is geen geldige URL');
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:'))
    throw new SourceError('De basis-URL moet met https:// beginnen');
  if (url.username || url.password) throw new SourceError('De basis-URL mag geen inloggegevens bevatten');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !addressAllowed(host, allowLoopback))
    throw new SourceError('De basis-URL wijst naar een intern of lokaal adres');
  return url;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup that refuses an address we may not connect to. */
function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !addressAllowed(a.address, allowLoopback));
      if (bad || list.length === 0) {
        const refused = Object.assign(new Error('adres geweigerd'), { code: 'EADDRREFUSED' });
        return callback(refused, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** One GET of a JSON answer under the rules; follows at most three redirects on the same host. */
export async function getJson(
  url: URL,
  token: string | null,
  rules: FetchRules,
  redirects = 0,
): Promise<unknown> {
  const client = url.protocol === 'https:' ? https : http;
  const { status, location, body } = await new Promise<{ status: number; location?: string; body: string }>(
    (resolve, reject) => {
      const req = client.request(
        url,
        {
          method: 'GET',
          headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          lookup: guardedLookup(rules.allowLoopback) as never,
          timeout: rules.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > rules.maxBytes) {
              req.destroy(new SourceError(`Antwoord groter dan ${Math.round(rules.maxBytes / 1024)} kB`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      // A whole-answer deadline besides the socket's idle timeout: a trickling server is cut off too.
      const deadline = setTimeout(
        () => req.destroy(new SourceError('De bron antwoordde niet op tijd')),
        rules.timeoutMs,
      );
      req.on('timeout', () => req.destroy(new SourceError('De bron antwoordde niet op tijd')));
      req.on('error', (err) => {
        clearTimeout(deadline);
        reject(err);
      });
      req.on('close', () => clearTimeout(deadline));
      req.end();
    },
  ).catch((err: unknown) => {
    if (err instanceof SourceError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'EADDRREFUSED') throw new SourceError('De bron wijst naar een intern of lokaal adres');
    throw new SourceError(`De bron is niet bereikbaar (${code ?? 'fout'})`);
  });
  if (status >= 300 && status < 400 && location) {
    const next = new URL(location, url);
    if (next.host !== url.host || next.protocol !== url.protocol)
      throw new SourceError('De bron verwijst door naar een andere host');
    if (redirects >= 3) throw new SourceError('De bron verwijst te vaak door');
    return getJson(next, token, rules, redirects + 1);
  }
  if (status === 401 || status === 403) throw new SourceError(`De bron weigert de toegang (HTTP ${status})`);
  if (status !== 200) throw new SourceError(`De bron antwoordde met HTTP ${status} op ${url.pathname}`);
  try {
    return JSON.parse(body);
  } catch {
    throw new SourceError(`De bron gaf geen geldige JSON op ${url.pathname}`);
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every item of a paged OEAPI list, page by page, within the rules' page bound. */
async function allPages(
  base: URL,
  path: string,
  query: Record<string, string>,
  token: string | null,
  rules: FetchRules,
  budget: { requests: number },
) {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    if (page > rules.maxPages)
      throw new SourceError(`De bron heeft meer dan ${rules.maxPages} pagina's op ${path}`);
    if (++budget.requests > rules.maxRequests) throw new SourceError('De bron vraagt te veel verzoeken');
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base);
    for (const [k, v] of Object.entries({ ...query, pageSize: '100', pageNumber: String(page) }))
      url.searchParams.set(k, v);
    const answer = await getJson(url, token, rules);
    if (!isObject(answer) || !Array.isArray(answer.items) || typeof answer.hasNextPage !== 'boolean')
      throw new SourceError(`De bron gaf geen OEAPI-pagina op ${path} (items en hasNextPage ontbreken)`);
    for (const item of answer.items) {
      if (!isObject(item)) throw new SourceError(`De bron gaf een ongeldig item op ${path}`);
      items.push(item);
    }
    if (!answer.hasNextPage) return items;
  }
}

export interface SourceCourse {
  course: Json;
  offerings: Json[];
}

/** The source's courses (of one organisation, when given) with each course's offerings. */
export async function readSource(
  source: { baseUrl: string; organisationId: string | null; token: string | null },
  rules: FetchRules,
): Promise<SourceCourse[]> {
  const base = checkBaseUrl(source.baseUrl, rules.allowLoopback);
  const budget = { requests: 0 };
  const path = source.organisationId
    ? `/organisations/${encodeURIComponent(source.organisationId)}/courses`
    : '/courses';
  const courses = await allPages(base, path, {}, source.token, rules, budget);
  const out: SourceCourse[] = [];
  for (const course of courses) {
    const id = typeof course.courseId === 'string' ? course.courseId : null;
    const offerings = id
      ? await allPages(
          base,
          `/courses/${encodeURIComponent(id)}/course-offerings`,
          {},
          source.token,
          rules,
          budget,
        )
      : [];
    out.push({ course, offerings });
  }
  return out;
}
