import { describe, expect, it } from 'vitest';
import { describeApi } from '../test/harness.ts';
import { HttpError } from './errors.ts';
import { helmetHeaders } from './security-headers.ts';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

/** The headers of pages and everything else (the same set @fastify/helmet gave, decision 125). */
const PAGE = {
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

/** The headers of an API answer (decision 532): OWASP's REST set, a CSP that allows nothing. */
const API = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const PAGE_ONLY = Object.keys(PAGE).filter((name) => !(name in API));

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
    for (const [what, url, expected] of [
      ['a 401 of the API', '/api/user', API],
      ['a 200 of the API', '/api/courses?limit=1', API],
      // The OOAPI is read across sites: its routes allow it (Cross-Origin-Resource-Policy).
      ['a 200 of the OOAPI', '/ooapi', { ...API, 'cross-origin-resource-policy': 'cross-origin' }],
      ['the API’s documentation page', '/api/docs', PAGE],
      ['an unknown API path', '/api/bestaat-niet', PAGE],
      ['a page without the built web app', '/courses', PAGE],
    ] as const) {
      it(what, async () => {
        const res = await env().app.inject({ url });
        expect(res.statusCode).not.toBe(500);
        for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
        if (expected !== PAGE) for (const name of PAGE_ONLY) expect(res.headers[name], name).toBeUndefined();
        expect(res.headers['strict-transport-security']).toBeUndefined();
      });
    }
  },
  { seed: false },
);

describeApi(
  'security headers with secure cookies',
  (env) => {
    it('add HSTS to every answer, upgrade-insecure-requests to pages', async () => {
      const api = await env().app.inject({ url: '/api/user' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(api.headers['content-security-policy']).toBe(API['content-security-policy']);
      const page = await env().app.inject({ url: '/courses' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(page.headers['content-security-policy']).toBe(`${CSP};upgrade-insecure-requests`);
    });
  },
  { seed: false, config: { cookieSecure: true } },
);
