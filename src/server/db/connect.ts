import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, KyselyDb } from './schema.ts';
import { ImmediateSqliteDialect } from './sqlite-dialect.ts';
import {
  ChangeSignalPlugin,
  listenForTableChanges,
  TableChanges,
  watchSqliteDataVersion,
} from './table-changes.ts';

export type Engine = 'sqlite' | 'postgres';
export interface Db {
  kysely: KyselyDb;
  engine: Engine;
  /** The PostgreSQL schema everything lives in, when one was given (tests). */
  schema?: string;
  /** PostgreSQL's connection pool (for the /metrics gauges); absent on SQLite. */
  pool?: pg.Pool;
  /** Which tables changed, for the in-process answer caches (decision 252). */
  changes: TableChanges;
  close(): Promise<void>;
}

/**
 * The better-sqlite3 handle behind each SQLite Kysely instance made by connect(): `prepared`
 * (db/prepared.ts) runs its fixed-shape reads on it directly (decision 161). Transactions get
 * another Kysely instance, so they are never found here.
 */
export const sqliteHandles = new WeakMap<KyselyDb, SqliteDatabase.Database>();

/**
 * The table changes of each Kysely instance made by connect() (decision 252). A transaction's
 * instance has none, so nothing read inside a transaction is cached.
 */
const changesByKysely = new WeakMap<KyselyDb, TableChanges>();
export const tableChangesOf = (kysely: KyselyDb) => changesByKysely.get(kysely);

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

// COUNT/SUM come back from pg as strings (int8/numeric); parse them so both engines return numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/**
 * Opens the database named by `url`: PostgreSQL for postgres:// URLs, otherwise an SQLite file
 * (or ':memory:'). `schema` (PostgreSQL only) puts every table in that schema; tests use it to get
 * a private namespace. `sqliteImage` (with ':memory:') opens an in-memory copy of a serialized
 * SQLite database: tests start from one migrated and seeded image instead of seeding each file.
 */
export function connect(url: string, opts: { schema?: string; sqliteImage?: Buffer } = {}): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    });
    const changes = new TableChanges(false);
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin(), new ChangeSignalPlugin(changes)],
    });
    changesByKysely.set(kysely, changes);
    const stopListening = listenForTableChanges(url, opts.schema, changes);
    const close = async () => {
      await stopListening();
      await kysely.destroy();
    };
    return { kysely, engine: 'postgres', schema: opts.schema, pool, changes, close };
  }
  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = withStatementCache(
    new SqliteDatabase(url === ':memory:' && opts.sqliteImage ? opts.sqliteImage : url),
  );
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Deleted content is overwritten with zeros, not left in free pages.
  sqlite.pragma('secure_delete = ON');
  const changes = new TableChanges(true);
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    // prepared()'s direct reads repeat this plugin's column mapping; a new plugin here must be
    // repeated there too (db/prepared.ts, decision 161).
    plugins: [new CamelCasePlugin(), new ChangeSignalPlugin(changes)],
  });
  sqliteHandles.set(kysely, sqlite);
  changesByKysely.set(kysely, changes);
  watchSqliteDataVersion(sqlite, changes);
  return { kysely, engine: 'sqlite', changes, close: () => kysely.destroy() };
}

/**
 * better-sqlite3 parses and plans a statement on every `prepare`, and Kysely prepares on every
 * query: profiling showed preparing as the largest single cost of a request. Statements are kept
 * by their SQL text (up to `max`, oldest out first); a statement still busy (a streaming read) is
 * never handed out twice. SQLite re-plans a kept statement by itself after a schema change.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, max = 1000): SqliteDatabase.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    const hit = kept.get(source);
    if (hit && !hit.busy) return hit;
    const statement = prepare(source);
    if (!hit) {
      kept.set(source, statement);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}

/**
 * After a deletion that must leave no trace (an account): on SQLite the write-ahead log still holds
 * the pages as they were before; a TRUNCATE checkpoint writes the new pages back and empties it.
 * PostgreSQL's dead rows are a matter for VACUUM (docs/security.md). Never throws: a checkpoint
 * blocked by a long reader is retried by SQLite's own automatic checkpoints.
 */
export function scrubDeletedContent(kysely: KyselyDb): void {
  try {
    sqliteHandles.get(kysely)?.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // a busy checkpoint is not an error of the deletion
  }
}

/** Current time as the ISO-8601 UTC text every timestamp column holds. */
export const nowIso = () => new Date().toISOString();
