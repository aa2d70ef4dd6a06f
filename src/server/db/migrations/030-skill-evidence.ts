import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * The evidence model and the fair match (decision 190):
 * - `user_skills`: skills a talent typed themselves (evidence level self_declared);
 * - `user_settings.findable_by_companies`: talent search lists only talents who opted in (off by default).
 */
export function skillEvidence(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('user_skills'), engine)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', notNull)
        /** The normalised label (src/domain/evidence normaliseLabel): one row per label per user. */
        .addColumn('name_key', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('user_skills_user_name_uq', ['user_id', 'name_key'])
        .execute();

      await db.schema
        .alterTable('user_settings')
        .addColumn('findable_by_companies', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
