import { expect, it } from 'vitest';
import { DEMO, registerAccount } from '../test/accounts.ts';
import { describeApi, login } from '../test/harness.ts';

/**
 * Races that the probe found on PostgreSQL, checked on both engines. Requests
 * are sent at once (Promise.all); on PostgreSQL they run in parallel transactions of the pool.
 */
describeApi('races', (env) => {
  const req = (method: string, url: string, cookie: string, payload?: object) =>
    env().app.inject({ method: method as 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const inviteFrom = async (talentEmail: string) => {
    const company = await registerAccount(env().app, 'company');
    const res = await req('POST', '/api/company/employees/invite', company.cookie, { email: talentEmail });
    expect(res.statusCode).toBe(202);
    return company;
  };

  it('two companies’ invitations accepted at once leave one employer (enforced by the database)', async () => {
    const { db } = env();
    for (let round = 0; round < 3; round++) {
      const talent = await registerAccount(env().app, 'talent');
      await inviteFrom(talent.email);
      await inviteFrom(talent.email);
      const invitations = (await req('GET', '/api/user/employer-invitations', talent.cookie)).json()
        .items as {
        id: number;
      }[];
      expect(invitations).toHaveLength(2);
      const codes = (
        await Promise.all(
          invitations.map((i) => req('POST', `/api/user/employer-invitations/${i.id}/accept`, talent.cookie)),
        )
      ).map((r) => r.statusCode);
      const open = (await req('GET', '/api/user/employer-invitations', talent.cookie)).json().items as {
        id: number;
      }[];
      if (codes.sort().join() === '200,409') {
        // Overlapping accepts: one 200 and one 409; the loser's invitation stays open (decision 309).
        expect(open).toHaveLength(1);
        expect(invitations.map((x) => x.id)).toContain(open[0].id);
      } else {
        // On a loaded PostgreSQL pool the second accept may start only after the first committed:
        // then it is a later accept, which replaces the employer (decision 309). Never two employers.
        expect(codes).toEqual([200, 200]);
        expect(open).toHaveLength(0);
      }
      const active = await db.kysely
        .selectFrom('employeeLinks')
        .select('companyId')
        .where('talentId', '=', talent.id)
        .where('status', '=', 'active')
        .execute();
      expect(active).toHaveLength(1);
      const user = await db.kysely
        .selectFrom('users')
        .select('employerId')
        .where('id', '=', talent.id)
        .executeTakeFirstOrThrow();
      expect(user.employerId).toBe(active[0].companyId);
    }
    // The database itself refuses a second active link, whatever the code path.
    const talent = await registerAccount(env().app, 'talent');
    const [c1, c2] = [
      await registerAccount(env().app, 'company'),
      await registerAccount(env().app, 'company'),
    ];
    const row = (companyId: string) => ({
      companyId,
      talentId: talent.id,
      status: 'active' as const,
      createdAt: new Date().toISOString(),
    });
    await db.kysely.insertInto('employeeLinks').values(row(c1.id)).execute();
    await expect(db.kysely.insertInto('employeeLinks').values(row(c2.id)).execute()).rejects.toThrow();
  });

  it('ten concurrent accepts of one invitation: one succeeds, one notification', async () => {
    const { db } = env();
    const talent = await registerAccount(env().app, 'talent');
    const company = await inviteFrom(talent.email);
    const [invitation] = (await req('GET', '/api/user/employer-invitations', talent.cookie)).json().items as {
      id: number;
    }[];
    const codes = (
      await Promise.all(
        Array.from({ length: 10 }, () =>
          req('POST', `/api/user/employer-invitations/${invitation.id}/accept`, talent.cookie),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 404)).toBe(true);
    const notes = await db.kysely
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', company.id)
      .execute();
    expect(notes).toHaveLength(1);
  });

  it('an admin’s type change never undoes a concurrent superadmin grant; the audit has the real “from”', async () => {
    const { app, db } = env();
    const admin = await login(app, DEMO.admin);
    const superadmin = await login(app, DEMO.superadmin);
    for (let round = 0; round < 4; round++) {
      const target = await registerAccount(app, 'talent');
      const [grant, change] = await Promise.all([
        req('PATCH', '/api/admin/user/type', superadmin, { userId: target.id, userType: 'admin' }),
        req('PATCH', '/api/admin/user/type', admin, { userId: target.id, userType: 'company' }),
      ]);
      expect([200, 403, 409]).toContain(change.statusCode);
      expect([200, 409]).toContain(grant.statusCode);
      const user = await db.kysely
        .selectFrom('users')
        .select(['userType', 'adminRole'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      if (grant.statusCode === 200) expect(user).toEqual({ userType: 'admin', adminRole: 'admin' });
      // Every audit row's "from" is the state the previous row left.
      const rows = await db.kysely
        .selectFrom('auditLog')
        .select(['details', 'id'])
        .where('targetId', '=', target.id)
        .where('action', '=', 'user.type.change')
        .orderBy('id')
        .execute();
      let state: unknown = { userType: 'talent', adminRole: null };
      for (const r of rows) {
        const details = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as {
          from: unknown;
          to: unknown;
        };
        expect(details.from).toEqual(state);
        state = details.to;
      }
      expect(state).toEqual(user);
    }
  });

  it('liking or commenting on a post while it is deleted answers 404, never 500', async () => {
    const { app } = env();
    const author = await registerAccount(app, 'talent');
    const other = await login(app, DEMO.talent);
    for (let round = 0; round < 8; round++) {
      const post = await req('POST', '/api/social/posts', author.cookie, {
        type: 'tip',
        content: `Tip ${round}`,
      });
      expect(post.statusCode).toBe(201);
      const id = post.json().id as number;
      const answers = await Promise.all([
        req('POST', `/api/social/posts/${id}/like`, other),
        req('POST', `/api/social/posts/${id}/comments`, other, { content: 'Mooi' }),
        req('DELETE', `/api/social/posts/${id}`, author.cookie),
        req('POST', `/api/social/posts/${id}/like`, other),
        req('POST', `/api/social/posts/${id}/comments`, other, { content: 'Goed' }),
      ]);
      for (const a of answers) expect([200, 201, 204, 404]).toContain(a.statusCode);
      // Gone afterwards in any case.
      expect((await req('POST', `/api/social/posts/${id}/like`, other)).statusCode).toBe(404);
    }
  });
});
