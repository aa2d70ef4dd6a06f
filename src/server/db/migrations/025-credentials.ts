import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * Certificates as verifiable credentials (decision 185): one signed Open Badges 3.0
 * credential per passed enrolment, and the platform's Ed25519 signing keys (newest active one signs;
 * retired ones still verify what they signed).
 */
export function credentials() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('credentials')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('enrollment_id', 'integer', (c) =>
          c.unique().references('enrollments.id').onDelete('set null'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('institute_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('document', 'text', notNull)
        .addColumn('issued_at', 'text', notNull)
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('revoke_reason', 'text')
        .execute();
      await db.schema.createIndex('credentials_user_idx').on('credentials').column('user_id').execute();
      await db.schema
        .createIndex('credentials_institute_idx')
        .on('credentials')
        .column('institute_id')
        .execute();
      await db.schema
        .createTable('credential_signing_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('public_key_multibase', 'text', notNull)
        .addColumn('secret_key_multibase', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('retired_at', 'text')
        .execute();
    },
  };
}
