import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';

/**
 * Credentials anyone can verify (decision 300): each institute signs with keys of its own (a
 * did:web issuer; a null institute is a platform key of before), a key can be marked compromised
 * (it then leaves the DID document and fails verification), and every credential has a position
 * in its issuer's revocation status list (W3C Bitstring Status List), unique per issuer.
 * On PostgreSQL the keys table signals its changes like the other cached tables (decision 252).
 */
export function credentialIssuers(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('credential_signing_keys').addColumn('institute_id', 'text').execute();
      await db.schema.alterTable('credential_signing_keys').addColumn('compromised_at', 'text').execute();
      await db.schema
        .createIndex('credential_signing_keys_institute_idx')
        .on('credential_signing_keys')
        .column('institute_id')
        .execute();
      await db.schema.alterTable('credentials').addColumn('status_index', 'integer').execute();
      await db.schema
        .createIndex('credentials_status_index_idx')
        .on('credentials')
        .columns(['institute_id', 'status_index'])
        .unique()
        .execute();
      if (engine === 'postgres') {
        await sql`
          create trigger credential_signing_keys_changed
          after insert or update or delete or truncate on credential_signing_keys
          for each statement execute function notify_table_change()`.execute(db);
      }
    },
  };
}
