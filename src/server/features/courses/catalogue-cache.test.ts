import { expect, it } from 'vitest';
import type { Course } from '../../../contracts/courses.ts';
import { buildApp } from '../../app.ts';
import { describeApi, registerTalent } from '../../test/harness.ts';

/**
 * Decision 155: catalogue answers are cached per listing version. Every write a list shows must
 * move the version, in this process and in any other one on the same database.
 */
describeApi('catalogue answer cache', (env) => {
  const list = async (url = '/api/courses?limit=200') => {
    const res = await env().app.inject({ url });
    expect(res.statusCode).toBe(200);
    return {
      courses: res.json().items as Course[],
      total: res.json().total as number,
      etag: res.headers.etag,
    };
  };

  it('serves the same answer twice, and a new one after an enrolment changes a count', async () => {
    const first = await list();
    expect((await list()).etag).toBe(first.etag);
    const course = first.courses.find((c) => (c.maxParticipants ?? 99) > c.enrollments)!;
    const { cookie } = await registerTalent(env().app, 'cache');
    const res = await env().app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/enroll`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await list();
    expect(after.etag).not.toBe(first.etag);
    expect(after.courses.find((c) => c.id === course.id)?.enrollments).toBe(course.enrollments + 1);
  });

  it('follows verification, institute names and course changes written straight to the database', async () => {
    const k = env().db.kysely;
    const before = await list();
    const course = before.courses[0];
    await k.deleteFrom('instituteVerifications').where('instituteId', '=', course.instituteId).execute();
    const hidden = await list();
    expect(hidden.courses.some((c) => c.instituteId === course.instituteId)).toBe(false);
    expect(hidden.total).toBeLessThan(before.total);
    await k
      .insertInto('instituteVerifications')
      .values({ instituteId: course.instituteId, verifiedAt: new Date().toISOString(), verifiedBy: null })
      .execute();
    expect((await list()).total).toBe(before.total);

    await k
      .updateTable('users')
      .set({ instituteName: 'Hernoemd Instituut' })
      .where('id', '=', course.instituteId)
      .execute();
    expect((await list()).courses.find((c) => c.id === course.id)?.instituteName).toBe('Hernoemd Instituut');

    await k.updateTable('courses').set({ isActive: 0 }).where('id', '=', course.id).execute();
    expect((await list()).courses.some((c) => c.id === course.id)).toBe(false);
    await k.updateTable('courses').set({ isActive: 1 }).where('id', '=', course.id).execute();
    expect((await list()).courses.some((c) => c.id === course.id)).toBe(true);
  });

  it('is invalidated in a second app process on the same database', async () => {
    const other = await buildApp({ db: env().db, config: env().config });
    try {
      const url = '/api/courses?limit=5&search=python';
      const seen = (await other.inject({ url })).json().items as Course[];
      expect(seen.length).toBeGreaterThan(0);
      await env()
        .db.kysely.updateTable('courses')
        .set({ title: 'Python, herzien' })
        .where('id', '=', seen[0].id)
        .execute();
      const again = (await other.inject({ url })).json().items as Course[];
      expect(again.find((c) => c.id === seen[0].id)?.title).toBe('Python, herzien');
    } finally {
      await other.close();
    }
  });
});
