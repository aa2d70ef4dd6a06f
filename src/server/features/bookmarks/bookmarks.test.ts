import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { describeApi } from '../../test/harness.ts';

describeApi('bookmarks', (env) => {
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string) =>
    env().app.inject({ method, url: `/api/user/bookmarks${url}`, headers: { cookie } });
  const courseIds = async (n: number) =>
    (await env().app.inject({ url: `/api/courses?limit=${n}` }))
      .json()
      .items.map((c: { id: number }) => c.id);

  it('saves a course once, lists the saved courses newest first page by page, and removes one', async () => {
    const [first, second] = await courseIds(2);
    const { cookie } = await registerAccount(env().app, 'talent');
    expect((await call('GET', '', cookie)).json()).toEqual({ items: [], nextCursor: null });

    expect((await call('PUT', `/${first}`, cookie)).statusCode).toBe(204);
    expect((await call('PUT', `/${second}`, cookie)).statusCode).toBe(204);
    expect((await call('PUT', `/${first}`, cookie)).statusCode).toBe(204); // again: still one row

    const one = await call('GET', '?limit=1', cookie);
    expect(one.json().items.map((b: { courseId: number }) => b.courseId)).toEqual([second]);
    expect(one.headers.link).toContain('rel="next"');
    const rest = await call('GET', `?limit=1&cursor=${one.json().nextCursor}`, cookie);
    expect(rest.json()).toMatchObject({ items: [{ courseId: first }], nextCursor: null });
    expect(rest.json().items[0].title).not.toBe('');

    expect((await call('DELETE', `/${second}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/${second}`, cookie)).statusCode).toBe(204); // not saved: nothing to do
    const left = (await call('GET', '', cookie)).json().items;
    expect(left.map((b: { courseId: number }) => b.courseId)).toEqual([first]);

    // Another talent's list is their own.
    const other = await registerAccount(env().app, 'talent');
    expect((await call('GET', '', other.cookie)).json().items).toEqual([]);
  });

  it('refuses a course that does not exist or is not listed, and saves nothing', async () => {
    const [id] = await courseIds(1);
    const { cookie } = await registerAccount(env().app, 'talent');
    const k = env().db.kysely;
    await k.updateTable('courses').set({ isActive: 0 }).where('id', '=', id).execute();
    try {
      for (const course of [id, 999_999]) {
        const res = await call('PUT', `/${course}`, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('course.not_found');
      }
    } finally {
      await k.updateTable('courses').set({ isActive: 1 }).where('id', '=', id).execute();
    }
    expect((await call('GET', '', cookie)).json().items).toEqual([]);
  });
});
