import type { Kysely } from 'kysely';

/**
 * Credentials from elsewhere (decision 301): an Open Badges 3.0 credential another issuer signed,
 * verified at import and kept with what the evidence needs (its skills) and what the daily
 * status check needs (its status list entry). One credential id per learner.
 */
export function importedCredentials() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('imported_credentials')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credential_id', 'text', (c) => c.notNull())
        .addColumn('issuer_id', 'text', (c) => c.notNull())
        .addColumn('issuer_name', 'text', (c) => c.notNull())
        .addColumn('achievement_name', 'text', (c) => c.notNull())
        .addColumn('skills', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'text')
        .addColumn('status_list_url', 'text')
        .addColumn('status_list_index', 'integer')
        .addColumn('imported_at', 'text', (c) => c.notNull())
        .addColumn('checked_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('imported_credentials_user_credential_idx')
        .on('imported_credentials')
        .columns(['user_id', 'credential_id'])
        .unique()
        .execute();
    },
  };
}
