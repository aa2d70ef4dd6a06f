import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, inject, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { connect, type Db, type Engine } from '../db/connect.ts';
import { migrate } from '../db/migrations/index.ts';
import { totpCodeAt, totpStep } from '../features/auth/totp.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/demo-accounts.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { adminQuery, databaseUrl, TEST_HASH_LOG_N, type Templates } from './templates.ts';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET, TEST_HASH_LOG_N };

export interface TestEnv {
  app: FastifyInstance;
  db: Db;
  config: Config;
  engine: Engine;
  /** PostgreSQL: the URL of this environment's own database (a second pool may connect to it). */
  databaseUrl?: string;
}

/** The engines to run API tests on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** The run's template databases (vitest.config.ts globalSetup), or none outside that setup. */
function templates(): Templates | undefined {
  try {
    return inject('testTemplates');
  } catch {
    return undefined;
  }
}

const sqliteImages = new Map<string, Buffer>();

/**
 * PostgreSQL copies of a template, one made ahead per template and worker: `CREATE DATABASE …
 * TEMPLATE` takes about a second, and the next file's copy is made while this file's tests run.
 * Names start with `vt_<run>_`: global-setup.ts drops what is left (a spare copy, a drop still
 * under way) after the run.
 */
const spareCopies = new Map<string, Promise<string>>();

async function copyOf(url: string, template: string, run: string): Promise<string> {
  const name = `vt_${run}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  return name;
}

function takeCopy(url: string, template: string, run: string): Promise<string> {
  const ready = spareCopies.get(template) ?? copyOf(url, template, run);
  const next = copyOf(url, template, run);
  // A failed spare is only noticed by the file that takes it.
  next.catch(() => {});
  spareCopies.set(template, next);
  return ready;
}

/**
 * A fresh, migrated database (its own database on PostgreSQL) and an app on it. Seeded or only
 * migrated databases are copies of the run's templates (global-setup.ts), made once per run;
 * a file-backed SQLite database (`sqliteFile`) or one made under fake timers is migrated and
 * seeded here.
 */
export async function createTestEnv(
  engine: Engine,
  opts: { seed?: boolean; config?: Partial<Config>; sqliteFile?: string } = {},
): Promise<TestEnv & { close(): Promise<void> }> {
  let db: Db;
  let databaseUrlOf: string | undefined;
  let dropDatabase = async () => {};
  const tpl = templates();
  // Under a fake clock the seed must see that clock (figures-clock.test.ts): such a database is
  // copied from the migrated template (migrations read no clock of the process) and seeded here.
  const seedHere = Boolean(opts.seed) && vi.isFakeTimers();
  const copySeeded = Boolean(opts.seed) && !seedHere;
  let migrated = false;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = copySeeded ? tpl?.pgSeeded : tpl?.pgMigrated;
    let name: string;
    if (template && tpl?.run) {
      name = await takeCopy(url, template, tpl.run);
    } else {
      name = `vt_${randomBytes(6).toString('hex')}`;
      await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
    }
    migrated = Boolean(template);
    databaseUrlOf = databaseUrl(url, name);
    db = connect(databaseUrlOf, { schema: 'public' });
    // The next file does not wait for this drop (each waits for a checkpoint); global-setup.ts
    // drops whatever is left after the run.
    dropDatabase = async () => {
      void adminQuery(url, `drop database ${name}`).catch(() => {});
    };
  } else if (opts.sqliteFile || !tpl) {
    db = connect(opts.sqliteFile ?? ':memory:');
  } else {
    const file = copySeeded ? tpl.sqliteSeeded : tpl.sqliteMigrated;
    const image = sqliteImages.get(file) ?? readFileSync(file);
    sqliteImages.set(file, image);
    db = connect(':memory:', { sqliteImage: image });
    migrated = true;
  }
  if (!migrated) await migrate(db);
  if (opts.seed && !(migrated && copySeeded)) await seedIfEmpty(db, { passwordHashLogN: TEST_HASH_LOG_N });
  const config: Config = {
    ...loadConfig({}),
    // Under test every declared route's answer must match its response schema (http/validation.ts).
    nodeEnv: 'test',
    webDir: '/nonexistent',
    passwordHashLogN: TEST_HASH_LOG_N,
    // A hang guard here, not a speed goal: under a full run's load a benign check outlasted 3 s.
    credentialVerifyBudgetMs: 60_000,
    apiRateLimit: 100_000,
    authRateLimit: 100_000,
    // Tests make many posts, invitations, … as one demo user; quota tests set their own.
    hourlyQuota: {
      post: 100_000,
      comment: 100_000,
      vacancy: 100_000,
      invitation: 100_000,
      scan: 100_000,
      statusChange: 100_000,
    },
    // Uploaded documents go to a private temporary directory, never ./data/uploads.
    uploadDir: mkdtempSync(path.join(tmpdir(), 'skills-uploads-')),
    ...opts.config,
  };
  const app = await buildApp({ db, config });
  databases.set(app, db);
  return {
    app,
    db,
    config,
    engine,
    databaseUrl: databaseUrlOf,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}

/**
 * Runs a suite once per engine with a fresh seeded environment:
 * `describeApi('auth', (env) => { it(..., async () => env().app.inject(...)) })`.
 */
export function describeApi(
  name: string,
  suite: (env: () => TestEnv) => void,
  opts: { seed?: boolean; config?: Partial<Config>; sqliteFile?: string } = { seed: true },
) {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let env: Awaited<ReturnType<typeof createTestEnv>>;
      beforeAll(async () => {
        env = await createTestEnv(engine, opts);
      });
      afterAll(async () => {
        await env?.close();
      });
      suite(() => env);
    });
  }
}

/** The session cookie (name=value) from a login/register response. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error(`no cookie set (status ${res.statusCode}: ${res.body})`);
  return first.split(';')[0];
}

/**
 * Logs in and returns the cookie header value. An account with a second factor (every seeded
 * admin, superadmin and institute, and accounts set up with `setUpTotp`) gets its second step done
 * here too, with a code computed from its known secret (decision 310).
 */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  if ((res.json() as { mfaRequired?: boolean }).mfaRequired)
    return secondStep(app, email, challengeCookie(res));
  return sessionCookie(res);
}

/** The cookie of a sign-in's pending second step (name=value) from POST /api/login. */
export function challengeCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => /^(__Secure-)?mfa=/.test(c));
  if (!found) throw new Error(`no second-step cookie (status ${res.statusCode}: ${res.body})`);
  return found.split(';')[0];
}

/** The authenticator-app secrets the tests know: the demo one, and those `setUpTotp` made. */
const totpSecrets = new Map<string, string>();
const secretOf = (email: string) => totpSecrets.get(email) ?? DEMO_TOTP_SECRET;

/** The database behind each test app: the sign-in helper rewinds an account's replay record there. */
const databases = new WeakMap<FastifyInstance, Db>();

/**
 * A code works once per account (single use, decision 310): a second sign-in within the same 30
 * seconds would be refused. The helper stands in for time passing: it clears the account's last
 * used step in the test database, then sends the current code; when another sign-in to the same
 * account used that step in between (parallel calls), it does so again.
 */
async function secondStep(app: FastifyInstance, email: string, challenge: string): Promise<string> {
  let last = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    await rewindTotp(app, email);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/mfa',
      headers: { cookie: challenge },
      payload: { code: totpCodeAt(secretOf(email), totpStep()) },
    });
    if (res.statusCode === 200) return sessionCookie(res);
    last = `${res.statusCode} ${res.body}`;
  }
  throw new Error(`second sign-in step for ${email} failed: ${last}`);
}

/**
 * A code that the account's next check accepts (making a token, turning the factor off): like the
 * sign-in helper it rewinds the account's replay record first, standing in for time passing.
 */
export async function freshTotpCode(app: FastifyInstance, email: string): Promise<string> {
  await rewindTotp(app, email);
  return totpCodeAt(secretOf(email), totpStep());
}

/** Clears the account's last used code step in the test database: time passing, for a code's single use. */
async function rewindTotp(app: FastifyInstance, email: string) {
  const db = databases.get(app);
  if (!db) return;
  const user = await db.kysely.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (user)
    await db.kysely.updateTable('userTotp').set({ lastStep: null }).where('userId', '=', user.id).execute();
}

/**
 * Turns on an authenticator app for a signed-in account (a fresh institute must have one before it
 * can do anything else); later `login()` calls answer its second step. Returns the recovery codes.
 */
export async function setUpTotp(app: FastifyInstance, cookie: string, email: string): Promise<string[]> {
  const start = await app.inject({ method: 'POST', url: '/api/user/mfa/totp', headers: { cookie } });
  if (start.statusCode !== 200) throw new Error(`TOTP set-up failed: ${start.statusCode} ${start.body}`);
  const { secret } = start.json() as { secret: string };
  totpSecrets.set(email, secret);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/user/mfa/totp/confirm',
    headers: { cookie },
    payload: { code: totpCodeAt(secret, totpStep()) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`TOTP confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return (confirm.json() as { recoveryCodes: string[] }).recoveryCodes;
}

/** Registers a fresh talent (unique e-mail) and returns its cookie and user. */
export async function registerTalent(app: FastifyInstance, prefix = 'talent') {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@test.nl`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email,
      password: 'Fietsbel-Oranje7',
      firstName: 'Test',
      lastName: 'Gebruiker',
      userType: 'talent',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json() as { id: string; email: string } };
}

/**
 * Runs `fn` on the test's clock: `Date` stands still (timers still run), so a throttle's delay or
 * window never passes between two requests, however slow the machine.
 */
export async function onTestClock<T>(fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}
