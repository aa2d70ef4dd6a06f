import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * An institute's settings besides its name: website, KvK number, description, logo.
 * The name stays in users.institute_name, whose update bumps the catalogue's listing_version (017).
 */
export function instituteProfiles() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('institute_profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('website', 'text')
        .addColumn('kvk_number', 'text')
        .addColumn('description', 'text')
        .addColumn('logo_url', 'text')
        .addColumn('updated_at', 'text', notNull)
        .execute();
    },
  };
}
