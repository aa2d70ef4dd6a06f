import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../../test/enrolments.ts';
import { describeApi, login } from '../../test/harness.ts';
import { loadSkillEvidence } from '../talent/index.ts';
import { issueCredentialForEnrollment } from './index.ts';
import { signCredential } from './signing.ts';

describeApi('credentials (Open Badges 3.0)', (env) => {
  const inject = (method: 'GET' | 'POST', url: string, opts: { cookie?: string; payload?: unknown } = {}) =>
    env().app.inject({
      method,
      url,
      headers: opts.cookie ? { cookie: opts.cookie } : {},
      payload: opts.payload as object,
    });

  // Issuing and verifying must never fetch anything (no internet on the servers).
  const fetchSpy = vi.fn(() => {
    throw new Error('fetch is not allowed');
  });
  beforeEach(() => {
    fetchSpy.mockClear();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  /** A fresh learner with a passed enrolment in a demo-institute course, and its credential. */
  async function issued(offset = 0) {
    const learner = await registerAccount(env().app, 'talent', 'Lotte');
    const course = await demoInstituteCourse(env(), offset);
    const enrollmentId = await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    const result = await issueCredentialForEnrollment(env().db.kysely, enrollmentId);
    if (!result) throw new Error('no credential issued');
    return { learner, course, enrollmentId, id: result.id, created: result.created };
  }
  const credentialOf = async (id: string) =>
    (await inject('GET', `/api/credentials/${id}`)).json().credential;

  it('issues only for a passed enrolment, once, however often (or concurrently) it is asked', async () => {
    const learner = await registerAccount(env().app, 'talent');
    const course = await demoInstituteCourse(env(), 1);
    for (const status of ['enrolled', 'completed', 'failed'] as const) {
      const other = await registerAccount(env().app, 'talent');
      const id = await enrolmentWithResult(env(), other.cookie, course.id, status);
      expect(await issueCredentialForEnrollment(env().db.kysely, id), status).toBeNull();
    }
    expect(await issueCredentialForEnrollment(env().db.kysely, 99_999_999)).toBeNull();
    const enrollmentId = await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
    const [a, b] = await Promise.all([
      issueCredentialForEnrollment(env().db.kysely, enrollmentId),
      issueCredentialForEnrollment(env().db.kysely, enrollmentId),
    ]);
    expect(a?.id).toBe(b?.id);
    expect([a?.created, b?.created].filter(Boolean)).toHaveLength(1);
    const again = await issueCredentialForEnrollment(env().db.kysely, enrollmentId);
    expect(again).toEqual({ id: a?.id, created: false });
    const rows = await env()
      .db.kysely.selectFrom('credentials')
      .select('id')
      .where('enrollmentId', '=', enrollmentId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('is an Open Badges 3.0 credential: contexts, types, the institute as issuer, the learner and the course with its skills', async () => {
    const { id, course } = await issued();
    const res = await inject('GET', `/api/credentials/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('valid');
    expect(body.canRevoke).toBe(false);
    const c = body.credential;
    expect(c['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(c.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(c.id).toBe(`urn:uuid:${id}`);
    expect(c.issuer).toMatchObject({
      id: `did:web:localhost%3A3000:institutes:${course.instituteId}`,
      type: ['Profile'],
      name: 'TechAcademie Nederland',
    });
    expect(c.credentialSubject.name).toBe('Lotte Gebruiker');
    expect(c.credentialSubject.achievement.name).toBe(course.title);
    expect(c.credentialSubject.achievement.tag.length).toBeGreaterThan(0);
    expect(c.proof).toHaveLength(1);
    expect(c.proof[0]).toMatchObject({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-rdfc-2022',
      proofPurpose: 'assertionMethod',
    });
    expect(body.summary).toMatchObject({
      learnerName: 'Lotte Gebruiker',
      courseTitle: course.title,
      instituteName: 'TechAcademie Nederland',
    });
  });

  it("lists a learner's own credentials only", async () => {
    const { learner, id, course } = await issued();
    const mine = await inject('GET', '/api/user/credentials', { cookie: learner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        id,
        courseId: course.id,
        status: 'valid',
        courseTitle: course.title,
        learnerName: 'Lotte Gebruiker',
      }),
    ]);
    const stranger = await registerAccount(env().app, 'talent');
    expect((await inject('GET', '/api/user/credentials', { cookie: stranger.cookie })).json().items).toEqual(
      [],
    );
    expect((await inject('GET', '/api/user/credentials')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown credential and 400 for an id that is no UUID', async () => {
    expect((await inject('GET', '/api/credentials/0b7f3c1e-1111-4222-8333-444455556666')).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/api/credentials/abc')).statusCode).toBe(400);
    expect((await inject('GET', '/api/credentials/abc/pdf')).statusCode).toBe(400);
  });

  it('verifies an untouched credential, and refuses a changed name, course or date, or a wrong signature', async () => {
    const { id } = await issued();
    const credential = await credentialOf(id);
    const verify = async (payload: unknown) => {
      const res = await inject('POST', '/api/credentials/verify', { payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await verify(credential)).toMatchObject({
      valid: true,
      checks: { signature: 'passed', issuerKey: 'passed', status: 'passed' },
    });
    // The proof as one object (not an array) is the same credential to the verifier.
    expect(await verify({ ...credential, proof: credential.proof[0] })).toMatchObject({ valid: true });

    const changed = (edit: (c: typeof credential) => void) => {
      const copy = structuredClone(credential);
      edit(copy);
      return copy;
    };
    expect(await verify(changed((c) => (c.credentialSubject.name = 'Iemand Anders')))).toMatchObject({
      valid: false,
      reason: 'invalid_signature',
      checks: { signature: 'failed', issuerKey: 'passed' },
    });
    expect(
      await verify(changed((c) => (c.credentialSubject.achievement.name = 'Andere cursus'))),
    ).toMatchObject({ valid: false });
    expect(await verify(changed((c) => (c.validFrom = '2020-01-01T00:00:00Z')))).toMatchObject({
      valid: false,
    });
    const sig: string = credential.proof[0].proofValue;
    const flipped = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    expect(await verify(changed((c) => (c.proof[0].proofValue = flipped)))).toMatchObject({ valid: false });
    expect(await verify(changed((c) => delete c.proof))).toMatchObject({ valid: false, reason: 'malformed' });
  });

  it('refuses a credential signed with a key that is not the platform’s', async () => {
    const { id } = await issued();
    const { proof: _proof, ...unsigned } = await credentialOf(id);
    const key = await Ed25519Multikey.generate();
    const exported = await key.export({ publicKey: true, secretKey: true });
    const forged = await signCredential(unsigned, {
      publicKeyMultibase: String(exported.publicKeyMultibase),
      secretKeyMultibase: String(exported.secretKeyMultibase),
    });
    const res = await inject('POST', '/api/credentials/verify', { payload: forged });
    expect(res.json()).toMatchObject({
      valid: false,
      reason: 'unknown_key',
      checks: { issuerKey: 'failed' },
    });
  });

  it('never fetches a context it does not ship: a credential naming a remote context is refused', async () => {
    const { id } = await issued();
    const credential = await credentialOf(id);
    credential['@context'] = [...credential['@context'], 'https://example.org/remote-context.json'];
    const res = await inject('POST', '/api/credentials/verify', { payload: credential });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 400 for a body that is no JSON object', async () => {
    for (const payload of [[1, 2], 'x', 42]) {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/credentials/verify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lets only the issuing institute (or an admin) revoke, audited once; then it is revoked everywhere', async () => {
    const { id, learner } = await issued();
    const credential = await credentialOf(id);
    const revoke = (cookie?: string) =>
      inject('POST', `/api/credentials/${id}/revoke`, { cookie, payload: { reason: 'Fraude' } });
    expect((await revoke()).statusCode).toBe(401);
    expect((await revoke(learner.cookie)).statusCode).toBe(403);
    expect((await revoke(await login(env().app, 'bedrijf@example.nl'))).statusCode).toBe(403);
    const otherInstitute = await registerAccount(env().app, 'institute');
    expect((await revoke(otherInstitute.cookie)).statusCode).toBe(403);

    const institute = await login(env().app, 'instituut@example.nl');
    expect((await inject('GET', `/api/credentials/${id}`, { cookie: institute })).json().canRevoke).toBe(
      true,
    );
    const done = await revoke(institute);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'revoked' });
    expect((await revoke(institute)).statusCode).toBe(200);
    const audits = await env()
      .db.kysely.selectFrom('auditLog')
      .select(['action', 'details'])
      .where('targetType', '=', 'credential')
      .where('targetId', '=', id)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0].action).toBe('credential.revoke');

    expect((await inject('GET', `/api/credentials/${id}`)).json()).toMatchObject({ status: 'revoked' });
    // The date is public; the reason only to the holder and the issuer (decision 405).
    expect((await inject('POST', '/api/credentials/verify', { payload: credential })).json()).toMatchObject({
      valid: false,
      reason: 'revoked',
      revokeReason: null,
      checks: { signature: 'passed', status: 'failed' },
    });
    expect(
      (
        await inject('POST', '/api/credentials/verify', { payload: credential, cookie: learner.cookie })
      ).json(),
    ).toMatchObject({ revokeReason: 'Fraude' });
    expect((await inject('GET', `/api/credentials/${id}`, { cookie: institute })).json()).toMatchObject({
      revokeReason: 'Fraude',
    });
    expect((await inject('GET', `/api/credentials/${id}`)).json().revokeReason).toBeNull();
    expect(
      (await inject('GET', '/api/user/credentials', { cookie: learner.cookie })).json().items[0].status,
    ).toBe('revoked');
    expect(
      (
        await inject('POST', '/api/credentials/0b7f3c1e-1111-4222-8333-444455556666/revoke', {
          cookie: institute,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("makes the course's skills verified evidence, and nothing at all once revoked", async () => {
    const { id, learner } = await issued();
    const levels = async () => (await loadSkillEvidence(env().db.kysely, learner.id)).map((e) => e.level);
    expect(await levels()).not.toHaveLength(0);
    expect(new Set(await levels())).toEqual(new Set(['verified']));
    const institute = await login(env().app, 'instituut@example.nl');
    await inject('POST', `/api/credentials/${id}/revoke`, { cookie: institute, payload: {} });
    // Not even the institute's confirmation: the revoked credential takes the result with it.
    expect(await levels()).toEqual([]);
  });

  it('serves the certificate as a PDF attachment with a QR code link', async () => {
    const { id } = await issued();
    const res = await env().app.inject({
      url: `/api/credentials/${id}/pdf`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificaat-${id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it('the demo seed shows valid and revoked credentials, and review comments', async () => {
    const rows = await env()
      .db.kysely.selectFrom('credentials')
      .select(['id', 'revokedAt'])
      .orderBy('issuedAt')
      .execute();
    const valid = rows.filter((r) => r.revokedAt === null);
    const revoked = rows.filter((r) => r.revokedAt !== null);
    expect(valid.length).toBeGreaterThanOrEqual(2);
    expect(revoked.length).toBeGreaterThanOrEqual(1);
    const talent = await login(env().app, 'talent@example.nl');
    const mine = await inject('GET', '/api/user/credentials', { cookie: talent });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.length).toBeGreaterThanOrEqual(1);
    const gone = await inject('GET', `/api/credentials/${revoked[0]?.id}`);
    expect(gone.json().status).toBe('revoked');
    // Seeded credentials are signed like any other: a valid one verifies, a revoked one does not.
    const ok = await inject('GET', `/api/credentials/${valid[0]?.id}`);
    const checked = await inject('POST', '/api/credentials/verify', { payload: ok.json().credential });
    expect(checked.json().valid).toBe(true);
    const refused = await inject('POST', '/api/credentials/verify', { payload: gone.json().credential });
    expect(refused.json().valid).toBe(false);
    const comments = await env()
      .db.kysely.selectFrom('courseRatings')
      .select('comment')
      .where('comment', 'is not', null)
      .execute();
    expect(comments.length).toBeGreaterThan(0);
  });
});
