import { expect, it } from 'vitest';
import type { TokenCreated } from '../../contracts/access-tokens.ts';
import { housekeeping } from '../jobs/housekeeping.ts';
import { describeApi, registerTalent } from '../test/harness.ts';

describeApi('Idempotency-Key on creating requests', (env) => {
  const post = (auth: { cookie?: string; token?: string }, key: string | undefined, content: string) =>
    env().app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: {
        ...(auth.cookie ? { cookie: auth.cookie } : {}),
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(key !== undefined ? { 'idempotency-key': key } : {}),
      },
      payload: { type: 'tip', content },
    });
  const postsOf = async (userId: string) =>
    Number(
      (
        await env()
          .db.kysely.selectFrom('socialPosts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('authorId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const keysOf = async (userId: string) =>
    env().db.kysely.selectFrom('idempotencyKeys').selectAll().where('userId', '=', userId).execute();

  it('the same key and body twice: one row, the first answer again (status, body, Location/ETag kept)', async () => {
    const { cookie, user } = await registerTalent(env().app, 'idem-same');
    const first = await post({ cookie }, 'key-1', 'Eerste tip');
    expect(first.statusCode, first.body).toBe(201);
    const again = await post({ cookie }, 'key-1', 'Eerste tip');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await postsOf(user.id)).toBe(1);
    // Without a key every request writes, as before.
    await post({ cookie }, undefined, 'Eerste tip');
    await post({ cookie }, undefined, 'Eerste tip');
    expect(await postsOf(user.id)).toBe(3);
    // A new key is a new request.
    expect((await post({ cookie }, 'key-2', 'Eerste tip')).statusCode).toBe(201);
    expect(await postsOf(user.id)).toBe(4);
  });

  it('the same key with another body is a 422 with a stable code, and nothing is written', async () => {
    const { cookie, user } = await registerTalent(env().app, 'idem-other');
    expect((await post({ cookie }, 'k', 'Tip een')).statusCode).toBe(201);
    const other = await post({ cookie }, 'k', 'Tip twee');
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({
      code: 'idempotency.key_reused',
      type: 'tag:skillsplatform.nl,2026:problem/idempotency.key_reused',
    });
    expect(await postsOf(user.id)).toBe(1);
  });

  it('a key whose first request still runs is a 409; concurrent twins write once', async () => {
    const { cookie, user } = await registerTalent(env().app, 'idem-run');
    // The first request has claimed the key and not answered yet.
    const first = await post({ cookie }, 'busy', 'Bezig');
    expect(first.statusCode).toBe(201);
    await env()
      .db.kysely.updateTable('idempotencyKeys')
      .set({ status: null, body: null, headers: null })
      .where('userId', '=', user.id)
      .execute();
    const busy = await post({ cookie }, 'busy', 'Bezig');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('idempotency.in_progress');
    expect(busy.headers['retry-after']).toBe('1');
    expect(await postsOf(user.id)).toBe(1);

    const twins = await Promise.all([
      post({ cookie }, 'twin', 'Tweeling'),
      post({ cookie }, 'twin', 'Tweeling'),
    ]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual(
      twins.some((r) => r.statusCode === 409) ? [201, 409] : [201, 201],
    );
    expect(await postsOf(user.id)).toBe(2);
  });

  it('keys belong to the caller: two users, and a token beside its own user, do not collide', async () => {
    const a = await registerTalent(env().app, 'idem-a');
    const b = await registerTalent(env().app, 'idem-b');
    expect((await post({ cookie: a.cookie }, 'shared', 'Van A')).statusCode).toBe(201);
    const fromB = await post({ cookie: b.cookie }, 'shared', 'Van B');
    expect(fromB.statusCode).toBe(201);
    expect(fromB.json().content).toBe('Van B');
    const created = await env().app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { cookie: a.cookie, 'idempotency-key': 'token-1' },
      payload: {
        name: 'Integratie',
        scopes: ['community:write'],
        expiresInDays: 1,
        password: 'Fietsbel-Oranje7',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Creating a token never keeps its answer (the token itself) for a replay.
    expect(await keysOf(a.user.id)).toHaveLength(1);
    const { token } = created.json() as TokenCreated;
    const viaToken = await post({ token }, 'shared', 'Via token');
    expect(viaToken.statusCode).toBe(201);
    expect(viaToken.json().content).toBe('Via token');
    expect(await postsOf(a.user.id)).toBe(2);
    expect((await keysOf(a.user.id)).map((k) => k.caller.split(':')[0]).sort()).toEqual(['token', 'user']);
  });

  it('errors are not kept: after a refused request the same key may succeed', async () => {
    const { cookie, user } = await registerTalent(env().app, 'idem-err');
    const bad = await env().app.inject({
      method: 'POST',
      url: '/api/social/posts',
      headers: { cookie, 'idempotency-key': 'retry' },
      payload: { type: 'tip', content: 'Met cursus', courseId: 999999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(await keysOf(user.id)).toHaveLength(0);
    expect((await post({ cookie }, 'retry', 'Nu goed')).statusCode).toBe(201);
    const invalid = await post({ cookie }, 'x'.repeat(256), 'Te lange sleutel');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('idempotency.key_invalid');
    expect(await postsOf(user.id)).toBe(1);
  });

  it('after 24 hours a key is new again, and the housekeeping job removes expired keys', async () => {
    const { cookie, user } = await registerTalent(env().app, 'idem-exp');
    expect((await post({ cookie }, 'old', 'Eerste')).statusCode).toBe(201);
    const [row] = await keysOf(user.id);
    const created = Date.parse(row.createdAt);
    expect(Date.parse(row.expiresAt) - created).toBe(24 * 3_600_000);
    const past = new Date(Date.now() - 1000).toISOString();
    await env()
      .db.kysely.updateTable('idempotencyKeys')
      .set({ expiresAt: past })
      .where('userId', '=', user.id)
      .execute();
    // Expired: the same key with another body is a new request, not a 422.
    const fresh = await post({ cookie }, 'old', 'Tweede');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await postsOf(user.id)).toBe(2);
    await env()
      .db.kysely.updateTable('idempotencyKeys')
      .set({ expiresAt: past })
      .where('userId', '=', user.id)
      .execute();
    await housekeeping(env().db);
    expect(await keysOf(user.id)).toHaveLength(0);
  });
  it('the keys are in the export and go with the account', async () => {
    const { cookie, user } = await registerTalent(env().app, 'idem-del');
    expect((await post({ cookie }, 'mine', 'Weg ermee')).statusCode).toBe(201);
    const exported = (await env().app.inject({ url: '/api/user/export', headers: { cookie } })).json();
    expect(exported.idempotencyKeys).toEqual([expect.objectContaining({ key: 'mine', status: 201 })]);
    expect(exported.idempotencyKeys[0]).not.toHaveProperty('body');
    const gone = await env().app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { cookie },
      payload: { password: 'Fietsbel-Oranje7' },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await keysOf(user.id)).toHaveLength(0);
  });
});
