import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KVK_INVALID } from '../../../contracts/institute.ts';
import { registerAccount } from '../../test/accounts.ts';
import { courseBody } from '../../test/course-body.ts';
import { describeApi, login } from '../../test/harness.ts';

const course = courseBody({
  title: 'Instellingen-testcursus',
  description: 'Een cursus om de naam van het instituut te volgen.',
});

describeApi('institute settings', (env) => {
  const registerInstitute = (instituteName?: string) =>
    registerAccount(env().app, 'institute', 'Ineke', instituteName ? { instituteName } : {});
  const patch = (cookie: string, payload: object) =>
    env().app.inject({ method: 'PATCH', url: '/api/institute/settings', headers: { cookie }, payload });

  it('stores the name given at registration, for institutes only', async () => {
    const { user, cookie } = await registerInstitute('Leerhuis Zwolle');
    expect(user.instituteName).toBe('Leerhuis Zwolle');
    const res = await env().app.inject({ url: '/api/institute/settings', headers: { cookie } });
    expect(res.json()).toEqual({
      name: 'Leerhuis Zwolle',
      website: null,
      kvkNumber: null,
      description: null,
      logoUrl: null,
    });
    const talent = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `t-${randomBytes(4).toString('hex')}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'T',
        lastName: 'T',
        instituteName: 'Geen instituut',
      },
    });
    expect(talent.json().instituteName).toBeNull();
  });

  it('saves every setting and shows the new name on its courses at once', async () => {
    const { app } = env();
    const { cookie } = await registerInstitute('Oude Naam Academie');
    const created = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie },
      payload: course,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    // Warm the catalogue answer cache with the old name.
    expect((await app.inject({ url: `/api/courses/${id}`, headers: { cookie } })).json().instituteName).toBe(
      'Oude Naam Academie',
    );
    const res = await patch(cookie, {
      name: '  Nieuwe Naam Academie ',
      website: 'https://nieuwenaam.example.nl',
      kvkNumber: '1234 5678',
      description: 'Praktijkgerichte cursussen in Zwolle.',
      logoUrl: 'https://nieuwenaam.example.nl/logo.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: 'Nieuwe Naam Academie',
      website: 'https://nieuwenaam.example.nl',
      kvkNumber: '12345678',
      description: 'Praktijkgerichte cursussen in Zwolle.',
      logoUrl: 'https://nieuwenaam.example.nl/logo.png',
    });
    expect((await app.inject({ url: `/api/courses/${id}`, headers: { cookie } })).json().instituteName).toBe(
      'Nieuwe Naam Academie',
    );
    expect((await app.inject({ url: '/api/user', headers: { cookie } })).json().instituteName).toBe(
      'Nieuwe Naam Academie',
    );
    // Optional fields cleared with an empty string or by leaving them out.
    const cleared = await patch(cookie, { name: 'Nieuwe Naam Academie', website: '', kvkNumber: null });
    expect(cleared.json()).toMatchObject({
      website: null,
      kvkNumber: null,
      description: null,
      logoUrl: null,
    });
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const { cookie } = await registerInstitute('Vaste Naam');
    const cases: [object, RegExp | string][] = [
      [{ name: 'Vaste Naam', kvkNumber: '1234567' }, KVK_INVALID.nl],
      [{ name: 'Vaste Naam', kvkNumber: '1234567a' }, KVK_INVALID.nl],
      [{ name: '   ' }, /Naam van het instituut is verplicht/],
      [{ website: 'https://x.nl' }, /Naam van het instituut/],
      [{ name: 'Vaste Naam', website: 'javascript:alert(1)' }, /Website moet een webadres/],
      [{ name: 'Vaste Naam', logoUrl: 'ftp://x.nl/logo.png' }, /Logo-URL moet een webadres/],
      [{ name: 'Vaste Naam', extra: 1 }, /Onbekend veld|extra/],
      [{ name: 'x'.repeat(121) }, /te lang/],
    ];
    for (const [payload, message] of cases) {
      const res = await patch(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const now = await env().app.inject({ url: '/api/institute/settings', headers: { cookie } });
    expect(now.json()).toMatchObject({ name: 'Vaste Naam', website: null, kvkNumber: null });
  });

  it('is for institutes only', async () => {
    const { app } = env();
    expect((await patch('', { name: 'X' })).statusCode).toBe(401);
    for (const email of ['talent@example.nl', 'bedrijf@example.nl', 'admin@example.nl']) {
      const res = await patch(await login(app, email), { name: 'Overgenomen' });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('tells an institute whether it is verified (its courses wait for verification)', async () => {
    const { cookie } = await registerInstitute('Nieuw Leerhuis');
    const fresh = await env().app.inject({ url: '/api/institute/verification', headers: { cookie } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ verified: false });
    const demo = await login(env().app, 'instituut@example.nl');
    const verified = await env().app.inject({
      url: '/api/institute/verification',
      headers: { cookie: demo },
    });
    expect(verified.json()).toEqual({ verified: true });
  });

  it('refuses a name (case and spaces ignored) or a KvK number another institute has: 409', async () => {
    const taken = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `dubbel-${Date.now()}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'Dirk',
        lastName: 'Dubbel',
        userType: 'institute',
        instituteName: 'techacademie   NEDERLAND',
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Er bestaat al een instituut met deze naam');
    const a = await registerInstitute('Uniek Instituut Een');
    const b = await registerInstitute('Uniek Instituut Twee');
    expect((await patch(a.cookie, { name: 'Uniek Instituut Een', kvkNumber: '87654321' })).statusCode).toBe(
      200,
    );
    const renamed = await patch(b.cookie, { name: 'TechAcademie Nederland' });
    expect(renamed.statusCode).toBe(409);
    expect((await patch(b.cookie, { name: 'uniek instituuteen' })).statusCode).toBe(409);
    const kvk = await patch(b.cookie, { name: 'Uniek Instituut Twee', kvkNumber: '8765 4321' });
    expect(kvk.statusCode).toBe(409);
    expect(kvk.json().message).toBe('Dit KvK-nummer is al in gebruik bij een ander instituut');
    // Its own name and number again are fine.
    expect((await patch(a.cookie, { name: 'UNIEK Instituut Een', kvkNumber: '87654321' })).statusCode).toBe(
      200,
    );
  });

  describe("a verified institute's change of name, KvK number or website waits for an admin", () => {
    const verifyAs = async (adminCookie: string, id: string, body?: object) =>
      env().app.inject({
        method: 'POST',
        url: `/api/admin/institutes/${id}/verify`,
        headers: { cookie: adminCookie },
        ...(body ? { payload: body } : {}),
      });
    const decide = (cookie: string, id: string, decision: 'accept' | 'reject') =>
      env().app.inject({
        method: 'POST',
        url: `/api/admin/institutes/${id}/changes/${decision}`,
        headers: { cookie },
      });
    const publicName = async (courseId: number) =>
      (await env().app.inject({ url: `/api/courses/${courseId}` })).json().instituteName;

    it('stays under its old public name until an admin accepts; reject keeps the old', async () => {
      const admin = await login(env().app, 'admin@example.nl');
      const suffix = randomBytes(3).toString('hex');
      const inst = await registerInstitute(`Leerhuis Echt ${suffix}`);
      // The institute cannot verify itself.
      expect((await verifyAs(inst.cookie, inst.user.id)).statusCode).toBe(403);
      expect(
        (await patch(inst.cookie, { name: `Leerhuis Echt ${suffix}`, kvkNumber: '11223344' })).statusCode,
      ).toBe(200);
      const verified = await verifyAs(admin, inst.user.id, {
        checkedKvkNumber: '11223344',
        checkedWebsite: 'https://leerhuis.example',
        note: 'KvK-uittreksel bekeken',
      });
      expect(verified.statusCode, verified.body).toBe(200);
      const rows = (
        await env().app.inject({ url: '/api/admin/institutes', headers: { cookie: admin } })
      ).json().items;
      expect(rows.find((r: { id: string }) => r.id === inst.user.id)).toMatchObject({
        checkedKvkNumber: '11223344',
        checkedWebsite: 'https://leerhuis.example',
        verificationNote: 'KvK-uittreksel bekeken',
        verifiedByName: expect.any(String),
      });
      const created = await env().app.inject({
        method: 'POST',
        url: '/api/courses',
        headers: { cookie: inst.cookie },
        payload: course,
      });
      expect(created.statusCode, created.body).toBe(201);
      const courseId = created.json().id;
      const detail = (await env().app.inject({ url: `/api/courses/${courseId}` })).json();
      expect(detail.instituteVerifiedAt).toEqual(expect.any(String));

      // Rename: pending, the old name stays in force and public.
      const renamed = await patch(inst.cookie, {
        name: `Universiteit Nep ${suffix}`,
        kvkNumber: '11223344',
        description: 'Nieuwe omschrijving',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: `Leerhuis Echt ${suffix}`,
        description: 'Nieuwe omschrijving',
        pendingChange: { name: `Universiteit Nep ${suffix}`, fields: ['name'] },
      });
      expect(await publicName(courseId)).toBe(`Leerhuis Echt ${suffix}`);

      // Another institute cannot take the pending name.
      const other = await registerInstitute();
      expect((await patch(other.cookie, { name: `universiteit nep${suffix}` })).statusCode).toBe(409);
      // Nor register with it: the same 409 and message as for a name in force.
      const taken = await env().app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: `inst-${randomBytes(4).toString('hex')}@test.nl`,
          password: 'Fietsbel-Oranje7',
          firstName: 'Ineke',
          lastName: 'Opleider',
          userType: 'institute',
          instituteName: `Universiteit  Nep ${suffix}`,
        },
      });
      expect(taken.statusCode, taken.body).toBe(409);
      expect(taken.json().message).toBe('Er bestaat al een instituut met deze naam');

      // Only admins see and decide pending changes.
      expect(
        (await env().app.inject({ url: '/api/admin/institute-changes', headers: { cookie: inst.cookie } }))
          .statusCode,
      ).toBe(403);
      expect((await decide(inst.cookie, inst.user.id, 'accept')).statusCode).toBe(403);
      const list = (
        await env().app.inject({ url: '/api/admin/institute-changes', headers: { cookie: admin } })
      ).json().items;
      expect(list.find((c: { instituteId: string }) => c.instituteId === inst.user.id)).toMatchObject({
        current: { name: `Leerhuis Echt ${suffix}`, kvkNumber: '11223344' },
        requested: { name: `Universiteit Nep ${suffix}` },
        fields: ['name'],
      });

      // Reject: the old name stays, the pending change is gone, the institute is told.
      const rejected = await decide(admin, inst.user.id, 'reject');
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json()).toEqual({ instituteId: inst.user.id, decision: 'rejected' });
      const afterReject = (
        await env().app.inject({ url: '/api/institute/settings', headers: { cookie: inst.cookie } })
      ).json();
      expect(afterReject.name).toBe(`Leerhuis Echt ${suffix}`);
      expect(afterReject.pendingChange).toBeUndefined();
      expect((await decide(admin, inst.user.id, 'reject')).statusCode).toBe(404);

      // A new KvK number and website and name: pending, then accepted by an admin.
      expect(
        (
          await patch(inst.cookie, {
            name: `Leerhuis Nieuw ${suffix}`,
            kvkNumber: '55667788',
            website: 'https://nieuw.example',
          })
        ).json().pendingChange.fields,
      ).toEqual(['name', 'kvkNumber', 'website']);
      expect(await publicName(courseId)).toBe(`Leerhuis Echt ${suffix}`);
      const accepted = await decide(admin, inst.user.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(await publicName(courseId)).toBe(`Leerhuis Nieuw ${suffix}`);
      const afterAccept = (
        await env().app.inject({ url: '/api/institute/settings', headers: { cookie: inst.cookie } })
      ).json();
      expect(afterAccept).toMatchObject({
        name: `Leerhuis Nieuw ${suffix}`,
        kvkNumber: '55667788',
        website: 'https://nieuw.example',
      });
      expect(afterAccept.pendingChange).toBeUndefined();

      // Both decisions are audited and notified to the institute.
      const db = env().db.kysely;
      const audit = await db
        .selectFrom('auditLog')
        .select('action')
        .where('targetId', '=', inst.user.id)
        .where('action', 'like', 'institute.change.%')
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual([
        'institute.change.accept',
        'institute.change.reject',
      ]);
      const notes = await db
        .selectFrom('notifications')
        .select('eventKey')
        .where('userId', '=', inst.user.id)
        .where('eventKey', '=', 'instituteChangeDecided')
        .execute();
      expect(notes).toHaveLength(2);
    });

    it('an unverified institute changes its name directly', async () => {
      const suffix = randomBytes(3).toString('hex');
      const inst = await registerInstitute(`Los Leerhuis ${suffix}`);
      const res = await patch(inst.cookie, { name: `Ander Leerhuis ${suffix}` });
      expect(res.json().name).toBe(`Ander Leerhuis ${suffix}`);
      expect(res.json().pendingChange).toBeUndefined();
    });
  });
});
