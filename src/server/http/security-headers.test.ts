import { describe, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { HttpError } from './errors.ts';
import { helmetHeaders } from './security-headers.ts';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

/** The headers every answer carries (the same set @fastify/helmet gave, decision 125). */
const EXPECTED = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('helmetHeaders', () => {
  it('records helmet’s headers once, HSTS only when asked', () => {
    const plain = helmetHeaders({ strictTransportSecurity: false });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['x-frame-options']).toBe('SAMEORIGIN');
    const secure = helmetHeaders({ strictTransportSecurity: { maxAge: 31536000 } });
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses options it cannot compute once (a per-request directive)', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: [() => "'nonce-x'"] } } }),
    ).toThrow();
  });
});

describe('HttpError', () => {
  it('keeps status, message and headers without a stack trace, and leaves other errors theirs', () => {
    const err = new HttpError(429, 'Te veel', { 'Retry-After': '5' });
    expect([err.statusCode, err.message, err.headers['Retry-After']]).toEqual([429, 'Te veel', '5']);
    expect(err).toBeInstanceOf(Error);
    expect(err.stack).not.toMatch(/\n\s+at /);
    expect(new Error('x').stack).toMatch(/\n\s+at /);
  });
});

describeApi(
  'security headers on every answer',
  (env) => {
    for (const [what, url] of [
      ['a 401 of the API', '/api/user'],
      ['a 200 of the API', '/api/courses?limit=1'],
      ['an unknown API path', '/api/bestaat-niet'],
      ['a page without the built web app', '/courses'],
    ]) {
      it(what, async () => {
        const res = await env().app.inject({ url });
        expect(res.statusCode).not.toBe(500);
        for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], name).toBe(value);
        expect(res.headers['strict-transport-security']).toBeUndefined();
      });
    }
  },
  { seed: false },
);

describeApi(
  'security headers with secure cookies',
  (env) => {
    it('add HSTS and upgrade-insecure-requests', async () => {
      const res = await env().app.inject({ url: '/api/user' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(`${CSP};upgrade-insecure-requests`);
    });
  },
  { seed: false, config: { cookieSecure: true } },
);
