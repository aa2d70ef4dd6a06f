import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Outgoing fetches of the credential import (decision 301): a stranger's DID document and status
 * list. HTTPS only, 5 s for the whole answer, at most 100 KB, redirects only to the same host, and
 * never to a private, loopback or link-local address: the address check runs on the addresses the
 * connection actually uses (a DNS lookup hook), so a name that resolves to an inner address, or
 * changes its answer between a check and the connect, is refused. `allowLoopback` (a test-only
 * setting, refused in production) lets loopback addresses and plain HTTP to them through.
 */
export const FETCH_TIMEOUT_MS = 5_000;
export const FETCH_MAX_BYTES = 100 * 1024;
const MAX_REDIRECTS = 3;

export class OutgoingFetchError extends Error {}

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
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address may be connected to: public unicast only (loopback too when allowed). */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  let a = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  if (mapped) a = mapped[1];
  const family = isIP(a);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && loopback.check(a, type)) return true;
  return !blocked.check(a, type);
}

const isLoopbackHost = (host: string) => {
  const h = host.replace(/^\[|\]$/g, '');
  return h === 'localhost' || (isIP(h) !== 0 && loopback.check(h, isIP(h) === 4 ? 'ipv4' : 'ipv6'));
};

/** dns.lookup that refuses every answer holding an address that is not public. */
const guardedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = list.find((a) => !isPublicAddress(a.address, allowLoopback));
      if (list.length === 0 || bad) {
        return callback(new OutgoingFetchError(`adres niet toegestaan: ${bad?.address ?? hostname}`), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: unknown) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };

function getOnce(url: URL, allowLoopback: boolean, deadline: number) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const plainAllowed = allowLoopback && isLoopbackHost(url.hostname);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainAllowed)) {
      return reject(new OutgoingFetchError(`alleen https: ${url.protocol}`));
    }
    // An address literal never reaches the lookup hook: check it here.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && !isPublicAddress(literal, allowLoopback)) {
      return reject(new OutgoingFetchError(`adres niet toegestaan: ${literal}`));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(allowLoopback),
        headers: { accept: 'application/did+json, application/vc+ld+json, application/json' },
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location, body: '' });
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > FETCH_MAX_BYTES) {
          request.destroy();
          return reject(new OutgoingFetchError('antwoord te groot'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FETCH_MAX_BYTES) {
            request.destroy(new OutgoingFetchError('antwoord te groot'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new OutgoingFetchError('te traag')),
      Math.max(1, deadline - Date.now()),
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new OutgoingFetchError('te traag')));
    request.on('error', reject);
  });
}

/** GETs a JSON document by the rules above; throws OutgoingFetchError (or a network error) otherwise. */
export async function fetchJson(address: string, opts: { allowLoopback?: boolean } = {}): Promise<unknown> {
  const allowLoopback = opts.allowLoopback ?? false;
  const deadline = Date.now() + FETCH_TIMEOUT_MS;
  let url = new URL(address);
  const host = url.host;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(url, allowLoopback, deadline);
    if (answer.location !== undefined) {
      const next = new URL(answer.location, url);
      if (next.host !== host || next.protocol !== url.protocol) {
        throw new OutgoingFetchError('doorverwijzing naar een andere host');
      }
      url = next;
      continue;
    }
    if (answer.status !== 200) throw new OutgoingFetchError(`HTTP ${answer.status}`);
    try {
      return JSON.parse(answer.body);
    } catch {
      throw new OutgoingFetchError('geen JSON');
    }
  }
  throw new OutgoingFetchError('te veel doorverwijzingen');
}
