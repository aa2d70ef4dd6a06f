import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * An institute's own Open Education API as a source of its courses (decision 326): the source
 * (one per institute, its bearer token encrypted), which of its courses and offerings became
 * which of ours (so a re-import updates instead of duplicating), and the history of runs.
 */
export function ooapiSources(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ooapi_sources')
        .addColumn('institute_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('base_url', 'text', notNull)
        .addColumn('organisation_id', 'text')
        .addColumn('token_cipher', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await withIdColumn(db.schema.createTable('ooapi_links'), engine)
        .addColumn('institute_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', notNull)
        .addColumn('source_id', 'text', notNull)
        .addColumn('local_id', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('ooapi_links_source_uq', ['institute_id', 'kind', 'source_id'])
        .execute();
      await withIdColumn(db.schema.createTable('ooapi_runs'), engine)
        .addColumn('institute_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('trigger', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('created', 'integer', notNull)
        .addColumn('updated', 'integer', notNull)
        .addColumn('archived', 'integer', notNull)
        .addColumn('skipped', 'integer', notNull)
        .addColumn('error', 'text')
        .addColumn('started_at', 'text', notNull)
        .addColumn('finished_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('ooapi_runs_institute_idx')
        .on('ooapi_runs')
        .columns(['institute_id', 'started_at'])
        .execute();
    },
  };
}
