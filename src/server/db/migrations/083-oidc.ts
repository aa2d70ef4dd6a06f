import type { Kysely } from 'kysely';
import { notNull } from './helpers.ts';

/**
 * Sign-in with an institution's OpenID Connect provider (decision 312): the identities linked to an
 * account (issuer + subject, never the e-mail alone), the pending authorisation requests (state,
 * nonce and PKCE verifier behind the hash of the token in a short-lived cookie) and the pending
 * sign-ups of a new user who still chooses a user type.
 */
export function oidc() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('oidc_identities')
        .addColumn('issuer', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('oidc_identities_pk', ['issuer', 'subject'])
        .execute();
      await db.schema
        .createIndex('oidc_identities_user_idx')
        .on('oidc_identities')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('oidc_flows')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', notNull)
        .addColumn('state', 'text', notNull)
        .addColumn('nonce', 'text', notNull)
        .addColumn('code_verifier', 'text', notNull)
        .addColumn('link_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('oidc_signups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', notNull)
        .addColumn('issuer', 'text', notNull)
        .addColumn('subject', 'text', notNull)
        .addColumn('email', 'text', notNull)
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('expires_at', 'text', notNull)
        .execute();
    },
  };
}
