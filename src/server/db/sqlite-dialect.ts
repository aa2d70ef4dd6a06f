import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * Kysely's SQLite driver, with every transaction taking the write lock when it begins (`begin
 * immediate`). Kysely begins with a plain (deferred) `begin`: a transaction that reads and then
 * writes asks for the lock only at its first write, and when another process (a script, the e2e
 * helpers) wrote in between, SQLite refuses at once with "database is locked" — the busy timeout
 * does not apply to that upgrade — and the request answered 500. Taking the lock at the start makes
 * SQLite wait (busy_timeout) instead. Within this process nothing changes: its one connection runs
 * one transaction at a time anyway.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
