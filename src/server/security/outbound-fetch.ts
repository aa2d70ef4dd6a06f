import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { addressAllowed, isLoopbackAddress, ownInterfaceAddresses } from './special-addresses.ts';

export { addressAllowed };

/**
 * The one way the server GETs a URL that someone else chose (a stranger's DID document or status
 * list, an institute's own Open Education API): HTTPS only, every resolved address checked at
 * connect time (no address of the IANA special-purpose registries and none of the server's own
 * interfaces: special-addresses.ts; so a name that resolves inward, or changes its answer between a
 * check and the connect, is refused), one deadline
 * for the whole answer, a size cap, and redirects only within the same host. `allowLoopback` (a
 * test-only setting, refused in production by the config) lets loopback addresses and plain HTTP
 * to them through. Callers map the failure's `reason` to their own words; its `detail` (the address
 * refused, the socket's error code) is for the log only, never for the user (issue 47).
 */

export interface OutboundRules {
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  headers?: Record<string, string>;
}

export type OutboundFailure =
  | 'scheme'
  | 'address'
  | 'too_large'
  | 'timeout'
  | 'other_host'
  | 'too_many_redirects'
  | 'network';

const MESSAGES: Record<OutboundFailure, string> = {
  scheme: 'alleen https',
  address: 'adres niet toegestaan',
  too_large: 'antwoord te groot',
  timeout: 'te traag',
  other_host: 'doorverwijzing naar een andere host',
  too_many_redirects: 'te veel doorverwijzingen',
  network: 'niet bereikbaar',
};

export class OutboundFetchError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    /** What went wrong on the wire (an address, ECONNREFUSED, HTTP 404): for the log only. */
    readonly detail?: string,
  ) {
    super(MESSAGES[reason]);
  }
}

const MAX_REDIRECTS = 3;

const isLoopbackHost = (hostname: string) => {
  const h = hostname.replace(/^\[|\]$/g, '');
  return h === 'localhost' || isLoopbackAddress(h);
};

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses every answer holding an address we may not connect to. */
function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    // Through the module object (not a bound import), so a test can stand in for the resolver.
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const own = ownInterfaceAddresses();
      const bad = list.find((a) => !addressAllowed(a.address, allowLoopback, own));
      if (bad || list.length === 0)
        return callback(new OutboundFetchError('address', bad?.address ?? hostname), []);
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** The scheme and address-literal checks that need no connection. */
export function checkTarget(url: URL, allowLoopback: boolean): void {
  const plainAllowed = allowLoopback && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainAllowed)) {
    throw new OutboundFetchError('scheme', url.protocol);
  }
  // An address literal never reaches the lookup hook: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && !addressAllowed(literal, allowLoopback)) {
    throw new OutboundFetchError('address', literal);
  }
}

interface Answer {
  status: number;
  location?: string;
  body: string;
}

function getOnce(url: URL, rules: OutboundRules, deadline: number): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    checkTarget(url, rules.allowLoopback);
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(rules.allowLoopback) as never,
        headers: rules.headers,
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location, body: '' });
        }
        if (Number(response.headers['content-length'] ?? 0) > rules.maxBytes) {
          request.destroy(new OutboundFetchError('too_large'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > rules.maxBytes) {
            request.destroy(new OutboundFetchError('too_large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    // A whole-answer deadline besides the socket's idle timeout: a trickling server is cut off too.
    const timer = setTimeout(
      () => request.destroy(new OutboundFetchError('timeout')),
      Math.max(1, deadline - Date.now()),
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new OutboundFetchError('timeout')));
    request.on('error', (err) =>
      reject(
        err instanceof OutboundFetchError
          ? err
          : new OutboundFetchError('network', (err as { code?: string }).code),
      ),
    );
  });
}

/**
 * GETs `address` by the rules, following at most three redirects within the same host and scheme;
 * answers the final status and body text (any status: the caller judges it).
 */
export async function fetchGuarded(address: string | URL, rules: OutboundRules): Promise<Answer> {
  const deadline = Date.now() + rules.timeoutMs;
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(url, rules, deadline);
    if (answer.location === undefined) return answer;
    const next = new URL(answer.location, url);
    if (next.host !== url.host || next.protocol !== url.protocol) throw new OutboundFetchError('other_host');
    url = next;
  }
  throw new OutboundFetchError('too_many_redirects');
}
