import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL: the private schema the tables live in (tests), when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

// COUNT/SUM come back from pg as strings (int8/numeric); parse them so both engines return numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * Opens the database named by `url`: PostgreSQL for postgres:// URLs, otherwise an SQLite file
 * (or ':memory:'). `schema` (PostgreSQL only) puts every table in that schema; tests use it to get
 * a private namespace.
 */
export function connect(url: string, opts: { schema?: string } = {}): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { kysely, engine: 'postgres', schema: opts.schema, close: () => kysely.destroy() };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SqliteDatabase(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, engine: 'sqlite', close: () => kysely.destroy() };
}

/** Current time as the ISO-8601 UTC text every timestamp column holds. */
export const nowIso = () => new Date().toISOString();
