import { randomUUID } from 'node:crypto';
import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import ipaddr from 'ipaddr.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { badgeImageDataUri, buildOpenBadgeCredential } from '../../domain/credentials/index.ts';
import { signCredential } from '../features/credentials/signing.ts';
import { DEMO } from '../test/accounts.ts';
import { describeApi, login } from '../test/harness.ts';
import { addressAllowed, fetchGuarded, OutboundFetchError } from './outbound-fetch.ts';
import { specialRange } from './special-addresses.ts';

/**
 * Names under `.intern.test` resolve to the address they start with (`192-0-2-2.intern.test`,
 * `2002--1.intern.test`): a stand-in for the resolver on the `node:dns` module object that
 * outbound-fetch.ts calls (vitest runs files in one shared module registry, so no vi.mock).
 */
const realLookup = dns.lookup;
function fakeLookup(hostname: string, options: unknown, callback: (...a: unknown[]) => void) {
  const m = /^(.+)\.intern\.test$/.exec(hostname);
  if (!m) return (realLookup as (...a: unknown[]) => void)(hostname, options, callback);
  const address = m[1].includes('--')
    ? m[1].replace(/--/g, '::').replace(/-/g, ':')
    : m[1].replace(/-/g, '.');
  setImmediate(() => callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]));
}
beforeAll(() => {
  (dns as { lookup: unknown }).lookup = fakeLookup;
});
afterAll(() => {
  (dns as { lookup: unknown }).lookup = realLookup;
});

/** The rows of an IANA registry CSV (fixtures/iana, SOURCE.md): quoted cells may hold commas and line breaks. */
function registryRows(file: string): { blocks: string[]; name: string }[] {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/iana', file), 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows.slice(1).map((r) => ({
    blocks: r[0].split(',').map((b) => b.replace(/\[\d+\]/g, '').trim()),
    name: r[1],
  }));
}

/** The first, middle and last address of a CIDR block. */
function samples(cidr: string): string[] {
  const [base, prefix] = ipaddr.parseCIDR(cidr);
  const bytes = base.toByteArray();
  const bits = bytes.length * 8;
  const value = bytes.reduce((v, b) => (v << 8n) | BigInt(b), 0n);
  const size = 1n << BigInt(bits - prefix);
  const first = (value >> BigInt(bits - prefix)) << BigInt(bits - prefix);
  const toAddress = (v: bigint) => {
    const out: number[] = [];
    for (let i = 0; i < bytes.length; i++) out.unshift(Number((v >> BigInt(8 * i)) & 255n));
    return ipaddr.fromByteArray(out).toString();
  };
  return [...new Set([first, first + size / 2n, first + size - 1n].map(toAddress))];
}

const NONE = new Set<string>();

describe('outbound fetches refuse every special-purpose address (issue 47 part 4)', () => {
  for (const file of ['iana-ipv4-special-registry-1.csv', 'iana-ipv6-special-registry-1.csv'])
    it(`refuses every block of ${file}`, () => {
      const rows = registryRows(file);
      expect(rows.length).toBeGreaterThanOrEqual(24);
      const allowed: string[] = [];
      for (const { blocks, name } of rows)
        for (const block of blocks)
          for (const address of samples(block)) {
            if (addressAllowed(address, false, NONE)) allowed.push(`${address} (${block} ${name})`);
            // The test-only escape lets loopback through, nothing else.
            const loopbackRow = name.startsWith('Loopback');
            if (!loopbackRow && addressAllowed(address, true, NONE))
              allowed.push(`${address} (${block} ${name}) with the loopback escape`);
          }
      expect(allowed).toEqual([]);
    });

  it('refuses the blocks the issue names, multicast, broadcast and IPv4 carried in IPv6', () => {
    for (const a of [
      '192.0.2.2',
      '198.51.100.7',
      '203.0.113.9',
      '::c000:202', // ::/96, IPv4-compatible: 192.0.2.2
      '::808:808', // ::/96 carrying a public address is still no public IPv6 host
      '2002:c000:202::1', // 6to4 of 192.0.2.2
      '2002:808:808::1',
      '64:ff9b::808:808',
      '64:ff9b:1::7f00:1',
      '2001::1',
      '100:0:0:1::1',
      '3fff::1',
      '5f00::1',
      '224.0.0.1',
      'ff02::1',
      '255.255.255.255',
      '::ffff:192.0.2.2',
      '::ffff:127.0.0.1',
      '::ffff:808:808',
      '4000::1', // outside 2000::/3: reserved by the IETF
      'fe80::1%eth0',
    ])
      expect(addressAllowed(a, false, NONE), a).toBe(false);
    expect(specialRange('192.0.2.2')).toBe('reserved');
    expect(specialRange('2002::1')).toBe('6to4');
    expect(specialRange('::c000:202')).toBe('ietf-reserved');
  });

  it('lets public unicast addresses through, and loopback only with the test-only escape', () => {
    for (const a of ['145.100.190.1', '8.8.8.8', '93.184.216.34', '2001:610:1::1', '2606:4700::1111'])
      expect(addressAllowed(a, false, NONE), a).toBe(true);
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      expect(addressAllowed(a, false, NONE), a).toBe(false);
      expect(addressAllowed(a, true, NONE), a).toBe(true);
    }
    expect(addressAllowed('10.0.0.1', true, NONE)).toBe(false);
    expect(addressAllowed('not an address', false, NONE)).toBe(false);
    expect(addressAllowed('0x7f.1', true, NONE)).toBe(false);
  });

  it("refuses the server's own interface addresses, read from os.networkInterfaces()", async () => {
    const spy = vi.spyOn(os, 'networkInterfaces').mockReturnValue({
      eth0: [
        {
          address: '145.100.190.1',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: '145.100.190.1/24',
        },
        {
          address: '2001:610:1::1',
          netmask: 'ffff:ffff:ffff:ffff::',
          family: 'IPv6',
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: '2001:610:1::1/64',
          scopeid: 0,
        },
      ],
    });
    try {
      expect(addressAllowed('145.100.190.1', false)).toBe(false);
      expect(addressAllowed('::ffff:145.100.190.1', false)).toBe(false);
      expect(addressAllowed('2001:610:1:0:0:0:0:1', false)).toBe(false);
      expect(addressAllowed('145.100.190.2', false)).toBe(true);
      await expect(fetchGuarded('https://145-100-190-1.intern.test/x', rules)).rejects.toMatchObject({
        reason: 'address',
      });
    } finally {
      spy.mockRestore();
    }
  });
});

const rules = { allowLoopback: false, timeoutMs: 2000, maxBytes: 1000 };

describe('the check is made at connect time, and the user never sees the socket detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a name that resolves to a special-purpose address, in the lookup before the TCP connect', async () => {
    for (const host of [
      '192-0-2-2.intern.test',
      '198-51-100-1.intern.test',
      '203-0-113-1.intern.test',
      '--c000-202.intern.test',
      '2002--1.intern.test',
      '64-ff9b-1--1.intern.test',
      '127-0-0-1.intern.test',
    ]) {
      const err = await fetchGuarded(`https://${host}:8443/.well-known/did.json`, rules).catch((e) => e);
      expect(err, host).toBeInstanceOf(OutboundFetchError);
      expect(err.reason, host).toBe('address');
      expect(err.message, host).toBe('adres niet toegestaan');
    }
    // An address literal never reaches the lookup: refused before any socket is made.
    const connect = vi.spyOn(net.Socket.prototype, 'connect');
    for (const url of ['https://192.0.2.2:8443/x', 'https://[2002::1]/x', 'https://[::c000:202]/x'])
      await expect(fetchGuarded(url, rules), url).rejects.toMatchObject({ reason: 'address' });
    expect(connect).not.toHaveBeenCalled();
  });

  it('keeps the socket error in `detail`, out of the message', () => {
    const err = new OutboundFetchError('network', 'ECONNREFUSED');
    expect(err.message).toBe('niet bereikbaar');
    expect(err.detail).toBe('ECONNREFUSED');
  });
});

/** An Open Badges 3.0 credential of a did:web issuer at `host`, signed with a key made here. */
async function didWebCredential(did: string) {
  const pair = await Ed25519Multikey.generate();
  const key = (await pair.export({ publicKey: true, secretKey: true, includeContext: false })) as {
    publicKeyMultibase: string;
    secretKeyMultibase: string;
  };
  const { credentialStatus: _none, ...credential } = buildOpenBadgeCredential({
    id: randomUUID(),
    institute: { id: 'x', did, name: 'Elders Academie', url: 'https://elders.example.org' },
    learnerName: 'Lotte Gebruiker',
    learnerIdentity: {
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: `sha256$${'0'.repeat(64)}`,
      salt: 'abc',
    },
    course: { id: 1, title: 'Elders behaald', description: 'Elders behaald', skills: [] },
    alignments: [],
    image: badgeImageDataUri('Elders'),
    status: { listUrl: 'https://unused.example/status', index: 0 },
    issuedAt: '2026-01-15T10:00:00Z',
  });
  return signCredential(credential, key);
}

/** The addresses of issue 47, reached by name (resolved by the mock above) and as literals. */
const REFUSED_HOSTS = [
  '192-0-2-2.intern.test',
  '198-51-100-2.intern.test',
  '203-0-113-2.intern.test',
  '--c000-202.intern.test',
  '2002--c000-202.intern.test',
  '64-ff9b-1--c000-202.intern.test',
];
const REFUSED_LITERALS = [
  '192.0.2.2',
  '198.51.100.2',
  '203.0.113.2',
  '[::c000:202]',
  '[2002::c000:202]',
  '[64:ff9b:1::c000:202]',
];

describeApi('outbound fetches through the API refuse special-purpose addresses', (env) => {
  it('the OOAPI preview and import answer "De bron is niet bereikbaar" for every such address, without the socket detail', async () => {
    const { app } = env();
    const cookie = await login(app, DEMO.institute);
    const call = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    for (const host of REFUSED_HOSTS) {
      const put = await call('PUT', '/api/institute/ooapi-source', { baseUrl: `https://${host}:8443/oeapi` });
      expect(put.statusCode, put.body).toBe(200);
      for (const url of ['/api/institute/ooapi-source/preview', '/api/institute/ooapi-source/import']) {
        const res = await call('POST', url);
        expect(res.statusCode, `${host} ${url}`).toBe(502);
        expect(res.json().detail, host).toBe(
          'De OOAPI-bron kon niet worden gelezen: De bron is niet bereikbaar',
        );
      }
    }
    for (const literal of REFUSED_LITERALS) {
      const put = await call('PUT', '/api/institute/ooapi-source', {
        baseUrl: `https://${literal}:8443/oeapi`,
      });
      expect(put.statusCode, literal).toBe(400);
    }
    // The run history keeps the generic words too.
    const runs = await app.inject({ url: '/api/institute/ooapi-source/runs', headers: { cookie } });
    expect(JSON.stringify(runs.json())).not.toMatch(/E[A-Z]{4,}|192\.0\.2|intern\.test/);
  });

  it('the credential import does not resolve a did:web issuer at such an address', async () => {
    const { app } = env();
    const cookie = await login(app, DEMO.talent);
    for (const host of [
      ...REFUSED_HOSTS,
      ...REFUSED_LITERALS.filter((l) => !l.startsWith('[')) /* did:web has no IPv6 literal */,
    ]) {
      const did = `did:web:${encodeURIComponent(`${host}:8443`)}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/credentials/import',
        headers: { cookie },
        payload: (await didWebCredential(did)) as object,
      });
      expect(res.statusCode, `${did} ${res.body}`).toBe(422);
      expect(res.json().code, did).toBe('credential.unresolvable_issuer');
    }
  });
});
