import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * The scan's answers as they are given: one row per answered question, so a reload or
 * another device continues where the talent left off. Written by an upsert per answer (no
 * read-modify-write, so two quick answers never overwrite each other); removed when the scan is
 * submitted or started again, and with the account.
 */
export function scanDrafts() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('scan_draft_answers')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('question', 'integer', notNull)
        .addColumn('value', 'integer', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addPrimaryKeyConstraint('scan_draft_answers_pk', ['user_id', 'question'])
        .execute();
    },
  };
}
