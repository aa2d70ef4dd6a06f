import pg from 'pg';

/** Lower scrypt cost in tests only: the OWASP default is checked in passwords.test.ts. */
export const TEST_HASH_LOG_N = 10;

/**
 * The databases global-setup.ts migrated (and seeded) once per run, for createTestEnv to copy:
 * SQLite images (file paths) and PostgreSQL template databases (names; absent without
 * TEST_DATABASE_URL).
 */
export interface Templates {
  sqliteSeeded: string;
  sqliteMigrated: string;
  pgSeeded?: string;
  pgMigrated?: string;
  /** The run's id: every database a test file copies is named `vt_<run>_…`, dropped after the run. */
  run?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: Templates;
  }
}

/** `url` with its database name replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** The first column of a query's rows, on its own connection. */
export async function adminRows(url: string, sql: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows.map((r) => String(Object.values(r)[0]));
  } finally {
    await c.end();
  }
}
