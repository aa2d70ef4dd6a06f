import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { EmployerInvitation } from '../../../contracts/company.ts';
import { describeApi, sessionCookie } from '../../test/harness.ts';

describeApi('employee links can end', (env) => {
  const register = async (userType: 'talent' | 'company', firstName: string) => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `${userType}-${randomBytes(4).toString('hex')}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName,
        lastName: 'Test',
        userType,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { cookie: sessionCookie(res), id: res.json().id as string, email: res.json().email as string };
  };
  const req = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    env().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** A company and a talent who accepted its invitation. */
  const linked = async () => {
    const company = await register('company', 'Bedrijf');
    const talent = await register('talent', 'Lotte');
    expect(
      (await req('POST', '/api/company/employees/invite', company.cookie, { email: talent.email }))
        .statusCode,
    ).toBe(202);
    const [inv] = (await req('GET', '/api/user/employer-invitations', talent.cookie)).json()
      .items as EmployerInvitation[];
    expect(
      (await req('POST', `/api/user/employer-invitations/${inv.id}/accept`, talent.cookie)).statusCode,
    ).toBe(200);
    expect((await req('GET', `/api/company/employees/${talent.id}`, company.cookie)).statusCode).toBe(200);
    return { company, talent };
  };
  const notificationTitles = async (userId: string) =>
    (
      await env().db.kysely.selectFrom('notifications').select('title').where('userId', '=', userId).execute()
    ).map((n) => n.title);

  it('the company ends the link: both are notified and it no longer sees the talent', async () => {
    const { company, talent } = await linked();
    const res = await req('DELETE', `/api/company/employees/${talent.id}`, company.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await req('GET', `/api/company/employees/${talent.id}`, company.cookie)).statusCode).toBe(404);
    expect((await req('GET', '/api/company/employees', company.cookie)).json().items).toEqual([]);
    const row = await env()
      .db.kysely.selectFrom('users')
      .select('employerId')
      .where('id', '=', talent.id)
      .executeTakeFirstOrThrow();
    expect(row.employerId).toBeNull();
    expect(await notificationTitles(talent.id)).toContain('Koppeling met werkgever beëindigd');
    expect(await notificationTitles(company.id)).toContain('Werknemer ontkoppeld');
    // Ending it again: nothing left to end.
    expect((await req('DELETE', `/api/company/employees/${talent.id}`, company.cookie)).statusCode).toBe(404);
  });

  it('the talent leaves: both are notified and the company no longer sees the courses', async () => {
    const { company, talent } = await linked();
    const mine = (await req('GET', '/api/user/employer', talent.cookie)).json();
    expect(mine.employer).toMatchObject({ companyId: company.id });
    const res = await req('DELETE', '/api/user/employer', talent.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await req('GET', `/api/company/employees/${talent.id}`, company.cookie)).statusCode).toBe(404);
    expect(await notificationTitles(company.id)).toContain('Werknemer ontkoppeld');
    expect(await notificationTitles(talent.id)).toContain('Koppeling met werkgever beëindigd');
    expect((await req('DELETE', '/api/user/employer', talent.cookie)).statusCode).toBe(404);
    expect((await req('GET', '/api/user/employer', talent.cookie)).json()).toEqual({ employer: null });
  });

  it('a company cannot end another company’s link, and writes nothing trying', async () => {
    const { company, talent } = await linked();
    const other = await register('company', 'Ander');
    expect((await req('DELETE', `/api/company/employees/${talent.id}`, other.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/company/employees/${talent.id}`, company.cookie)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/company/employees/${talent.id}`, talent.cookie)).statusCode).toBe(403);
  });
});
