import path from 'node:path';

/** Typed configuration from the environment; every value has a default that works out of the box. */
export interface Config {
  port: number;
  host: string;
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
  /** Directory with the built web app; served with history fallback when it exists. */
  webDir: string;
  /** Seed demo data into an empty database at start-up. */
  seedDemo: boolean;
  /** Failed logins per account (and 4× that per IP) within the window before 429. */
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /** General API rate limit per IP per minute. */
  apiRateLimit: number;
  /** Tighter limit per IP per minute on login and register. */
  authRateLimit: number;
  logLevel: string;
  /** log2 of scrypt's cost N; 17 is OWASP's advice. Tests may lower it for speed. */
  passwordHashLogN: number;
}

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
const int = (v: string | undefined, fallback: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || path.resolve('data/app.db'),
    sessionDays: int(env.SESSION_DAYS, 30),
    cookieName: env.SESSION_COOKIE_NAME || 'sid',
    cookieSecure: bool(env.COOKIE_SECURE, false),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDir: env.WEB_DIR || path.resolve('dist/web'),
    seedDemo: bool(env.SEED_DEMO, true),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginWindowMinutes: int(env.LOGIN_WINDOW_MINUTES, 15),
    apiRateLimit: int(env.API_RATE_LIMIT, 600),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 30),
    logLevel: env.LOG_LEVEL || 'info',
    passwordHashLogN: int(env.PASSWORD_HASH_LOG_N, 17),
  };
}
