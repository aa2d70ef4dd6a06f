import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { badgeImageDataUri, buildOpenBadgeCredential } from '../../../domain/credentials/index.ts';
import { addressAllowed } from '../../security/outbound-fetch.ts';
import { DEMO, registerAccount } from '../../test/accounts.ts';
import { describeApi, login } from '../../test/harness.ts';
import { loadSkillEvidence } from '../talent/index.ts';
import { recheckImportedCredentials } from './index.ts';
import { FETCH_MAX_BYTES, fetchJson } from './outgoing.ts';
import { didDocument, signCredential, signPresentation as signPresentationForTest } from './signing.ts';
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

/** The OB 3.0 hashed e-mail identifier of a recipient (salted). */
const hashedRecipient = (email: string, salt = 'abc') => ({
  type: 'IdentityObject' as const,
  identityType: 'emailAddress' as const,
  hashed: true as const,
  identityHash: `sha256$${createHash('sha256')
    .update(email + salt)
    .digest('hex')}`,
  salt,
});

/**
 * An Open Badges 3.0 credential of another issuer, aligned to a taxonomy skill, naming `email` as its
 * recipient (hashed with a salt).
 */
function strangerCredential(
  did: string,
  status?: { listUrl: string; index: number },
  email = 'nobody@example.org',
) {
  const built = buildOpenBadgeCredential({
    id: randomUUID(),
    institute: { id: 'x', did, name: 'Edubadges Test Academie', url: 'https://badges.example.org' },
    learnerName: 'Lotte Gebruiker',
    learnerIdentity: hashedRecipient(email),
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
  suspended: [] as number[],
  base: '',
};

beforeAll(async () => {
  web.key = await strangerKey();
  web.server = createServer(async (req, res) => {
    if (req.url === '/.well-known/did.json') {
      res.setHeader('content-type', 'application/did+json');
      return res.end(JSON.stringify(didDocument(web.did, [web.key.publicKeyMultibase])));
    }
    if (req.url === '/status/1' || req.url === '/status/2') {
      const list = statusListCredential(
        `${web.base}${req.url}`,
        web.did,
        encodeStatusList(req.url === '/status/1' ? web.revoked : web.suspended),
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

    async function didKeyCredential(email?: string) {
      const key = await strangerKey();
      const did = `did:key:${key.publicKeyMultibase}`;
      return { key, did, signed: await signCredential(strangerCredential(did, undefined, email), key) };
    }
    const admin = () => login(env().app, DEMO.admin);
    const listTrusted = async (cookie: string, did: string, name = 'Edubadges Test Academie') =>
      env().app.inject({
        method: 'POST',
        url: '/api/admin/trusted-issuers',
        headers: { cookie },
        payload: { did, name, note: 'Getest' },
      });

    it('accepts a did:key credential offline naming the importer: unknown issuer, a claim that moves no score', async () => {
      const learner = await registerAccount(env().app, 'talent', 'Lotte');
      const { did, signed } = await didKeyCredential(learner.email);
      // The proof as one object is the same credential.
      const res = await importAs(learner.cookie, { ...signed, proof: signed.proof[0] });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'verified',
        issuer: { id: did, name: 'Edubadges Test Academie' },
        issuerTrust: 'unknown',
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
          issuerTrust: 'unknown',
          instituteName: 'Edubadges Test Academie',
          courseTitle: 'Spreadsheets voor gevorderden',
        }),
      );
      // Anyone can make a did:key and sign: the skill is a claim, weight 0.
      const evidence = await loadSkillEvidence(env().db.kysely, learner.id);
      const excel = evidence.find((e) => e.name === 'Werken met Excel');
      expect(excel?.level).toBe('claimed');
      expect(excel?.sources[0].issuer).toEqual({
        name: 'Edubadges Test Academie',
        id: did,
        trust: 'unknown',
      });
      // Its id is a urn:uuid: (resolves nowhere): the evidence links to our stored copy, which
      // anyone with the link reads as imported (and a stranger's id is a 404).
      expect(excel?.sources[0].url).toBe(`/api/imported-credentials/${res.json().id}`);
      const copy = await env().app.inject({ url: excel?.sources[0].url as string });
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.json()).toEqual(JSON.parse(JSON.stringify({ ...signed, proof: signed.proof[0] })));
      expect((await env().app.inject({ url: `/api/imported-credentials/${randomUUID()}` })).statusCode).toBe(
        404,
      );
      // The same credential twice: 409, nothing new.
      expect((await importAs(learner.cookie, signed)).statusCode).toBe(409);

      // Listed by an admin, it counts; unlisted, it no longer does (trust is read live).
      const cookie = await admin();
      const added = await listTrusted(cookie, did);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json()).toMatchObject({
        did,
        name: 'Edubadges Test Academie',
        credentials: 1,
        domain: null,
      });
      expect((await listTrusted(cookie, did)).statusCode).toBe(409);
      expect(
        (await loadSkillEvidence(env().db.kysely, learner.id)).find((e) => e.name === 'Werken met Excel')
          ?.level,
      ).toBe('verified');
      const mine = await env().app.inject({
        method: 'GET',
        url: '/api/user/credentials',
        headers: { cookie: learner.cookie },
      });
      expect(mine.json().items[0].issuerTrust).toBe('listed');
      const audit = await env()
        .db.kysely.selectFrom('auditLog')
        .select('action')
        .where('targetType', '=', 'trusted_issuer')
        .where('targetId', '=', added.json().id)
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['trusted_issuer.add']);
      const removed = await env().app.inject({
        method: 'DELETE',
        url: `/api/admin/trusted-issuers/${added.json().id}`,
        headers: { cookie },
      });
      expect(removed.statusCode).toBe(204);
      expect(
        (await loadSkillEvidence(env().db.kysely, learner.id)).find((e) => e.name === 'Werken met Excel')
          ?.level,
      ).toBe('claimed');
    });

    it('imports only what names the importer (422 credential.not_yours) and what no other account holds (409)', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const someoneElse = await didKeyCredential('iemand.anders@example.org');
      const res = await importAs(learner.cookie, someoneElse.signed);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('credential.not_yours');
      // Naming nobody.
      const key = await strangerKey();
      const did = `did:key:${key.publicKeyMultibase}`;
      const { identifier: _none, ...subject } = strangerCredential(did).credentialSubject;
      const namesNobody = { ...strangerCredential(did), credentialSubject: subject };
      const nobody = await signCredential(namesNobody, key);
      expect((await importAs(learner.cookie, nobody)).json().code).toBe('credential.not_yours');
      // A plain (unhashed) e-mail identifier naming the importer, in other case, is theirs.
      const plainEmail = {
        ...strangerCredential(did),
        credentialSubject: {
          ...subject,
          identifier: [
            {
              type: 'IdentityObject',
              identityType: 'emailAddress',
              hashed: false,
              identityHash: learner.email.toUpperCase(),
            },
          ],
        },
      };
      const plain = await signCredential(structuredClone(plainEmail), key);
      const ok = await importAs(learner.cookie, plain);
      expect(ok.statusCode, ok.body).toBe(201);
      // Someone else cannot import it: it does not name them.
      const second = await registerAccount(env().app, 'talent');
      expect((await importAs(second.cookie, plain)).json().code).toBe('credential.not_yours');
      // Nor when it names them too: one account holds it (by its id, or by its proof under another id).
      const twoRecipients: Record<string, unknown> & { issuer: { id: string } } = {
        ...plainEmail,
        id: `urn:uuid:${randomUUID()}`,
        credentialSubject: {
          ...plainEmail.credentialSubject,
          identifier: [hashedRecipient(learner.email, 's1'), hashedRecipient(second.email, 'x1')],
        },
      };
      const both = await signCredential(twoRecipients, key);
      const first = await importAs(learner.cookie, both);
      expect(first.statusCode, first.body).toBe(201);
      expect((await importAs(second.cookie, both)).statusCode).toBe(409);
      const rows = await env()
        .db.kysely.selectFrom('importedCredentials')
        .select('userId')
        .where('userId', 'in', [learner.id, second.id])
        .execute();
      expect(rows.map((r) => r.userId)).toEqual([learner.id, learner.id]);
    });

    it('accepts a credential naming a DID when the importer proves it with a presentation over our challenge', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const wallet = await strangerKey();
      const holder = `did:key:${wallet.publicKeyMultibase}`;
      const issuerKey = await strangerKey();
      const issuer = `did:key:${issuerKey.publicKeyMultibase}`;
      const base = strangerCredential(issuer);
      const { identifier: _none, ...subject } = base.credentialSubject;
      const toHolder = { ...base, credentialSubject: { ...subject, id: holder } };
      const credential = await signCredential(toHolder, issuerKey);
      // The credential alone names a DID, not this account.
      expect((await importAs(learner.cookie, credential)).json().code).toBe('credential.not_yours');
      const challengeRes = await env().app.inject({
        method: 'GET',
        url: '/api/user/credentials/import/challenge',
        headers: { cookie: learner.cookie },
      });
      expect(challengeRes.statusCode).toBe(200);
      const { challenge } = challengeRes.json();
      const present = (signer: typeof wallet, did: string, over: string) =>
        signPresentationForTest({ verifiableCredential: [credential], holder: did }, signer, did, over);
      // Signed by another wallet, or over another challenge: refused.
      const stranger = await strangerKey();
      const wrongHolder = await importAs(
        learner.cookie,
        await present(stranger, `did:key:${stranger.publicKeyMultibase}`, challenge),
      );
      expect(wrongHolder.statusCode).toBe(422);
      expect(
        (await importAs(learner.cookie, await present(wallet, holder, 'niet-onze-challenge'))).statusCode,
      ).toBe(422);
      const ok = await importAs(learner.cookie, await present(wallet, holder, challenge));
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().issuerTrust).toBe('unknown');
    });

    it("refuses what is not an Open Badges 3.0 AchievementCredential by type or by 1EdTech's schema", async () => {
      const learner = await registerAccount(env().app, 'talent');
      const { signed } = await didKeyCredential(learner.email);
      const untyped = await importAs(learner.cookie, { ...signed, type: ['VerifiableCredential'] });
      expect(untyped.statusCode).toBe(422);
      expect(untyped.json().code).toBe('credential.type');
      const { validFrom: _v, ...undated } = signed as Record<string, unknown>;
      const invalid = await importAs(learner.cookie, undated);
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().code).toBe('credential.schema');
    });

    it('refuses a tampered credential and one signed by a key that is not the issuer’s, storing nothing', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const { signed } = await didKeyCredential(learner.email);
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
          ...strangerCredential(other.did, undefined, learner.email),
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

    it('refuses a genuine credential past its validUntil as expired (422 credential.expired), not malformed', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const key = await strangerKey();
      const did = `did:key:${key.publicKeyMultibase}`;
      const expired = {
        ...strangerCredential(did, undefined, learner.email),
        validUntil: '2026-02-15T10:00:00Z',
      };
      const signed = await signCredential(expired, key);
      const res = await importAs(learner.cookie, signed);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().code).toBe('credential.expired');
    });

    it('accepts a did:web credential from a loopback server only with the test-only setting, and refuses it once revoked', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const signed = await signCredential(
        strangerCredential(web.did, { listUrl: `${web.base}/status/1`, index: 7 }, learner.email),
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
        const revoked = await importAs(
          other.cookie,
          await signCredential(
            strangerCredential(web.did, { listUrl: `${web.base}/status/1`, index: 7 }, other.email),
            web.key,
          ),
        );
        expect(revoked.statusCode).toBe(422);
        expect(revoked.json().code).toBe('credential.revoked');
      } finally {
        web.revoked = [];
      }
    });

    it('honours suspension at import and in the daily re-check, keeping every status entry', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const unsigned = strangerCredential(
        web.did,
        { listUrl: `${web.base}/status/1`, index: 11 },
        learner.email,
      ) as ReturnType<typeof strangerCredential> & { credentialStatus: unknown };
      const twoEntries = {
        ...unsigned,
        credentialStatus: [
          unsigned.credentialStatus,
          {
            id: `${web.base}/status/2#11`,
            type: 'BitstringStatusListEntry',
            statusPurpose: 'suspension',
            statusListIndex: '11',
            statusListCredential: `${web.base}/status/2`,
          },
        ],
      };
      const signed = await signCredential(twoEntries, web.key);
      const listOf = async () =>
        (
          await env().app.inject({
            method: 'GET',
            url: '/api/user/credentials',
            headers: { cookie: learner.cookie },
          })
        ).json().items;
      const excel = async () =>
        (await loadSkillEvidence(env().db.kysely, learner.id)).find((e) => e.name === 'Werken met Excel');
      try {
        web.suspended = [11];
        const refused = await importAs(learner.cookie, signed);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toBe('credential.suspended');
        web.suspended = [];
        const ok = await importAs(learner.cookie, signed);
        expect(ok.statusCode, ok.body).toBe(201);
        const row = await env()
          .db.kysely.selectFrom('importedCredentials')
          .select(['statusEntries', 'proofValue'])
          .where('id', '=', ok.json().id)
          .executeTakeFirstOrThrow();
        expect(JSON.parse(row.statusEntries ?? '[]').map((e: { purpose: string }) => e.purpose)).toEqual([
          'revocation',
          'suspension',
        ]);
        expect(row.proofValue).toMatch(/^z/);
        // Listed, so that its skill counts; then suspended: it stops counting until lifted.
        await env().app.inject({
          method: 'POST',
          url: '/api/admin/trusted-issuers',
          headers: { cookie: await login(env().app, DEMO.admin) },
          payload: { did: web.did, name: 'Loopback Academie', note: '' },
        });
        expect((await excel())?.level).toBe('verified');
        web.suspended = [11];
        const first = await recheckImportedCredentials(env().db.kysely, { allowLoopback: true });
        expect(first.suspended).toBeGreaterThanOrEqual(1);
        expect((await listOf()).find((c: { id: string }) => c.id === ok.json().id)?.status).toBe('suspended');
        expect(await excel()).toBeUndefined();
        web.suspended = [];
        await recheckImportedCredentials(env().db.kysely, { allowLoopback: true });
        expect((await listOf()).find((c: { id: string }) => c.id === ok.json().id)?.status).toBe('valid');
        expect((await excel())?.level).toBe('verified');
      } finally {
        web.suspended = [];
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
