import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db, Engine } from '../connect.ts';
import { usersAndSessions } from './001-users-and-sessions.ts';
import { courses } from './002-courses.ts';
import { assessmentsAndSubsidyApplications } from './003-assessments-and-subsidy-applications.ts';
import { catalogueIndexesAndInstituteFigures } from './004-catalogue-indexes-and-institute-figures.ts';

/** Ordered migrations; names sort in run order. Never edit one that has shipped: add a new one. */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001-users-and-sessions': usersAndSessions(engine),
    '002-courses': courses(engine),
    '003-assessments-and-subsidy-applications': assessmentsAndSubsidyApplications(engine),
    '004-catalogue-indexes-and-institute-figures': catalogueIndexesAndInstituteFigures(),
  };
}

export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db.engine) };
  const migrator = new Migrator({ db: db.kysely as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migratie mislukt${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}
