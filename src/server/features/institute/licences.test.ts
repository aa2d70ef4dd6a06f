import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LicenceRequest, LicenceState } from '../../../contracts/licences.ts';
import { registerAccount } from '../../test/accounts.ts';
import { courseBody } from '../../test/course-body.ts';
import { describeApi, login } from '../../test/harness.ts';

const course = (n: number) =>
  courseBody({ title: `Licentiecursus ${n}`, description: 'Een cursus om de licentielimiet te testen.' });

/** Licences (decision 243): tier and use, Upgraden, the admin's decision, the course limit. */
describeApi('institute licences', (env) => {
  const registerInstitute = () =>
    registerAccount(env().app, 'institute', 'Lies', {
      instituteName: `Licentieacademie ${randomBytes(3).toString('hex')}`,
    });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    env().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('a new institute is on Starter; Upgraden asks, an admin approves (audited, notified), the card shows it', async () => {
    const inst = await registerInstitute();
    const first = (await call('GET', '/api/institute/licence', inst.cookie)).json() as LicenceState;
    expect(first).toMatchObject({
      tier: 'starter',
      status: 'active',
      since: null,
      limits: { activeCourses: 10, monthlyPriceEuros: 99 },
      usage: { activeCourses: 0 },
      lastRequest: null,
    });
    expect(
      (await call('POST', '/api/institute/licence/requests', inst.cookie, { tier: 'starter' })).statusCode,
    ).toBe(409);
    const asked = await call('POST', '/api/institute/licence/requests', inst.cookie, {
      tier: 'professional',
      note: 'We groeien',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as LicenceState).lastRequest).toMatchObject({
      tier: 'professional',
      status: 'pending',
    });
    // One open request at a time.
    const again = await call('POST', '/api/institute/licence/requests', inst.cookie, { tier: 'enterprise' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Je hebt al een licentieaanvraag in behandeling');

    const admin = await login(env().app, 'admin@example.nl');
    const list = (await call('GET', '/api/admin/licence-requests', admin)).json().items as LicenceRequest[];
    const mine = list.find((r) => r.instituteId === inst.id);
    expect(mine).toMatchObject({
      status: 'pending',
      tier: 'professional',
      note: 'We groeien',
      instituteName: expect.stringMatching(/^Licentieacademie /),
    });
    // An institute cannot decide; a bad body is refused.
    expect(
      (await call('POST', `/api/admin/licence-requests/${mine?.id}`, inst.cookie, { approve: true }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/admin/licence-requests/${mine?.id}`, admin, {})).statusCode).toBe(400);
    const decided = await call('POST', `/api/admin/licence-requests/${mine?.id}`, admin, { approve: true });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'approved' });
    expect(
      (await call('POST', `/api/admin/licence-requests/${mine?.id}`, admin, { approve: false })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/admin/licence-requests/999999', admin, { approve: true })).statusCode,
    ).toBe(404);

    const now = (await call('GET', '/api/institute/licence', inst.cookie)).json() as LicenceState;
    expect(now).toMatchObject({
      tier: 'professional',
      limits: { activeCourses: 50, monthlyPriceEuros: 249 },
    });
    expect(now.since).not.toBeNull();
    const audit = await env()
      .db.kysely.selectFrom('auditLog')
      .select(['action', 'targetId'])
      .where('action', '=', 'licence.approve')
      .where('targetId', '=', inst.id)
      .execute();
    expect(audit).toHaveLength(1);
    const notes = (await call('GET', '/api/user/notifications', inst.cookie)).json().items as {
      title: string;
    }[];
    expect(notes.map((n) => n.title)).toContain('Licentie goedgekeurd');

    // A declined request keeps the tier and tells the reason.
    await call('POST', '/api/institute/licence/requests', inst.cookie, { tier: 'enterprise' });
    const pending = (
      (await call('GET', '/api/admin/licence-requests', admin)).json().items as LicenceRequest[]
    ).find((r) => r.instituteId === inst.id && r.status === 'pending');
    await call('POST', `/api/admin/licence-requests/${pending?.id}`, admin, {
      approve: false,
      reason: 'Eerst een gesprek',
    });
    const after = (await call('GET', '/api/institute/licence', inst.cookie)).json() as LicenceState;
    expect(after.tier).toBe('professional');
    expect(after.lastRequest).toMatchObject({
      tier: 'enterprise',
      status: 'declined',
      reason: 'Eerst een gesprek',
    });
  });

  it('the Starter limit gives a clear 403 on creating or reactivating a course, never a silent failure', async () => {
    const inst = await registerInstitute();
    const { db } = env();
    const now = new Date().toISOString();
    await db.kysely
      .insertInto('courses')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          instituteId: inst.id,
          title: `Bestaande cursus ${i}`,
          description: 'x',
          searchTitle: 'x',
          searchText: 'x',
          category: 'Technology',
          level: 'Beginner',
          durationWeeks: 1,
          priceCents: 0,
          maxParticipants: null,
          imageUrl: null,
          skills: '[]',
          language: 'nl',
          isActive: i === 9 ? 0 : 1,
          status: i === 9 ? ('archived' as const) : ('active' as const),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    // Nine active: the tenth fits.
    const tenth = await call('POST', '/api/courses', inst.cookie, course(10));
    expect(tenth.statusCode, tenth.body).toBe(201);
    const eleventh = await call('POST', '/api/courses', inst.cookie, course(11));
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().message).toBe(
      'Je Starter-licentie staat 10 actieve cursussen toe. Zet een cursus op concept of gearchiveerd, of vraag onder Instellingen een hogere licentie aan.',
    );
    const en = await env().app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie: inst.cookie, 'accept-language': 'en' },
      payload: course(12),
    });
    expect(en.json().message).toContain('Your Starter licence allows 10 active courses');
    const archived = await db.kysely
      .selectFrom('courses')
      .select('id')
      .where('instituteId', '=', inst.id)
      .where('status', '=', 'archived')
      .executeTakeFirstOrThrow();
    const reactivate = await call('PATCH', `/api/courses/${archived.id}`, inst.cookie, { status: 'active' });
    expect(reactivate.statusCode).toBe(403);
    // Drafting a course makes room again.
    const draft = await call('PATCH', `/api/courses/${tenth.json().id}`, inst.cookie, { status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(
      (await call('PATCH', `/api/courses/${archived.id}`, inst.cookie, { status: 'active' })).statusCode,
    ).toBe(200);
  });
});
