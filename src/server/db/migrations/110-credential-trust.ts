import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull } from './helpers.ts';

/**
 * Evidence counts when someone we trust vouched for it, about the person who holds it (decision 405):
 * - `trusted_issuers`: the platform's list of issuers from elsewhere whose credentials count
 *   (`listed`), kept by an admin; one row per DID. Signals its changes (decision 252) so every
 *   process re-scores at once.
 * - `imported_credentials.proof_value`: the proof's value, so the same credential cannot be held by a
 *   second account under another id; `status_entries`: every status entry of the credential as JSON
 *   (`[{ purpose, url, index }]`), for the daily re-check; `suspended_at`: set while the issuer's
 *   suspension list has the credential's bit (it then does not count), cleared when it is lifted.
 *   Existing rows get their one revocation entry copied.
 * - `credential_import_challenges`: single-use challenges a wallet signs in a Verifiable
 *   Presentation to prove it holds the DID a credential names (10 minutes, per account).
 */
export function credentialTrust(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trusted_issuers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('did', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('note', 'text', notNull)
        .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.alterTable('imported_credentials').addColumn('proof_value', 'text').execute();
      await db.schema.alterTable('imported_credentials').addColumn('status_entries', 'text').execute();
      await db.schema.alterTable('imported_credentials').addColumn('suspended_at', 'text').execute();
      await db.schema
        .createIndex('imported_credentials_credential_idx')
        .on('imported_credentials')
        .column('credential_id')
        .execute();
      await db.schema
        .createIndex('imported_credentials_proof_idx')
        .on('imported_credentials')
        .column('proof_value')
        .execute();
      await db.schema
        .createIndex('imported_credentials_issuer_idx')
        .on('imported_credentials')
        .column('issuer_id')
        .execute();
      await sql`
        update imported_credentials
        set status_entries = '[{"purpose":"revocation","url":' || ${engine === 'postgres' ? sql`to_json(status_list_url)::text` : sql`json_quote(status_list_url)`} || ',"index":' || status_list_index || '}]'
        where status_list_url is not null`.execute(db);
      await db.schema
        .createTable('credential_import_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('credential_import_challenges_user_idx')
        .on('credential_import_challenges')
        .column('user_id')
        .execute();
      if (engine === 'postgres') {
        for (const table of ['trusted_issuers', 'imported_credentials']) {
          await sql`
            create trigger ${sql.raw(`${table}_changed`)}
            after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function notify_table_change()`.execute(db);
        }
      }
    },
  };
}
