import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppContext } from '../context.ts';

/**
 * Helmet's headers, computed ONCE. @fastify/helmet called `helmet(options)` on every request (it
 * rebuilt every middleware and re-parsed the CSP directives per request, in two onRequest hooks):
 * with static options the answer never changes, so we run helmet's own middleware a single time
 * against a header recorder and set the recorded headers in one cheap hook (decision 125).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // A directive given as a function (a per-request nonce) needs the real request: refused here
  // rather than computed once with a wrong value.
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' && csp ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (v) => typeof v === 'function' || (Array.isArray(v) && v.some((x) => typeof x === 'function')),
    )
  ) {
    throw new Error('helmetHeaders: per-request directives are not supported');
  }
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmetHeaders: helmet did not finish synchronously');
  return Object.freeze(headers);
}

/** Sets the security headers on every answer: API, static files, the SPA fallback, 404s. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The app's security headers (CSP, HSTS when the cookie is Secure, …), computed once (decision 125). */
export function securityHeadersFor(config: AppContext['config']) {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.cookieSecure,
  });
}
