import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * Licence requests of institutes (decision 243): Upgraden asks for a tier, an admin
 * approves or declines. The newest approved request is the institute's licence.
 */
export function licenceRequests(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('licence_requests'), engine)
        .addColumn('institute_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tier', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('note', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'text')
        .execute();
      await db.schema
        .createIndex('licence_requests_institute_idx')
        .on('licence_requests')
        .columns(['institute_id', 'status'])
        .execute();
    },
  };
}
