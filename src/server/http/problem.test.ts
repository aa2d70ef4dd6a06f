import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { DEMO } from '../test/accounts.ts';
import { describeApi, login } from '../test/harness.ts';
import { fail } from './errors.ts';
import { errorHandler, keptProblem, VALIDATION_PROBLEM } from './problem.ts';

const PROBLEM = 'application/problem+json; charset=utf-8';

describeApi('errors as RFC 9457 problem details (decision 171)', (env) => {
  it('answers a validation error with type, title, status, detail, message and every failing field', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'geen-adres', password: 'kort', firstName: '', lastName: 'T' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
    const body = res.json();
    expect(body).toMatchObject({ type: VALIDATION_PROBLEM, title: 'Bad Request', status: 400 });
    expect(body.detail).toBe(body.message);
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['email', 'password', 'firstName']),
    );
    expect(body.errors.every((e: { in: string }) => e.in === 'body')).toBe(true);
  });

  it('writes the detail, message and field sentences in the request language', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'talent@example.nl' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Password is required', message: 'Password is required' });
    expect(res.json()).toMatchObject({ code: 'validation', type: VALIDATION_PROBLEM });
    expect(res.json().errors).toEqual([
      { in: 'body', field: 'password', detail: 'Password is required', code: 'validation.invalid_type' },
    ]);
  });

  it('refuses a JSON null body where an object is required (it was taken as {})', async () => {
    const cookie = await login(env().app, DEMO.talent);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', cookie },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
  });

  it('refuses a JSON null body on the info request, settings and profile (they answered 201 and 200)', async () => {
    const cookie = await login(env().app, DEMO.talent);
    for (const [method, url] of [
      ['POST', '/api/courses/1/info-request'],
      ['PATCH', '/api/user/settings'],
      ['PATCH', '/api/user/profile'],
    ] as const) {
      const res = await env().app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', cookie },
        payload: 'null',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toBe(PROBLEM);
      expect(res.json()).toMatchObject({ type: VALIDATION_PROBLEM, status: 400 });
    }
  });

  it("answers Fastify's own errors (unsupported media type, too large) as problems with the security headers", async () => {
    const cookie = await login(env().app, DEMO.talent);
    const media = await env().app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { 'content-type': 'text/xml', cookie },
      payload: '<profile/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.headers['content-type']).toBe(PROBLEM);
    expect(media.json()).toMatchObject({
      type: 'tag:skillsplatform.nl,2026:problem/request.unsupported_media_type',
      code: 'request.unsupported_media_type',
      title: 'Unsupported Media Type',
      status: 415,
    });
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    const large = await env().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.nl', password: 'x'.repeat(200 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.headers['content-type']).toBe(PROBLEM);
    expect(large.json()).toMatchObject({
      status: 413,
      title: 'Payload Too Large',
      code: 'request.too_large',
    });
    expect(large.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('answers a wrong method with 405 and Allow, an unknown path with 404', async () => {
    const wrong = await env().app.inject({ method: 'DELETE', url: '/api/openapi.json' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.headers['content-type']).toBe(PROBLEM);
    expect(wrong.json()).toMatchObject({
      status: 405,
      title: 'Method Not Allowed',
      code: 'request.method_not_allowed',
    });
    const put = await env().app.inject({ method: 'PUT', url: '/api/login' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('POST');
    const unknown = await env().app.inject({ url: '/api/bestaat-niet' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      type: 'tag:skillsplatform.nl,2026:problem/request.unknown_path',
      code: 'request.unknown_path',
      status: 404,
    });
  });

  it('answers a malformed URL with a problem, the security headers and no echo of the path', async () => {
    const res = await env().app.inject({ url: '/api/courses/%E0%A4%A<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).not.toContain('script');
    expect(res.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('answers malformed JSON as a problem', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      message: 'De verzonden gegevens zijn geen geldige JSON',
    });
  });
});

// Unit: a database that kept its lock past the wait is a 503 to try again, never a 500.
describe('a busy database', () => {
  it.each(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', '40001', '55P03'])(
    'answers %s with 503, Retry-After and the code server.busy, in the request language',
    async (code) => {
      const app = Fastify();
      app.setErrorHandler(errorHandler);
      app.get('/write', async () => {
        throw Object.assign(new Error('database is locked'), { code });
      });
      const res = await app.inject({ url: '/write', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toMatchObject({
        code: 'server.busy',
        status: 503,
        message: 'It is too busy right now. Please try again in a few seconds.',
      });
      await app.close();
    },
  );

  it('leaves other errors a 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/write', async () => {
      throw Object.assign(new Error('no such table'), { code: 'SQLITE_ERROR' });
    });
    expect((await app.inject({ url: '/write' })).statusCode).toBe(500);
    await app.close();
  });
});

// Unit: a refusal answered from kept text is the answer the error handler gives for the same problem.
describe('kept problems', () => {
  it.each(['auth.unauthenticated', 'auth.forbidden'] as const)(
    'answer %s exactly as a thrown one, in each language, every time',
    async (code) => {
      const app = Fastify();
      app.setErrorHandler(errorHandler);
      const kept = keptProblem(HTTP_PROBLEMS[code]);
      app.get('/kept', { preValidation: (request, reply) => void kept(request, reply) }, async () => 'never');
      app.get('/thrown', async () => {
        throw fail(HTTP_PROBLEMS[code]);
      });
      for (const lang of ['nl', 'en', 'nl']) {
        const headers = { 'accept-language': lang };
        const [thrown, answer] = await Promise.all(
          ['/thrown', '/kept'].map((url) => app.inject({ url, headers })),
        );
        expect(answer.statusCode).toBe(HTTP_PROBLEMS[code].status);
        expect(answer.body).toBe(thrown.body);
        expect(answer.headers['content-type']).toBe(PROBLEM);
        expect(answer.headers['www-authenticate']).toBe(thrown.headers['www-authenticate']);
      }
      expect(
        JSON.parse((await app.inject({ url: '/kept', headers: { 'accept-language': 'en' } })).body).detail,
      ).toBe(HTTP_PROBLEMS[code].en);
      await app.close();
    },
  );
});
