import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MFA_REQUIRED_ROLES, MFA_ROLE_NAMES } from '../domain/mfa/index.ts';
import { SELF_REGISTER_TYPES } from '../domain/roles.ts';

/**
 * Which proxies may set X-Forwarded-For: none (false), a hop count, or a list of addresses/CIDRs.
 * `true` (trust anything) is refused: spoofed headers would bypass every per-IP limit.
 */
export type TrustProxy = false | number | string[];

/** Actions with an hourly quota per user, and the variable that sets each (issue 26, finding 6). */
export const QUOTA_VARIABLES = {
  post: ['POST_HOURLY', 30],
  comment: ['COMMENT_HOURLY', 60],
  vacancy: ['VACANCY_CREATE_HOURLY', 20],
  invitation: ['INVITE_HOURLY', 20],
  scan: ['SCAN_HOURLY', 10],
  statusChange: ['STATUS_CHANGE_HOURLY', 120],
} as const;
export type QuotaAction = keyof typeof QUOTA_VARIABLES;

/** Typed configuration from the environment; every value has a default that works out of the box. */
export interface Config {
  port: number;
  host: string;
  /** development | test | production; production refuses the demo seed unless SEED_DEMO=true. */
  nodeEnv: string;
  /** `postgres://…` selects PostgreSQL; anything else is a path to the SQLite file. */
  databaseUrl: string;
  /** Session lifetime in days (sliding: renewed on use). */
  sessionDays: number;
  /** Name of the session cookie. */
  cookieName: string;
  /** Set the Secure flag on the cookie (behind HTTPS). */
  cookieSecure: boolean;
  /** Origins allowed to make state-changing requests besides the app's own host. */
  allowedOrigins: string[];
  /**
   * MFA_REQUIRED_ROLES: the roles that must set up a second sign-in factor before anything else
   * (default admin, superadmin, institute; decision 310).
   */
  mfaRequiredRoles: string[];
  /** Directory with the built web app; served with history fallback when it exists. */
  webDir: string;
  /** UPLOAD_DIR: uploaded documents on disk (default ./data/uploads). */
  uploadDir: string;
  /** DOCUMENT_MAX_COUNT, DOCUMENT_MAX_TOTAL_MB (in bytes), DOCUMENT_UPLOADS_HOURLY: per-user document limits. */
  documentLimits: { maxCount: number; maxTotalBytes: number; uploadsPerHour: number };
  /** Seed demo data into an empty database at start-up. */
  seedDemo: boolean;
  /** SEED_DEMO was set explicitly (production requires that). */
  seedDemoExplicit: boolean;
  /** Free failed logins per account-and-IP pair (and per trusted device) before growing delays. */
  loginMaxFailures: number;
  /** Free failed logins per IP over all accounts before growing delays. */
  loginIpMaxFailures: number;
  /** Failed logins per account from untrusted devices before the account is throttled. */
  loginAccountMaxFailures: number;
  loginWindowMinutes: number;
  /** Trusted proxies for X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** General API rate limit per IP per minute. */
  apiRateLimit: number;
  /** API rate limit per personal access token per minute (bearer requests count per token, not per IP). */
  apiTokenRateLimit: number;
  /** Tighter limit per IP per minute on login and register. */
  authRateLimit: number;
  /** Courses one institute may create per hour and per day. */
  courseCreateHourly: number;
  courseCreateDaily: number;
  /** Info requests one user may send per hour and per day. */
  infoRequestHourly: number;
  infoRequestDaily: number;
  /** Per user per hour (issue 26, finding 6): posts, comments, vacancies, invitations, scans, status changes. */
  hourlyQuota: Record<QuotaAction, number>;
  /** Absolute session lifetime in days, however often the session slides (issue 26, finding 8). */
  sessionMaxDays: number;
  /** Open connections from one address (issue 26, finding 4). */
  maxConnectionsPerIp: number;
  /** Whole-request, header and keep-alive timeouts (ms) and the open-connection cap. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /** Shared rate-limit counters in Redis when set (several app processes); else in the database. */
  redisUrl: string | null;
  /** Bearer token for GET /metrics; without it /metrics does not exist (issue 27). */
  metricsToken: string | null;
  logLevel: string;
  /** log2 of scrypt's cost N; 17 is OWASP's advice. Tests may lower it for speed. */
  passwordHashLogN: number;
  /** smtp(s)://user:pass@host:port for real mail; null writes .eml files to mailOutboxDir. */
  smtpUrl: string | null;
  /** Sender of every mail (From header). */
  mailFrom: string;
  /** Where mails go without SMTP_URL. */
  mailOutboxDir: string;
  /** The app's public address, used in links inside mails. */
  appUrl: string;
  /**
   * The origin passkeys are bound to (decision 311): APP_URL's origin unless PASSKEY_ORIGIN says
   * otherwise (a WebAuthn relying-party id must be a domain name, so a test on 127.0.0.1 uses localhost).
   */
  passkeyOrigin: string;
  /**
   * Reading an institute's own Open Education API (decision 326): OOAPI_ALLOW_LOOPBACK lets tests
   * use a loopback server over plain http (refused with NODE_ENV=production); OOAPI_TIMEOUT_MS is
   * the deadline per answer.
   */
  ooapiFetch: { allowLoopback: boolean; timeoutMs: number };
  /**
   * CREDENTIAL_IMPORT_ALLOW_LOOPBACK (test-only; refused in production): the credential import may
   * fetch DID documents and status lists from loopback addresses, over plain HTTP.
   */
  credentialImportAllowLoopback: boolean;
  /**
   * OIDC_PROVIDERS: sign-in with an institution's OpenID Connect provider (decision 312), a JSON
   * list of `{ id, issuer, clientId, clientSecret, name, userTypes }`; empty by default. Each
   * shows as a button "Inloggen met <name>" on /auth; `userTypes` are the user types that may sign
   * in through it. OIDC_ALLOW_INSECURE_HTTP lets tests use a loopback provider over plain http
   * (refused with NODE_ENV=production).
   */
  oidcProviders: OidcProviderConfig[];
  oidcAllowInsecureHttp: boolean;
}

/** One OpenID Connect provider (OIDC_PROVIDERS). */
export interface OidcProviderConfig {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  userTypes: Array<(typeof SELF_REGISTER_TYPES)[number]>;
}

const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'id: kleine letters, cijfers en -' }),
  issuer: z.string().regex(/^https?:\/\/[^\s]+$/, { message: 'issuer: een http(s)-adres' }),
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(2000),
  name: z.string().min(1).max(60),
  userTypes: z.array(z.enum(SELF_REGISTER_TYPES)).min(1).default(['talent']),
});

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const s = v.toLowerCase();
      if (TRUE.includes(s)) return true;
      if (FALSE.includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: 'verwacht true of false' });
      return z.NEVER;
    });

const int = (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      if (!/^\d+$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message: 'verwacht een geheel getal' });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `verwacht een getal van ${min} tot en met ${max}` });
        return z.NEVER;
      }
      return n;
    });

const text = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v));

const IPV4_CIDR = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6_CIDR = /^[0-9a-f:]+(\/\d{1,3})?$/i;
const NAMED = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: false | a hop count | comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal. */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const s = (v ?? '').trim();
    if (/^\d+$/.test(s)) {
      const hops = Number(s);
      if (hops === 0) return false;
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'aantal hops moet tussen 0 en 10 liggen' });
        return z.NEVER;
      }
      return hops;
    }
    if (s === '' || FALSE.includes(s.toLowerCase())) return false;
    if (TRUE.includes(s.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message:
          '"true" vertrouwt elke X-Forwarded-For-header; geef het aantal proxy-hops (bijv. 1) of de adressen van je proxy’s (bijv. 10.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const list = s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    const bad = list.find(
      (x) => !NAMED.includes(x) && !IPV4_CIDR.test(x) && !(x.includes(':') && IPV6_CIDR.test(x)),
    );
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `geen IP-adres of CIDR-bereik: ${bad.slice(0, 60)}` });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  PORT: int(3000, 1, 65535),
  HOST: text('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  DATABASE_URL: text(''),
  SESSION_DAYS: int(30, 1, 3650),
  SESSION_COOKIE_NAME: text('sid').pipe(
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'alleen letters, cijfers, - en _' }),
  ),
  COOKIE_SECURE: bool(false),
  MFA_REQUIRED_ROLES: text(DEFAULT_MFA_REQUIRED_ROLES.join(',')).transform((v, ctx) => {
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = list.find((r) => !(MFA_ROLE_NAMES as readonly string[]).includes(r));
    if (unknown) {
      ctx.addIssue({
        code: 'custom',
        message: `onbekende rol: ${unknown.slice(0, 30)} (${MFA_ROLE_NAMES.join(', ')})`,
      });
      return z.NEVER;
    }
    return list;
  }),
  ALLOWED_ORIGINS: text('').transform((v, ctx) => {
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const origin of list) {
      let ok = false;
      try {
        ok = new URL(origin).origin === origin;
      } catch {}
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          message: `geen origin (schema://host[:poort]): ${origin.slice(0, 60)}`,
        });
        return z.NEVER;
      }
    }
    return list;
  }),
  WEB_DIR: text(''),
  /** Where uploaded documents are stored (issue 21 §4). */
  UPLOAD_DIR: text(''),
  /** Per user: at most this many uploaded documents (409 beyond). */
  DOCUMENT_MAX_COUNT: int(50, 1, 100_000),
  /** Per user: at most this many megabytes of uploaded documents in all (413 beyond). */
  DOCUMENT_MAX_TOTAL_MB: int(100, 1, 1_000_000),
  /** Per user: at most this many document uploads per hour (429 beyond). */
  DOCUMENT_UPLOADS_HOURLY: int(20, 1, 100_000),
  SEED_DEMO: bool(true),
  LOGIN_MAX_FAILURES: int(5, 1, 1000),
  /** 0 = four times LOGIN_MAX_FAILURES. */
  LOGIN_IP_MAX_FAILURES: int(0, 0, 100_000),
  LOGIN_ACCOUNT_MAX_FAILURES: int(100, 1, 100_000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  TRUST_PROXY: trustProxySchema,
  API_RATE_LIMIT: int(600, 1, 1_000_000),
  API_TOKEN_RATE_LIMIT: int(600, 1, 1_000_000),
  AUTH_RATE_LIMIT: int(30, 1, 1_000_000),
  COURSE_CREATE_HOURLY: int(10, 1, 100_000),
  COURSE_CREATE_DAILY: int(30, 1, 100_000),
  INFO_REQUEST_HOURLY: int(10, 1, 100_000),
  INFO_REQUEST_DAILY: int(30, 1, 100_000),
  POST_HOURLY: int(QUOTA_VARIABLES.post[1], 1, 100_000),
  COMMENT_HOURLY: int(QUOTA_VARIABLES.comment[1], 1, 100_000),
  VACANCY_CREATE_HOURLY: int(QUOTA_VARIABLES.vacancy[1], 1, 100_000),
  INVITE_HOURLY: int(QUOTA_VARIABLES.invitation[1], 1, 100_000),
  SCAN_HOURLY: int(QUOTA_VARIABLES.scan[1], 1, 100_000),
  STATUS_CHANGE_HOURLY: int(QUOTA_VARIABLES.statusChange[1], 1, 100_000),
  SESSION_MAX_DAYS: int(90, 1, 3650),
  MAX_CONNECTIONS_PER_IP: int(50, 1, 1_000_000),
  REQUEST_TIMEOUT_MS: int(30_000, 1000, 600_000),
  HEADERS_TIMEOUT_MS: int(10_000, 1000, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 100, 600_000),
  MAX_CONNECTIONS: int(1_000, 1, 1_000_000),
  REDIS_URL: text('').refine((v) => v === '' || /^rediss?:\/\/.+/.test(v), {
    message: 'verwacht redis://host:poort',
  }),
  METRICS_TOKEN: text('').refine((v) => v === '' || v.length >= 16, {
    message: 'minimaal 16 tekens (of leeg: /metrics uit)',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  PASSWORD_HASH_LOG_N: int(14, 10, 20),
  SMTP_URL: text('').refine((v) => v === '' || /^smtps?:\/\/[^\s]+$/.test(v), {
    message: 'verwacht smtp://gebruiker:wachtwoord@host:poort of smtps://…',
  }),
  MAIL_FROM: text('SkillsPlatform <no-reply@skillsplatform.localhost>').refine((v) => /@/.test(v), {
    message: 'verwacht een e-mailadres, bijv. "SkillsPlatform <no-reply@example.nl>"',
  }),
  MAIL_OUTBOX_DIR: text(''),
  OOAPI_ALLOW_LOOPBACK: bool(false),
  OIDC_PROVIDERS: text('').transform((v, ctx) => {
    if (v.trim() === '') return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'verwacht een JSON-lijst van providers' });
      return z.NEVER;
    }
    const result = z.array(oidcProviderSchema).safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
      return z.NEVER;
    }
    const ids = result.data.map((p) => p.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'elke provider heeft een eigen id' });
      return z.NEVER;
    }
    return result.data;
  }),
  OIDC_ALLOW_INSECURE_HTTP: bool(false),
  OOAPI_TIMEOUT_MS: int(10_000, 100, 120_000),
  CREDENTIAL_IMPORT_ALLOW_LOOPBACK: bool(false),
  APP_URL: text('').refine((v) => v === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), {
    message: 'verwacht http(s)://host[:poort]',
  }),
  PASSKEY_ORIGIN: text('').refine((v) => v === '' || /^https?:\/\/[^\s/]+$/.test(v), {
    message: 'verwacht http(s)://host[:poort]',
  }),
});

/** An environment variable with an invalid value: main.ts prints the message and stops. */
export class ConfigError extends Error {}

/** Reads and validates every environment variable; throws a ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) =>
        `  ${i.path.join('.')}: ${i.message}${i.path[0] ? ` (nu: "${String(env[String(i.path[0])]).slice(0, 60)}")` : ''}`,
    );
    throw new ConfigError(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  const e = result.data;
  // Credentials name their issuers by did:web DIDs under APP_URL and print it in QR codes: in
  // production it must be the public address, never a default on localhost.
  if ((e.NODE_ENV ?? 'development') === 'production') {
    const host = e.APP_URL ? new URL(e.APP_URL).hostname : '';
    if (!e.APP_URL || /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(host)) {
      throw new ConfigError(
        'Ongeldige configuratie:\n  APP_URL: verplicht in productie, het publieke adres (https://…) van de app; ' +
          `certificaten noemen hun uitgever did:web:<host> en de QR-code wijst erheen (nu: "${e.APP_URL}")`,
      );
    }
  }
  if (e.OIDC_ALLOW_INSECURE_HTTP && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Ongeldige configuratie:\n  OIDC_ALLOW_INSECURE_HTTP: alleen voor tests; niet toegestaan met NODE_ENV=production',
    );
  }
  if (e.OOAPI_ALLOW_LOOPBACK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Ongeldige configuratie:\n  OOAPI_ALLOW_LOOPBACK: alleen voor tests; niet toegestaan met NODE_ENV=production',
    );
  }
  if ((e.NODE_ENV ?? 'development') === 'production' && e.CREDENTIAL_IMPORT_ALLOW_LOOPBACK) {
    throw new ConfigError(
      'Ongeldige configuratie:\n  CREDENTIAL_IMPORT_ALLOW_LOOPBACK: alleen voor tests, niet in productie ' +
        '(het opent de certificaatimport voor adressen op de server zelf)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV ?? 'development',
    databaseUrl: e.DATABASE_URL || path.resolve('data/app.db'),
    sessionDays: e.SESSION_DAYS,
    // Behind HTTPS the session cookie gets the __Host- prefix: the browser then only accepts it
    // Secure, for path / and without a Domain, so no subdomain can set or shadow it (issue 26, finding 8).
    cookieName:
      e.COOKIE_SECURE && !e.SESSION_COOKIE_NAME.startsWith('__Host-')
        ? `__Host-${e.SESSION_COOKIE_NAME}`
        : e.SESSION_COOKIE_NAME,
    cookieSecure: e.COOKIE_SECURE,
    allowedOrigins: e.ALLOWED_ORIGINS,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    webDir: e.WEB_DIR || path.resolve('dist/web'),
    uploadDir: e.UPLOAD_DIR || path.resolve('data/uploads'),
    documentLimits: {
      maxCount: e.DOCUMENT_MAX_COUNT,
      maxTotalBytes: e.DOCUMENT_MAX_TOTAL_MB * 1024 * 1024,
      uploadsPerHour: e.DOCUMENT_UPLOADS_HOURLY,
    },
    seedDemo: e.SEED_DEMO,
    seedDemoExplicit: (env.SEED_DEMO ?? '') !== '',
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES || e.LOGIN_MAX_FAILURES * 4,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    trustProxy: e.TRUST_PROXY,
    apiRateLimit: e.API_RATE_LIMIT,
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    authRateLimit: e.AUTH_RATE_LIMIT,
    courseCreateHourly: e.COURSE_CREATE_HOURLY,
    courseCreateDaily: e.COURSE_CREATE_DAILY,
    infoRequestHourly: e.INFO_REQUEST_HOURLY,
    infoRequestDaily: e.INFO_REQUEST_DAILY,
    hourlyQuota: {
      post: e.POST_HOURLY,
      comment: e.COMMENT_HOURLY,
      vacancy: e.VACANCY_CREATE_HOURLY,
      invitation: e.INVITE_HOURLY,
      scan: e.SCAN_HOURLY,
      statusChange: e.STATUS_CHANGE_HOURLY,
    },
    sessionMaxDays: Math.max(e.SESSION_MAX_DAYS, 1),
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    redisUrl: e.REDIS_URL || null,
    metricsToken: e.METRICS_TOKEN || null,
    logLevel: e.LOG_LEVEL ?? 'info',
    passwordHashLogN: e.PASSWORD_HASH_LOG_N,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR || path.resolve('data/outbox'),
    credentialImportAllowLoopback: e.CREDENTIAL_IMPORT_ALLOW_LOOPBACK,
    appUrl: (e.APP_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    passkeyOrigin: new URL(e.PASSKEY_ORIGIN || e.APP_URL || `http://localhost:${e.PORT}`).origin,
    ooapiFetch: { allowLoopback: e.OOAPI_ALLOW_LOOPBACK, timeoutMs: e.OOAPI_TIMEOUT_MS },
    oidcProviders: e.OIDC_PROVIDERS,
    oidcAllowInsecureHttp: e.OIDC_ALLOW_INSECURE_HTTP,
  };
}
