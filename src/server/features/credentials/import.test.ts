import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { badgeImageDataUri, buildOpenBadgeCredential } from '../../../domain/credentials/index.ts';
import { addressAllowed } from '../../security/outbound-fetch.ts';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi } from '../../test/harness.ts';
import { loadSkillEvidence } from '../talent/index.ts';
import { recheckImportedCredentials } from './index.ts';
import { FETCH_MAX_BYTES, fetchJson } from './outgoing.ts';
import { didDocument, signCredential } from './signing.ts';
import { encodeStatusList, statusListCredential } from './status-list.ts';

/** A key of a stranger's issuer (made here, never stored by the platform). */
async function strangerKey() {
  const pair = await Ed25519Multikey.generate();
  const { publicKeyMultibase, secretKeyMultibase } = await pair.export({
    publicKey: true,
    secretKey: true,
    includeContext: false,
  });
  return {
    publicKeyMultibase: publicKeyMultibase as string,
    secretKeyMultibase: secretKeyMultibase as string,
  };
}

/** An Open Badges 3.0 credential of another issuer, aligned to a taxonomy skill. */
function strangerCredential(did: string, status?: { listUrl: string; index: number }) {
  const built = buildOpenBadgeCredential({
    id: randomUUID(),
    institute: { id: 'x', did, name: 'Edubadges Test Academie', url: 'https://badges.example.org' },
    learnerName: 'Lotte Gebruiker',
    learnerIdentity: {
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: `sha256$${'0'.repeat(64)}`,
      salt: 'abc',
    },
    course: { id: 4242, title: 'Spreadsheets voor gevorderden', description: 'Elders behaald', skills: [] },
    alignments: [{ name: 'Werken met Excel', url: 'https://badges.example.org/skills/excel' }],
    image: badgeImageDataUri('Spreadsheets'),
    status: status ?? { listUrl: 'https://unused.example/status', index: 0 },
    issuedAt: '2026-01-15T10:00:00Z',
  });
  if (!status) {
    const { credentialStatus: _none, ...rest } = built;
    return rest;
  }
  return built;
}

/** A did:web issuer on a loopback HTTP server: its DID document and a revocation status list. */
const web = {
  server: undefined as Server | undefined,
  did: '',
  key: { publicKeyMultibase: '', secretKeyMultibase: '' },
  revoked: [] as number[],
  base: '',
};

beforeAll(async () => {
  web.key = await strangerKey();
  web.server = createServer(async (req, res) => {
    if (req.url === '/.well-known/did.json') {
      res.setHeader('content-type', 'application/did+json');
      return res.end(JSON.stringify(didDocument(web.did, [web.key.publicKeyMultibase])));
    }
    if (req.url === '/status/1') {
      const list = statusListCredential(
        `${web.base}/status/1`,
        web.did,
        encodeStatusList(web.revoked),
        new Date().toISOString(),
      );
      res.setHeader('content-type', 'application/vc+ld+json');
      return res.end(JSON.stringify(await signCredential(list, web.key)));
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => web.server?.listen(0, '127.0.0.1', r));
  const port = (web.server.address() as AddressInfo).port;
  web.base = `http://127.0.0.1:${port}`;
  web.did = `did:web:127.0.0.1%3A${port}`;
});
afterAll(() => new Promise<void>((r) => (web.server ? web.server.close(() => r()) : r())));

it('refuses private, loopback and link-local addresses unless loopback is allowed', () => {
  for (const a of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '0.0.0.0',
  ])
    expect(addressAllowed(a, false), a).toBe(false);
  for (const a of ['93.184.216.34', '2606:4700::1111']) expect(addressAllowed(a, false), a).toBe(true);
  expect(addressAllowed('127.0.0.1', true)).toBe(true);
  expect(addressAllowed('10.1.2.3', true)).toBe(false);
});

it('fetches only by the rules: the resolved address is checked, big answers and other hosts refused', async () => {
  const port = web.base.split(':').pop();
  const server = createServer((req, res) => {
    if (req.url === '/big') return res.end(`"${'x'.repeat(FETCH_MAX_BYTES + 10)}"`);
    if (req.url === '/away') {
      res.writeHead(302, { location: 'http://example.org/did.json' });
      return res.end();
    }
    if (req.url === '/here') {
      res.writeHead(302, { location: `/ok` });
      return res.end();
    }
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const p = (server.address() as AddressInfo).port;
  try {
    // A name that resolves to loopback is refused in the lookup (here over HTTPS, as in production).
    await expect(fetchJson(`https://localhost:${port}/.well-known/did.json`)).rejects.toThrow(
      /niet toegestaan/,
    );
    await expect(fetchJson(`http://localhost:${p}/ok`)).rejects.toThrow(/alleen https/);
    // With the test-only setting: loopback by name, plain HTTP; same-host redirects only; 100 KB.
    expect(await fetchJson(`http://localhost:${p}/ok`, { allowLoopback: true })).toEqual({ ok: true });
    expect(await fetchJson(`http://127.0.0.1:${p}/here`, { allowLoopback: true })).toEqual({ ok: true });
    await expect(fetchJson(`http://127.0.0.1:${p}/away`, { allowLoopback: true })).rejects.toThrow(
      /andere host/,
    );
    await expect(fetchJson(`http://127.0.0.1:${p}/big`, { allowLoopback: true })).rejects.toThrow(/te groot/);
    await expect(fetchJson('https://10.0.0.1/did.json', { allowLoopback: true })).rejects.toThrow(
      /niet toegestaan/,
    );
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});

describeApi(
  'credentials from elsewhere (import)',
  (env) => {
    const importAs = (cookie: string, payload: unknown) =>
      env().app.inject({
        method: 'POST',
        url: '/api/user/credentials/import',
        headers: { cookie },
        payload: payload as object,
      });

    async function didKeyCredential() {
      const key = await strangerKey();
      const did = `did:key:${key.publicKeyMultibase}`;
      return { key, did, signed: await signCredential(strangerCredential(did), key) };
    }

    it('accepts a did:key credential offline, lists it as imported and counts its skills as verified', async () => {
      const learner = await registerAccount(env().app, 'talent', 'Lotte');
      const { did, signed } = await didKeyCredential();
      // The proof as one object is the same credential.
      const res = await importAs(learner.cookie, { ...signed, proof: signed.proof[0] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'verified',
        issuer: { id: did, name: 'Edubadges Test Academie' },
      });
      const list = (
        await env().app.inject({
          method: 'GET',
          url: '/api/user/credentials',
          headers: { cookie: learner.cookie },
        })
      ).json().items;
      expect(list).toContainEqual(
        expect.objectContaining({
          id: res.json().id,
          source: 'imported',
          status: 'valid',
          issuerId: did,
          instituteName: 'Edubadges Test Academie',
          courseTitle: 'Spreadsheets voor gevorderden',
        }),
      );
      const evidence = await loadSkillEvidence(env().db.kysely, learner.id);
      expect(evidence.find((e) => e.name === 'Werken met Excel')?.level).toBe('verified');
      // The same credential twice: 409, nothing new.
      expect((await importAs(learner.cookie, signed)).statusCode).toBe(409);
    });

    it('refuses a tampered credential and one signed by a key that is not the issuer’s, storing nothing', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const { signed } = await didKeyCredential();
      const tampered = structuredClone(signed) as unknown as {
        credentialSubject: { achievement: { name: string } };
      };
      tampered.credentialSubject.achievement.name = 'Iets anders';
      const a = await importAs(learner.cookie, tampered);
      expect(a.statusCode).toBe(422);
      expect(a.json().code).toBe('credential.tampered');
      // Another key under this issuer's name.
      const other = await didKeyCredential();
      const forged = await signCredential(
        {
          ...strangerCredential(other.did),
          issuer: { ...strangerCredential(other.did).issuer, id: (await didKeyCredential()).did },
        },
        other.key,
      );
      const b = await importAs(learner.cookie, forged);
      expect(b.statusCode).toBe(422);
      expect(b.json().code).toBe('credential.unknown_key');
      const list = (
        await env().app.inject({
          method: 'GET',
          url: '/api/user/credentials',
          headers: { cookie: learner.cookie },
        })
      ).json().items;
      expect(list).toEqual([]);
    });

    it('accepts a did:web credential from a loopback server only with the test-only setting, and refuses it once revoked', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const signed = await signCredential(
        strangerCredential(web.did, { listUrl: `${web.base}/status/1`, index: 7 }),
        web.key,
      );
      env().config.credentialImportAllowLoopback = false;
      try {
        const refused = await importAs(learner.cookie, signed);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toBe('credential.unresolvable_issuer');
      } finally {
        env().config.credentialImportAllowLoopback = true;
      }
      const ok = await importAs(learner.cookie, signed);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().issuer.id).toBe(web.did);
      // Revoked by its issuer: the daily check marks it, and its skills lose their weight.
      web.revoked = [7];
      try {
        const result = await recheckImportedCredentials(env().db.kysely, { allowLoopback: true });
        expect(result.revoked).toBeGreaterThanOrEqual(1);
        const list = (
          await env().app.inject({
            method: 'GET',
            url: '/api/user/credentials',
            headers: { cookie: learner.cookie },
          })
        ).json().items;
        expect(list.find((c: { id: string }) => c.id === ok.json().id)?.status).toBe('revoked');
        expect(
          (await loadSkillEvidence(env().db.kysely, learner.id)).find((e) => e.name === 'Werken met Excel'),
        ).toBeUndefined();
        // A revoked credential is refused at import.
        const other = await registerAccount(env().app, 'talent');
        const revoked = await importAs(other.cookie, signed);
        expect(revoked.statusCode).toBe(422);
        expect(revoked.json().code).toBe('credential.revoked');
      } finally {
        web.revoked = [];
      }
    });

    it('does not import a credential this platform issued', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const ours = strangerCredential(
        `did:web:${encodeURIComponent(new URL(env().config.appUrl).host)}:institutes:${randomUUID()}`,
      );
      const res = await importAs(learner.cookie, { ...ours, proof: [{ type: 'DataIntegrityProof' }] });
      expect(res.statusCode).toBe(409);
    });
  },
  { seed: true, config: { credentialImportAllowLoopback: true } },
);
