import { type Kysely, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from '../connect.ts';
import { migrations } from './list.generated.ts';

function migrator(db: Db): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.engine) };
  // With a private schema, Kysely must look for its own tables there: otherwise another schema's
  // kysely_migration_lock (a parallel test) counts as existing and the run fails.
  return new Migrator({
    db: db.kysely as unknown as Kysely<unknown>,
    provider,
    // Branches merged out of number order (014–016 after 017) must still run on an existing database.
    allowUnorderedMigrations: true,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
}

/** The migrations this code knows that the database has not run (empty: the schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migratie mislukt${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}
