import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config.ts';

/** Addresses a reverse proxy normally has: loopback and the private and link-local ranges. */
const PROXY_RANGES = new BlockList();
for (const [net, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  PROXY_RANGES.addSubnet(net, prefix, 'ipv4');
}
PROXY_RANGES.addAddress('::1', 'ipv6');
PROXY_RANGES.addSubnet('fc00::', 7, 'ipv6');
PROXY_RANGES.addSubnet('fe80::', 10, 'ipv6');

/** True for a loopback or private address (IPv4-mapped IPv6 included). */
export function isLikelyProxyAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return PROXY_RANGES.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

export const UNTRUSTED_FORWARDING_WARNING =
  'X-Forwarded-For kwam van een publiek adres terwijl TRUST_PROXY een aantal hops is: zonder proxy ' +
  'ervoor kiest elke bezoeker zo zijn eigen IP-adres (rate limits en inlogbeveiliging). Zet een ' +
  'reverse proxy voor de app, of geef in TRUST_PROXY de adressen van je proxy (docs/security.md).';

/**
 * TRUST_PROXY as a hop count trusts whoever connects. When a forwarded header arrives straight from
 * a public address, there is most likely no proxy in front and anyone sets their own address: the
 * log gets one warning. With a list of proxy addresses Fastify already ignores
 * the header from anyone else, so nothing is checked.
 */
export function warnOnUntrustedForwarding(
  app: FastifyInstance,
  trustProxy: TrustProxy,
  warn: (message: string, peer: string) => void = (message, peer) => app.log.warn({ peer }, message),
) {
  if (typeof trustProxy !== 'number') return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    const peer = request.socket.remoteAddress;
    if (isLikelyProxyAddress(peer)) return;
    warned = true;
    warn(UNTRUSTED_FORWARDING_WARNING, peer ?? 'unknown');
  });
}
