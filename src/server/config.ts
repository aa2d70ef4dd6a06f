import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MFA_REQUIRED_ROLES, MFA_ROLE_NAMES } from '../domain/mfa/index.ts';
import { SELF_REGISTER_TYPES } from '../domain/roles.ts';

/**
 * Which proxies may set X-Forwarded-For: none (false), a hop count, or a list of addresses/CIDRs.
 * `true` (trust anything) is refused: spoofed headers would bypass every per-IP limit.
 */
export type TrustProxy = false | number | string[];

/** A credential check's time budget unless CREDENTIAL_VERIFY_BUDGET_MS says otherwise (decision 300). */
export const CREDENTIAL_VERIFY_BUDGET_DEFAULT_MS = 3_000;

/** Actions with an hourly quota per user, and the variable that sets each. */
export const QUOTA_VARIABLES = {
  post: ['POST_HOURLY', 30],
  comment: ['COMMENT_HOURLY', 60],
  vacancy: ['VACANCY_CREATE_HOURLY', 20],
  invitation: ['INVITE_HOURLY', 20],
  scan: ['SCAN_HOURLY', 10],
  statusChange: ['STATUS_CHANGE_HOURLY', 120],
} as const;
export type QuotaAction = keyof typeof QUOTA_VARIABLES;

const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'id: kleine letters, cijfers en -' }),
  issuer: z.string().regex(/^https?:\/\/[^\s]+$/, { message: 'issuer: een http(s)-adres' }),
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(2000),
  name: z.string().min(1).max(60),
  userTypes: z.array(z.enum(SELF_REGISTER_TYPES)).min(1).default(['talent']),
});
/** One OpenID Connect provider (OIDC_PROVIDERS). */
export type OidcProviderConfig = z.output<typeof oidcProviderSchema>;

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

const mfaRoles = text(DEFAULT_MFA_REQUIRED_ROLES.join(',')).transform((v, ctx) => {
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
});

const origins = text('').transform((v, ctx) => {
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
});

const oidcProviders = text('').transform((v, ctx): OidcProviderConfig[] => {
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
});

/** An optional URL-like value: null when unset, else it must match. */
const optionalUrl = (pattern: RegExp, message: string) =>
  text('')
    .refine((v) => v === '' || pattern.test(v), { message })
    .transform((v) => v || null);

/**
 * One environment variable, declared once: its name, the schema that parses its text into the
 * configuration value, what it means (the README's variables table is generated from this,
 * `npm run generate`), and the default as the table shows it when parsing "unset" does not say it.
 */
export class EnvVar<S extends z.ZodType = z.ZodType> {
  constructor(
    readonly name: string,
    readonly schema: S,
    readonly doc: string,
    readonly shownDefault?: string,
  ) {}
}
const v = <S extends z.ZodType>(name: string, schema: S, doc: string, shownDefault?: string) =>
  new EnvVar(name, schema, doc, shownDefault);

type Group = { [key: string]: EnvVar | Group };
type Output<T> = T extends EnvVar<infer S> ? z.output<S> : { [K in keyof T]: Output<T[K]> };

const quota = (action: QuotaAction, doc: string) =>
  v(QUOTA_VARIABLES[action][0], int(QUOTA_VARIABLES[action][1], 1, 100_000), doc);

/**
 * Every environment variable, in the shape of the configuration the code reads (`Config` is this
 * declaration's output type). A value that depends on another variable is settled in `settle()`.
 */
const VARIABLES = {
  port: v('PORT', int(3000, 1, 65535), 'HTTP port'),
  host: v('HOST', text('0.0.0.0'), 'interface to listen on'),
  nodeEnv: v(
    'NODE_ENV',
    z
      .enum(['development', 'test', 'production'])
      .optional()
      .transform((e) => e ?? 'development'),
    '`development`, `test` or `production` (production refuses the demo seed unless `SEED_DEMO=true`)',
  ),
  databaseUrl: v(
    'DATABASE_URL',
    text(''),
    'a `postgres://…` URL selects PostgreSQL; anything else is the SQLite file path',
    '`./data/app.db`',
  ),
  seedDemo: v('SEED_DEMO', bool(true), 'seed demo data into an empty database'),
  /** SEED_DEMO was set explicitly (production requires that): read in `settle()`. */
  seedDemoExplicit: v('SEED_DEMO', z.boolean().default(false), ''),
  sessionDays: v(
    'SESSION_DAYS',
    int(30, 1, 3650),
    'session lifetime in days; sessions slide (renewed on use, at most one write per 5 minutes)',
  ),
  sessionMaxDays: v(
    'SESSION_MAX_DAYS',
    int(90, 1, 3650),
    'absolute session lifetime in days from sign-in, however often it slides',
  ),
  cookieName: v(
    'SESSION_COOKIE_NAME',
    text('sid').pipe(
      z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'alleen letters, cijfers, - en _' }),
    ),
    'name of the HttpOnly session cookie; with `COOKIE_SECURE=true` it gets the `__Host-` prefix (`__Host-sid`)',
  ),
  cookieSecure: v(
    'COOKIE_SECURE',
    bool(false),
    "set the cookie's Secure flag and HSTS (set `true` behind HTTPS)",
  ),
  allowedOrigins: v(
    'ALLOWED_ORIGINS',
    origins,
    'comma-separated extra origins allowed to make state-changing API calls',
  ),
  trustProxy: v(
    'TRUST_PROXY',
    trustProxySchema,
    'proxies allowed to set `X-Forwarded-For`: a hop count (`1`) or a comma-separated list of addresses/CIDRs; `true` is refused. With a hop count the log warns once when the header arrives from a public address (no proxy in front)',
  ),
  mfaRequiredRoles: v(
    'MFA_REQUIRED_ROLES',
    mfaRoles,
    'comma-separated roles (`talent`, `company`, `institute`, `admin`, `superadmin`) that must set up a second sign-in factor before anything else (decision 310)',
  ),
  oidcProviders: v(
    'OIDC_PROVIDERS',
    oidcProviders,
    'sign-in with an institution\'s OpenID Connect provider (decision 312): a JSON list of `{"id":"surfconext","issuer":"https://connect.surfconext.nl","clientId":"…","clientSecret":"…","name":"SURFconext","userTypes":["talent","institute"]}`; each shows as "Inloggen met <name>" on /auth; register `<APP_URL>/api/auth/oidc/<id>/callback` as the redirect URI; `userTypes` (from `talent`, `company`, `institute`; default `["talent"]`) may sign in through it. Checked at start-up',
  ),
  oidcAllowInsecureHttp: v(
    'OIDC_ALLOW_INSECURE_HTTP',
    bool(false),
    'tests only: lets openid-client reach a loopback provider over plain http; refused with `NODE_ENV=production`',
  ),
  credentialVerifyBudgetMs: v(
    'CREDENTIAL_VERIFY_BUDGET_MS',
    int(CREDENTIAL_VERIFY_BUDGET_DEFAULT_MS, 100, 600_000),
    'wall-clock time one credential check may take in its worker thread before the credential is refused as too slow (`too_slow`, decision 300); the tests raise it, as on a busy machine a benign check can outlast 3 s',
  ),
  loginMaxFailures: v(
    'LOGIN_MAX_FAILURES',
    int(5, 1, 1000),
    'free failed logins per account-and-IP pair (and per trusted device) before growing delays',
  ),
  loginIpMaxFailures: v(
    'LOGIN_IP_MAX_FAILURES',
    int(0, 0, 100_000),
    'free failed logins per IP over all accounts before growing delays (0: four times `LOGIN_MAX_FAILURES`)',
    '4 × `LOGIN_MAX_FAILURES`',
  ),
  loginAccountMaxFailures: v(
    'LOGIN_ACCOUNT_MAX_FAILURES',
    int(100, 1, 100_000),
    'failed logins per account from untrusted devices within the window before 429',
  ),
  loginWindowMinutes: v(
    'LOGIN_WINDOW_MINUTES',
    int(15, 1, 24 * 60),
    'the throttling window (also the longest delay)',
  ),
  apiRateLimit: v('API_RATE_LIMIT', int(600, 1, 1_000_000), 'API requests per IP per minute'),
  apiTokenRateLimit: v(
    'API_TOKEN_RATE_LIMIT',
    int(600, 1, 1_000_000),
    'API requests per personal access token per minute (bearer requests count per token, not per IP)',
  ),
  authRateLimit: v('AUTH_RATE_LIMIT', int(30, 1, 1_000_000), 'login and register requests per IP per minute'),
  coachRateLimit: v(
    'COACH_RATE_LIMIT',
    int(20, 1, 1_000_000),
    'questions to the Coach (POST /api/coach/ask) per IP or access token per minute',
  ),
  metricsToken: v(
    'METRICS_TOKEN',
    text('')
      .refine((t) => t === '' || t.length >= 16, { message: 'minimaal 16 tekens (of leeg: /metrics uit)' })
      .transform((t) => t || null),
    'enables `GET /metrics` (Prometheus text format) for requests with `Authorization: Bearer <token>` (at least 16 characters); without it `/metrics` is a 404',
  ),
  redisUrl: v(
    'REDIS_URL',
    optionalUrl(/^rediss?:\/\/.+/, 'verwacht redis://host:poort'),
    '`redis://host:port`: API rate-limit counters shared in Redis (keys named after a hash of the database, so platforms sharing one Redis count apart); without it, on PostgreSQL, in the database; either way each process counts in memory and sends its counts in one batch per 50 ms (never a write or a Redis round trip per request; SQLite: memory only)',
  ),
  courseCreateHourly: v('COURSE_CREATE_HOURLY', int(10, 1, 100_000), 'new courses per institute per hour'),
  courseCreateDaily: v('COURSE_CREATE_DAILY', int(30, 1, 100_000), 'new courses per institute per day'),
  infoRequestHourly: v('INFO_REQUEST_HOURLY', int(10, 1, 100_000), 'information requests per user per hour'),
  infoRequestDaily: v('INFO_REQUEST_DAILY', int(30, 1, 100_000), 'information requests per user per day'),
  /** Per user (or company) per hour; beyond it 429 with `Retry-After`. */
  hourlyQuota: {
    post: quota('post', 'posts per user per hour; beyond it 429 with `Retry-After`'),
    comment: quota('comment', 'comments per user per hour; beyond it 429 with `Retry-After`'),
    vacancy: quota('vacancy', 'new vacancies per company per hour'),
    invitation: quota('invitation', 'employee invitations per company per hour'),
    scan: quota('scan', 'scans per user per hour'),
    statusChange: quota('statusChange', 'application status changes per company per hour'),
  },
  requestTimeoutMs: v(
    'REQUEST_TIMEOUT_MS',
    int(30_000, 1000, 600_000),
    'whole request (headers + body), in ms',
  ),
  headersTimeoutMs: v('HEADERS_TIMEOUT_MS', int(10_000, 1000, 600_000), 'request headers (slowloris), in ms'),
  keepAliveTimeoutMs: v(
    'KEEP_ALIVE_TIMEOUT_MS',
    int(5_000, 100, 600_000),
    'idle keep-alive connection, in ms',
  ),
  maxConnections: v(
    'MAX_CONNECTIONS',
    int(1_000, 1, 1_000_000),
    'open connections; beyond it new sockets are closed at once',
  ),
  maxConnectionsPerIp: v(
    'MAX_CONNECTIONS_PER_IP',
    int(50, 1, 1_000_000),
    "open connections from one address, beyond it new sockets are closed at once; from 80 % of `MAX_CONNECTIONS` idle keep-alive sockets are closed early. Not applied when `TRUST_PROXY` is set (then every socket is the proxy's: limit per client there, see `docs/security.md`)",
  ),
  passwordHashLogN: v(
    'PASSWORD_HASH_LOG_N',
    int(14, 10, 20),
    "log2 of scrypt's N; 13–17 use OWASP's equally strong r/p pairs (14: r=8, p=5, 16 MiB per hash; decision 157); only tests go lower",
  ),
  webDir: v(
    'WEB_DIR',
    text(''),
    'the built web app to serve; the server render of the public pages is read from `ssr/` beside it (decision 430)',
    '`./dist/web`',
  ),
  uploadDir: v(
    'UPLOAD_DIR',
    text(''),
    'where documents learners upload are stored (one file per document; back it up with the database)',
    '`./data/uploads`',
  ),
  documentLimits: {
    maxCount: v(
      'DOCUMENT_MAX_COUNT',
      int(50, 1, 100_000),
      'per user: at most this many uploaded documents; one more is 409',
    ),
    maxTotalBytes: v(
      'DOCUMENT_MAX_TOTAL_MB',
      int(100, 1, 1_000_000).transform((mb) => mb * 1024 * 1024),
      'per user: at most this many MB of documents in all; a file beyond it is 413',
      '`100`',
    ),
    uploadsPerHour: v(
      'DOCUMENT_UPLOADS_HOURLY',
      int(20, 1, 100_000),
      'per user: at most this many uploads per hour; beyond it 429 with `Retry-After`',
    ),
  },
  smtpUrl: v(
    'SMTP_URL',
    optionalUrl(/^smtps?:\/\/[^\s]+$/, 'verwacht smtp://gebruiker:wachtwoord@host:poort of smtps://…'),
    '`smtp://user:pass@host:587` (or `smtps://…:465`): send mail over SMTP. Without it mails are **not sent** but written as `.eml` files to the outbox (`MAIL_OUTBOX_DIR`); the start-up log says where',
  ),
  mailFrom: v(
    'MAIL_FROM',
    text('SkillsPlatform <no-reply@skillsplatform.localhost>').refine((m) => /@/.test(m), {
      message: 'verwacht een e-mailadres, bijv. "SkillsPlatform <no-reply@example.nl>"',
    }),
    'sender (From) of every mail',
  ),
  mailOutboxDir: v(
    'MAIL_OUTBOX_DIR',
    text(''),
    'the outbox: where mails go as `.eml` files when `SMTP_URL` is not set (open them with any mail program)',
    '`./data/outbox`',
  ),
  appUrl: v(
    'APP_URL',
    text('').refine((u) => u === '' || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(u), {
      message: 'verwacht http(s)://host[:poort]',
    }),
    "the app's public address: links in mails (password reset, unsubscribe), the QR code of certificates, and the host of every issuer's `did:web` DID (decision 300); production refuses to start without it or with a loopback host",
    '`http://localhost:$PORT` (required in production)',
  ),
  passkeyOrigin: v(
    'PASSKEY_ORIGIN',
    text('').refine((u) => u === '' || /^https?:\/\/[^\s/]+$/.test(u), {
      message: 'verwacht http(s)://host[:poort]',
    }),
    'the origin passkeys (WebAuthn) are bound to; its host name is the relying-party id (decision 311). Leave unset in production; the e2e tests set `http://localhost:$PORT` because a relying-party id cannot be an IP address',
    'the origin of `APP_URL`',
  ),
  ooapiFetch: {
    allowLoopback: v(
      'OOAPI_ALLOW_LOOPBACK',
      bool(false),
      "tests only: an institute's Open Education API source may be a loopback address over plain http; refused with `NODE_ENV=production` (decision 326)",
    ),
    timeoutMs: v(
      'OOAPI_TIMEOUT_MS',
      int(10_000, 100, 120_000),
      "deadline per answer when reading an institute's Open Education API source",
    ),
  },
  credentialImportAllowLoopback: v(
    'CREDENTIAL_IMPORT_ALLOW_LOOPBACK',
    bool(false),
    '**test-only**, refused when `NODE_ENV=production`: lets the import of credentials from elsewhere fetch `did:web` documents and status lists from loopback addresses over plain HTTP (decision 301); otherwise those fetches are HTTPS-only and never go to private, loopback or link-local addresses',
  ),
  logLevel: v(
    'LOG_LEVEL',
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .optional()
      .transform((l) => l ?? 'info'),
    'pino log level; one line per request, readable in a terminal (`12:03:04 GET /api/courses 200 3.1 ms`), JSON lines when stdout is not a TTY or in production',
  ),
} satisfies Group;

/** Typed configuration from the environment: the output of `VARIABLES`; every value has a default. */
export type Config = Output<typeof VARIABLES>;

/** Every declared variable with its place in the configuration, in declaration order. */
export function envVariables(
  group: Group = VARIABLES,
  at: string[] = [],
): { path: string[]; variable: EnvVar }[] {
  return Object.entries(group).flatMap(([key, value]) =>
    value instanceof EnvVar ? [{ path: [...at, key], variable: value }] : envVariables(value, [...at, key]),
  );
}

/** A variable's default as the README shows it: its own note, else what parsing "unset" gives. */
export function shownDefault(variable: EnvVar): string {
  if (variable.shownDefault) return variable.shownDefault;
  const value: unknown = variable.schema.parse(undefined);
  if (value === '' || value === null) return '(none)';
  if (Array.isArray(value)) return value.length ? `\`${value.join(',')}\`` : '(none)';
  return `\`${String(value)}\``;
}

/** The values that depend on another variable or on the raw environment. */
function settle(c: Config, env: NodeJS.ProcessEnv): Config {
  return {
    ...c,
    databaseUrl: c.databaseUrl || path.resolve('data/app.db'),
    seedDemoExplicit: (env.SEED_DEMO ?? '') !== '',
    // Behind HTTPS the session cookie gets the __Host- prefix: the browser then only accepts it
    // Secure, for path / and without a Domain, so no subdomain can set or shadow it.
    cookieName:
      c.cookieSecure && !c.cookieName.startsWith('__Host-') ? `__Host-${c.cookieName}` : c.cookieName,
    loginIpMaxFailures: c.loginIpMaxFailures || c.loginMaxFailures * 4,
    webDir: c.webDir || path.resolve('dist/web'),
    uploadDir: c.uploadDir || path.resolve('data/uploads'),
    mailOutboxDir: c.mailOutboxDir || path.resolve('data/outbox'),
    appUrl: (c.appUrl || `http://localhost:${c.port}`).replace(/\/+$/, ''),
    passkeyOrigin: new URL(c.passkeyOrigin || c.appUrl || `http://localhost:${c.port}`).origin,
  };
}

/** An environment variable with an invalid value: main.ts prints the message and stops. */
export class ConfigError extends Error {}

const refuse = (line: string) => new ConfigError(`Ongeldige configuratie:\n  ${line}`);

/** Reads and validates every environment variable; throws a ConfigError naming each bad one. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const issues: string[] = [];
  const build = (group: Group): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(group).map(([key, value]) => {
        if (!(value instanceof EnvVar)) return [key, build(value)];
        const result = value.schema.safeParse(value.doc ? env[value.name] : undefined);
        if (!result.success) {
          const raw = String(env[value.name]).slice(0, 60);
          for (const i of result.error.issues) issues.push(`  ${value.name}: ${i.message} (nu: "${raw}")`);
        }
        return [key, result.data];
      }),
    );
  const parsed = build(VARIABLES) as Config;
  if (issues.length) throw new ConfigError(`Ongeldige configuratie:\n${issues.join('\n')}`);
  const c = settle(parsed, env);
  // Credentials name their issuers by did:web DIDs under APP_URL and print it in QR codes: in
  // production it must be the public address, never a default on localhost.
  if (c.nodeEnv === 'production') {
    const appUrl = env.APP_URL ?? '';
    const host = appUrl ? new URL(appUrl).hostname : '';
    if (!appUrl || /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(host)) {
      throw refuse(
        'APP_URL: verplicht in productie, het publieke adres (https://…) van de app; ' +
          `certificaten noemen hun uitgever did:web:<host> en de QR-code wijst erheen (nu: "${appUrl}")`,
      );
    }
    if (c.oidcAllowInsecureHttp) {
      throw refuse('OIDC_ALLOW_INSECURE_HTTP: alleen voor tests; niet toegestaan met NODE_ENV=production');
    }
    if (c.ooapiFetch.allowLoopback) {
      throw refuse('OOAPI_ALLOW_LOOPBACK: alleen voor tests; niet toegestaan met NODE_ENV=production');
    }
    if (c.credentialImportAllowLoopback) {
      throw refuse(
        'CREDENTIAL_IMPORT_ALLOW_LOOPBACK: alleen voor tests, niet in productie ' +
          '(het opent de certificaatimport voor adressen op de server zelf)',
      );
    }
  }
  return c;
}
