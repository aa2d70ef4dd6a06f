import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * Subsidy analyses: every finished questionnaire of a user, with the validated answers
 * and the result as shown. The newest row is the user's current result.
 */
export function subsidies(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('subsidy_analyses'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'text')
        /** JSON: the visible answers keyed by question id. */
        .addColumn('responses', 'text', notNull)
        /** JSON: { totalMatches, matches, alternatives }. */
        .addColumn('result', 'text', notNull)
        .addColumn('total_matches', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('subsidy_analyses_user_created_idx')
        .on('subsidy_analyses')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
