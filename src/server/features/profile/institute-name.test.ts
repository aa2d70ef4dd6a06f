import { expect, it } from 'vitest';
import { DEMO, registerAccount } from '../../test/accounts.ts';
import { describeApi, login } from '../../test/harness.ts';

/**
 * An institute's identity has one writer (issue 47 part 5, decision 340): the profile refuses a new
 * institute name, naming Instellingen, and writes nothing; the settings flow stays the only way.
 */
describeApi('the institute name is changed only through Instellingen', (env) => {
  const patch = (cookie: string, payload: object) =>
    env().app.inject({ method: 'PATCH', url: '/api/user/profile', headers: { cookie }, payload });
  const nameOf = async (email: string) =>
    (
      await env()
        .db.kysely.selectFrom('users')
        .select(['id', 'instituteName'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).instituteName;

  it('refuses a rename of a verified institute through its profile with 400 naming Instellingen', async () => {
    const { app } = env();
    const cookie = await login(app, DEMO.institute);
    const before = await nameOf(DEMO.institute);
    const res = await patch(cookie, { instituteName: 'Universiteit van Nergens', city: 'Gouda' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(/Instellingen/);
    expect(res.json().errors).toEqual([expect.objectContaining({ in: 'body', field: 'instituteName' })]);
    expect(await nameOf(DEMO.institute)).toBe(before);
    // Nothing else of the request was written either.
    const me = (await app.inject({ url: '/api/user/profile', headers: { cookie } })).json();
    expect(me.city).not.toBe('Gouda');
    // The public catalogue still shows the verified name.
    const courses = (await app.inject({ url: `/api/courses?limit=200` })).json().items as {
      instituteName: string | null;
    }[];
    expect(courses.some((c) => c.instituteName === 'Universiteit van Nergens')).toBe(false);
    // The name in force, sent unchanged (the profile form sends it), is no change: 200.
    const same = await patch(cookie, { instituteName: before, city: 'Gouda' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().instituteName).toBe(before);
  });

  it('refuses it for an unverified institute and for other accounts too: the settings are the one writer', async () => {
    const { app } = env();
    const fresh = await registerAccount(app, 'institute', 'Test', {
      instituteName: 'Academie Eén Schrijver',
    });
    const res = await patch(fresh.cookie, { instituteName: 'Academie Twee' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Instellingen/);
    expect(await nameOf(fresh.email)).toBe('Academie Eén Schrijver');
    // Through Instellingen an unverified institute renames directly (decision 340).
    const settings = await app.inject({
      method: 'PATCH',
      url: '/api/institute/settings',
      headers: { cookie: fresh.cookie },
      payload: { name: 'Academie Twee' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(await nameOf(fresh.email)).toBe('Academie Twee');

    const talent = await login(app, DEMO.talent);
    expect((await patch(talent, { instituteName: 'Mijn Instituut' })).statusCode).toBe(400);
    expect(await nameOf(DEMO.talent)).toBeNull();
  });
});
