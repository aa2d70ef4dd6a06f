import { expect, it } from 'vitest';
import type { Course } from '../../../contracts/courses.ts';
import { todayIso } from '../../../domain/enrollments/runs.ts';
import { describeApi, login } from '../../test/harness.ts';

const inDays = (n: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describeApi('catalogue search over skills, institute name and place', (env) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => env().app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const found = async (q: string) =>
    (
      (await call('GET', `/api/courses?search=${encodeURIComponent(q)}&limit=200`)).json().items as Course[]
    ).map((c) => c.id);

  it('finds a course by a skill, by its institute’s name and by the place of a run, kept up to date', async () => {
    const cookie = await login(env().app, 'instituut@example.nl');
    const created = await call('POST', '/api/courses', cookie, {
      title: 'Houtverbindingen',
      description: 'Klassiek meubelmaken.',
      category: 'Technology',
      level: 'Beginner',
      duration: 4,
      price: 450,
      maxParticipants: 10,
      skills: ['Zwaluwstaartverbinding'],
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Course).id;
    const institute = (created.json() as Course).instituteName;

    // A skill, as a prefix too.
    expect(await found('zwaluwstaart')).toContain(id);
    // The institute's name (the seed's courses too).
    expect(institute).toBeTruthy();
    expect(await found(String(institute))).toContain(id);

    // A place: once the course has a run there; a moved or deleted run no longer matches.
    expect(await found('Hoogeveen')).not.toContain(id);
    const run = await call('POST', `/api/courses/${id}/runs`, cookie, {
      startDate: inDays(30),
      location: 'Hoogeveen',
      seats: 8,
    });
    expect(run.statusCode, run.body).toBe(201);
    expect(await found('hoogeveen')).toContain(id);
    expect(await found('houtverbindingen hoogeveen')).toEqual([id]);
    const runId = (run.json() as { id: number }).id;
    await call('PATCH', `/api/courses/${id}/runs/${runId}`, cookie, { location: 'Meppel' });
    expect(await found('hoogeveen')).not.toContain(id);
    expect(await found('meppel')).toContain(id);
    await call('DELETE', `/api/courses/${id}/runs/${runId}`, cookie);
    expect(await found('meppel')).not.toContain(id);

    // An edit of the skills is searchable at once.
    await call('PATCH', `/api/courses/${id}`, cookie, { skills: ['Pen-en-gatverbinding'] });
    expect(await found('zwaluwstaart')).not.toContain(id);
    expect(await found('gatverbinding')).toContain(id);

    // Renaming the institute renames what its courses are found by.
    const settings = (await call('GET', '/api/institute/settings', cookie)).json() as Record<string, unknown>;
    const renamed = await call('PATCH', '/api/institute/settings', cookie, {
      ...settings,
      name: 'Meubelacademie Drenthe',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A verified institute's new name waits for an admin (decision 340); once accepted it is searchable.
    expect(await found('meubelacademie')).not.toContain(id);
    const admin = await login(env().app, 'admin@example.nl');
    const me = (await call('GET', '/api/user', cookie)).json() as { id: string };
    const accepted = await call('POST', `/api/admin/institutes/${me.id}/changes/accept`, admin);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await found('meubelacademie')).toContain(id);
  });
});
