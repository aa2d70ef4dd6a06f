import { expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, describeApi } from '../src/server/test/harness.ts';
import { demoSucceeded, fetchCall, runTokenDemo, signIn } from './api-token-demo.ts';

/**
 * The integration demo against a listening app on each engine, over real HTTP: an admin's
 * read-only token lists every user by following cursors, is refused on a write, and is refused
 * everywhere once revoked.
 */
describeApi('api-token-demo script', (env) => {
  it('lists every user page by page with the token, is refused on a write and after revocation', async () => {
    const baseUrl = await env().app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await signIn(baseUrl, 'admin@example.nl', DEMO_PASSWORD, DEMO_TOTP_SECRET);
    const users = await env().db.kysely.selectFrom('users').select('id').execute();

    const result = await runTokenDemo(fetchCall(baseUrl), cookie, 4);

    expect(result.users).toBe(users.length);
    expect(result.pages).toBe(Math.ceil(users.length / 4) + (users.length % 4 === 0 ? 1 : 0));
    expect(result.write).toBe(403);
    expect(result.afterRevoke).toEqual({ '/api/admin/users': 401, '/api/user': 401, '/api/courses': 401 });
    expect(demoSucceeded(result, users.length)).toBe(true);
  }, 60_000);
});
