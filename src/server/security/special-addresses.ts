import { isIP } from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server may open a connection to for a URL someone else chose (issue 47 part
 * 4): none of the IANA special-purpose registries, none of the server's own interface addresses.
 *
 * The registries come from a maintained library, ipaddr.js: its `range()` names every block of the
 * IANA IPv4 and IPv6 Special-Purpose Address Registries it knows ('private', 'loopback', 'reserved'
 * (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32, 3fff::/20, …), 'benchmarking',
 * 'rfc6052' (64:ff9b::/96, 64:ff9b:1::/48), '6to4' (2002::/16), 'teredo', 'ipv4Mapped', 'as112',
 * 'amt', …); anything but 'unicast' is refused, globally reachable anycast blocks included ("the
 * registries in full"). What ipaddr.js 2.5.0 lacks is added below from the registries' own data,
 * each with its source; `outbound-fetch.test.ts` checks every row of both registries
 * (fixtures/iana/, with their source) against this module, so a row the library misses fails there.
 */

type Block = readonly [address: string, prefix: number, source: string];

/** Blocks of the IANA registries that ipaddr.js's `range()` does not name (checked by the test). */
const IANA_ADDITIONS: readonly Block[] = [
  // IPv6 Special-Purpose Address Registry: "100:0:0:1::/64, Dummy IPv6 Prefix, [RFC9780], 2025-04".
  ['100:0:0:1::', 64, 'IANA IPv6 Special-Purpose Address Registry, RFC 9780'],
  // IANA IPv6 Address Space registry (https://www.iana.org/assignments/ipv6-address-space/): ::/8
  // is "Reserved by IETF" (RFC 4291), and its ::/96 held the deprecated IPv4-compatible addresses
  // (RFC 4291 § 2.5.5.1: `::192.0.2.2` reaches 192.0.2.2 on a host that still routes them).
  ['::', 8, 'IANA IPv6 Address Space registry, RFC 4291 § 2.5.5.1'],
];

/**
 * Global unicast is 2000::/3 (IANA IPv6 Address Space registry, RFC 4291 § 2.4); every other IPv6
 * block is reserved by the IETF, unique-local, link-local or multicast, none a public host.
 */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

const additions = IANA_ADDITIONS.map(([address, prefix]): [ipaddr.IPv4 | ipaddr.IPv6, number] => [
  ipaddr.parse(address),
  prefix,
]);

/** The address parsed strictly (dotted-quad IPv4, or IPv6 with an optional zone), or null. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const a = address.replace(/^\[|\]$/g, '');
  const family = isIP(a.split('%')[0]);
  if (family === 4) return ipaddr.IPv4.isValidFourPartDecimal(a) ? ipaddr.IPv4.parse(a) : null;
  if (family === 6) return ipaddr.IPv6.isValid(a) ? ipaddr.IPv6.parse(a) : null;
  return null;
}

/**
 * The special-purpose range an address is in ('loopback', 'private', 'reserved', 'rfc6052', …, or
 * 'ietf-reserved' for the blocks added above), or null for a public unicast address.
 */
export function specialRange(address: string): string | null {
  const ip = parse(address);
  if (!ip) return 'invalid';
  const range = ip.range();
  if (range !== 'unicast') return range;
  if (ip.kind() === 'ipv6') {
    if (!ip.match(IPV6_GLOBAL_UNICAST)) return 'ietf-reserved';
    for (const block of additions) if (block[0].kind() === 'ipv6' && ip.match(block)) return 'ietf-reserved';
  } else {
    for (const block of additions) if (block[0].kind() === 'ipv4' && ip.match(block)) return 'ietf-reserved';
  }
  return null;
}

/** Whether the address is a loopback one (127.0.0.0/8, ::1, or 127.x carried as ::ffff:127.x). */
export function isLoopbackAddress(address: string): boolean {
  const ip = parse(address);
  if (!ip) return false;
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    return (ip as ipaddr.IPv6).toIPv4Address().range() === 'loopback';
  return ip.range() === 'loopback';
}

const normal = (ip: ipaddr.IPv4 | ipaddr.IPv6) => {
  const plain =
    ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()
      ? (ip as ipaddr.IPv6).toIPv4Address()
      : ip;
  return plain.toNormalizedString();
};

/** Every address of the server's own network interfaces, normalised (read at each check: they change). */
export function ownInterfaceAddresses(): Set<string> {
  const out = new Set<string>();
  for (const list of Object.values(os.networkInterfaces()))
    for (const i of list ?? []) {
      const ip = parse(i.address);
      if (ip) out.add(normal(ip));
    }
  return out;
}

/**
 * Whether an outbound fetch may connect to `address`: a public unicast address that is none of the
 * server's own. With `allowLoopback` (OOAPI_ALLOW_LOOPBACK / CREDENTIAL_IMPORT_ALLOW_LOOPBACK, tests
 * only, refused in production) loopback addresses pass too, and nothing else does.
 */
export function addressAllowed(
  address: string,
  allowLoopback: boolean,
  own: ReadonlySet<string> = ownInterfaceAddresses(),
): boolean {
  const ip = parse(address);
  if (!ip) return false;
  if (allowLoopback && isLoopbackAddress(address)) return true;
  if (own.has(normal(ip))) return false;
  return specialRange(address) === null;
}
