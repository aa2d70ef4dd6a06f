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

/** The two sets of security headers: web pages (and anything else) and API answers. */
export interface SecurityHeaders {
  page: Readonly<Record<string, string>>;
  api: Readonly<Record<string, string>>;
}

/**
 * Sets the security headers on every answer: API, static files, the SPA fallback, 404s. Each route
 * is given its set once, when it is registered: a route of the API or the OOAPI that answers data
 * (not a declared `text/html` page) gets the API set, everything else the page set.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook('onRoute', (route) => {
    if (answersData(route.url, route.config?.contentType))
      route.config = { ...route.config, securityHeaders: headers.api };
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config?.securityHeaders ?? headers.page);
    done();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerSecurityHeaders: the route's security headers when they are not the page set. */
    securityHeaders?: Readonly<Record<string, string>>;
  }
}

const answersData = (url: string, contentType: string | readonly string[] | undefined) =>
  /^\/(api|ooapi)(\/|$)/.test(url) && ![contentType ?? []].flat().includes('text/html');

/**
 * The app's security headers, computed once (decision 125): the page set (CSP for the web app, HSTS
 * when the cookie is Secure, …) and the API set (decision 532).
 */
export function securityHeadersFor(config: AppContext['config']): SecurityHeaders {
  return { page: pageHeaders(config), api: apiHeaders(config) };
}

/**
 * API answers (JSON, problem details, files) are never rendered as a page: the headers of OWASP's
 * REST Security Cheat Sheet, with a CSP that allows nothing at all, and Cross-Origin-Resource-Policy
 * against cross-site reads without CORS. The page set's other headers (COOP, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection)
 * only act on documents; each one cost every answer its bytes and its checks.
 */
function apiHeaders(config: AppContext['config']) {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.cookieSecure,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

function pageHeaders(config: AppContext['config']) {
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
