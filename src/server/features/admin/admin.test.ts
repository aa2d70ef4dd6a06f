import { expect, it } from 'vitest';
import type { AdminInstituteRow, AdminUserRow, AuditLogRow, SkillsStats } from '../../../contracts/admin.ts';
import type { Page } from '../../../contracts/common.ts';
import type { Course } from '../../../contracts/courses.ts';
import { SEED_SKILLS } from '../../seed/data/skills.ts';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi, login, registerTalent, setUpTotp } from '../../test/harness.ts';

const ROLES = {
  talent: 'talent@example.nl',
  company: 'bedrijf@example.nl',
  institute: 'instituut@example.nl',
  admin: 'admin@example.nl',
  superadmin: 'superadmin@example.nl',
} as const;

describeApi('administration', (env) => {
  const req = (method: string, url: string, cookie?: string, payload?: unknown) =>
    env().app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const cookies = {} as Record<keyof typeof ROLES, string>;
  const as = async (role: keyof typeof ROLES) => {
    cookies[role] ??= await login(env().app, ROLES[role]);
    return cookies[role];
  };
  const registerInstitute = () => registerAccount(env().app, 'institute', 'Nieuw');

  it('computes skills statistics from the seeded taxonomy', async () => {
    const res = await req('GET', '/api/admin/skills-stats', await as('admin'));
    const stats = res.json() as SkillsStats;
    expect(stats.totalSkills).toBe(SEED_SKILLS.length);
    expect(stats.totalSkills).toBeGreaterThanOrEqual(200);
    expect(stats.totalClusters).toBe(new Set(SEED_SKILLS.map((s) => s.cluster)).size);
    expect(stats.totalCategories).toBe(new Set(SEED_SKILLS.map((s) => s.category)).size);
    expect(stats.categoryDistribution.reduce((a, c) => a + c.count, 0)).toBe(SEED_SKILLS.length);
    const newest = SEED_SKILLS.slice(-5).reverse();
    expect(stats.sampleSkills.map((s) => s.name)).toEqual(newest.map((s) => s.name));
    expect(stats.sampleSkills[0].category).toBe(newest[0].category);
  });

  it('platform statistics come from the database', async () => {
    const k = env().db.kysely;
    const users = Number(
      (
        await k
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const stats = (await req('GET', '/api/admin/stats', await as('admin'))).json();
    expect(stats.totalUsers).toBe(users);
    expect(stats.activeCourses).toBeGreaterThan(0);
    expect(stats.companies).toBeGreaterThanOrEqual(1);
  });

  it('searches users by name or e-mail', async () => {
    const byName = (
      await req('GET', '/api/admin/users?search=sanne van', await as('admin'))
    ).json() as Page<AdminUserRow>;
    expect(byName.items.map((u) => u.email)).toContain('talent@example.nl');
    const byMail = (
      await req('GET', '/api/admin/users?search=BEDRIJF@', await as('admin'))
    ).json() as Page<AdminUserRow>;
    expect(byMail).toEqual({
      items: [expect.objectContaining({ email: 'bedrijf@example.nl', userType: 'company' })],
      nextCursor: null,
    });
    expect(
      (await req('GET', `/api/admin/users?search=${'x'.repeat(101)}`, await as('admin'))).statusCode,
    ).toBe(400);
  });

  it('pages every user by cursor (none cut off), with a Link to the next page; a bad cursor or limit is a 400', async () => {
    const admin = await as('admin');
    const all = await env().db.kysely.selectFrom('users').select('email').execute();
    const seen: string[] = [];
    let url: string | null = '/api/admin/users?limit=3';
    let pages = 0;
    while (url) {
      const res = await req('GET', url, admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Page<AdminUserRow>;
      expect(body.items.length).toBeLessThanOrEqual(3);
      seen.push(...body.items.map((u) => u.email));
      pages++;
      if (body.nextCursor) {
        expect(res.headers.link).toBe(`</api/admin/users?limit=3&cursor=${body.nextCursor}>; rel="next"`);
        url = `/api/admin/users?limit=3&cursor=${body.nextCursor}`;
      } else {
        expect(res.headers.link).toBeUndefined();
        url = null;
      }
    }
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(all.map((u) => u.email).sort());
    for (const bad of [
      'cursor=garbage!',
      'cursor=bm90LWpzb24',
      'cursor=WzFd',
      'limit=0',
      'limit=201',
      'limit=0x10',
      'limit=',
    ]) {
      const res = await req('GET', `/api/admin/users?${bad}`, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toMatch(/^validation/);
    }
  });

  it('changes a user type with an audit row; only a superadmin touches admin rights; never the own type', async () => {
    const { user } = await registerTalent(env().app, 'typewissel');
    const admin = await as('admin');
    const ok = await req('PATCH', '/api/admin/user/type', admin, { userId: user.id, userType: 'opleider' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ userType: 'institute', adminRole: null });
    const log = (await req('GET', '/api/admin/audit-log', admin)).json().items as AuditLogRow[];
    expect(log[0]).toMatchObject({
      action: 'user.type.change',
      actorName: 'Fatima El Amrani',
      targetId: user.id,
      targetName: 'Test Gebruiker',
      details: {
        from: { userType: 'talent', adminRole: null },
        to: { userType: 'institute', adminRole: null },
      },
    });

    const grant = await req('PATCH', '/api/admin/user/type', admin, { userId: user.id, userType: 'admin' });
    expect(grant.statusCode).toBe(403);
    const adminId = ((await req('GET', '/api/user', admin)).json() as { id: string }).id;
    const superId = ((await req('GET', '/api/user', await as('superadmin'))).json() as { id: string }).id;
    expect(
      (await req('PATCH', '/api/admin/user/type', admin, { userId: superId, userType: 'talent' })).statusCode,
    ).toBe(403);
    const self = await req('PATCH', '/api/admin/user/type', admin, { userId: adminId, userType: 'talent' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/eigen gebruikerstype/);
    const selfSuper = await req('PATCH', '/api/admin/user/type', await as('superadmin'), {
      userId: superId,
      userType: 'talent',
    });
    expect(selfSuper.statusCode).toBe(403);

    const sup = await as('superadmin');
    const granted = await req('PATCH', '/api/admin/user/type', sup, { userId: user.id, userType: 'admin' });
    expect(granted.json()).toMatchObject({ userType: 'admin', adminRole: 'admin' });
    const asNewAdmin = await login(env().app, user.email, 'Fietsbel-Oranje7');
    // A new admin reaches the admin routes once its required second factor is set up.
    expect((await req('GET', '/api/admin/stats', asNewAdmin)).statusCode).toBe(403);
    await setUpTotp(env().app, asNewAdmin, user.email);
    expect((await req('GET', '/api/admin/stats', asNewAdmin)).statusCode).toBe(200);
    const removed = await req('PATCH', '/api/admin/user/type', sup, { userId: user.id, userType: 'talent' });
    expect(removed.json()).toMatchObject({ userType: 'talent', adminRole: null });
    expect((await req('GET', '/api/admin/stats', asNewAdmin)).statusCode).toBe(403);

    for (const [body, status] of [
      [{ userId: user.id, userType: 'koning' }, 400],
      [{ userId: user.id }, 400],
      [{ userType: 'talent' }, 400],
      [{ userId: 'bestaat-niet', userType: 'talent' }, 404],
    ] as const) {
      expect((await req('PATCH', '/api/admin/user/type', admin, body)).statusCode, JSON.stringify(body)).toBe(
        status,
      );
    }
    const audit = await env()
      .db.kysely.selectFrom('auditLog')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('targetId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(audit.n)).toBe(3);
  });

  it('an institute’s courses are public only after an admin verified it', async () => {
    const inst = await registerInstitute();
    const title = `Verificatiecursus ${Date.now()}`;
    const created = await req('POST', '/api/courses', inst.cookie, {
      title,
      description: 'Test',
      category: 'Education',
      level: 'Beginner',
      duration: 2,
      price: 10,
      maxParticipants: null,
      imageUrl: null,
      skills: [],
      language: 'nl',
      isActive: true,
    });
    const course = created.json() as Course;
    const inCatalogue = async () =>
      ((await req('GET', `/api/courses?search=${encodeURIComponent(title)}`)).json().items as Course[])
        .length;
    const talent = await registerTalent(env().app, 'leerling');
    expect(await inCatalogue()).toBe(0);
    expect((await req('GET', `/api/courses/${course.id}`)).statusCode).toBe(404);
    expect((await req('POST', `/api/courses/${course.id}/enroll`, talent.cookie)).statusCode).toBe(404);
    const own = await req('GET', `/api/courses/${course.id}`, inst.cookie);
    expect(own.json()).toMatchObject({ instituteVerified: false });
    // What the institute entered is what the administrator is asked to check.
    const kvk = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const entered = await env().app.inject({
      method: 'PATCH',
      url: '/api/institute/settings',
      headers: { cookie: inst.cookie },
      payload: {
        name: inst.user.instituteName ?? `Verificatie Academie ${Date.now()}`,
        kvkNumber: kvk,
        website: 'https://verificatie.example.nl',
      },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const pending = (await req('GET', '/api/admin/institutes?status=pending', await as('admin'))).json()
      .items as AdminInstituteRow[];
    expect(pending.map((i) => i.id)).toContain(inst.id);
    // Its one course is counted (read through the courses feature, decision 005), its KvK number
    // and website through the institute feature.
    expect(pending.find((i) => i.id === inst.id)).toMatchObject({
      courseCount: 1,
      kvkNumber: kvk,
      website: 'https://verificatie.example.nl',
    });

    // The institute chose e-mail for system messages: the verification reaches it both ways.
    const prefs = await env().app.inject({
      method: 'PUT',
      url: '/api/user/email-preferences',
      headers: { cookie: inst.cookie },
      payload: { achievement: false, reminder: false, social: false, system: true },
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect((await req('POST', `/api/admin/institutes/${inst.id}/verify`, await as('admin'))).statusCode).toBe(
      200,
    );
    expect(await inCatalogue()).toBe(1);
    const told = await env()
      .db.kysely.selectFrom('notifications')
      .select(['title', 'eventKey', 'actionUrl'])
      .where('userId', '=', inst.id)
      .where('eventKey', '=', 'instituteVerified')
      .execute();
    expect(told).toEqual([
      { title: 'Je instituut is geverifieerd', eventKey: 'instituteVerified', actionUrl: '/institute' },
    ]);
    const mailJobs = await env()
      .db.kysely.selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'notifications.mail')
      .execute();
    expect(
      mailJobs.filter(
        (j) => String(j.payload).includes(inst.id) && String(j.payload).includes('instituteVerified'),
      ),
    ).toHaveLength(1);
    // A second verification changes nothing and tells nobody again.
    expect(
      (await req('POST', `/api/admin/institutes/${inst.id}/verify`, await as('admin'))).json(),
    ).toMatchObject({
      changed: false,
    });
    expect((await req('GET', `/api/courses/${course.id}`)).json()).toMatchObject({ instituteVerified: true });
    expect((await req('POST', `/api/courses/${course.id}/enroll`, talent.cookie)).statusCode).toBe(201);
    const log = (await req('GET', '/api/admin/audit-log', await as('admin'))).json().items as AuditLogRow[];
    expect(log[0]).toMatchObject({ action: 'institute.verify', targetId: inst.id });
    const talentId = talent.user.id;
    expect(
      (await req('POST', `/api/admin/institutes/${talentId}/verify`, await as('admin'))).statusCode,
    ).toBe(404);
    // The demo institutes are seeded verified.
    const verified = (await req('GET', '/api/admin/institutes?status=verified', await as('admin'))).json()
      .items as AdminInstituteRow[];
    expect(verified.length).toBeGreaterThanOrEqual(5);
  });
});
