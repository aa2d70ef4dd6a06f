import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The platform's Ed25519 signing keys (decision 185). The first start makes one; the newest key
 * without `retired_at` signs; every key, retired or not, still verifies what it signed. Rotation:
 * `npm run credentials:rotate-key` retires the current key and makes a new one.
 */
export interface SigningKey {
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

const cache = new WeakMap<Kysely<Database>, { signing?: SigningKey; byId: Map<string, SigningKey> }>();
const cacheOf = (db: Kysely<Database>) => {
  const c = cache.get(db) ?? { byId: new Map<string, SigningKey>() };
  cache.set(db, c);
  return c;
};

async function newKey(db: Kysely<Database>): Promise<SigningKey> {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
  const key = {
    publicKeyMultibase: String(exported.publicKeyMultibase),
    secretKeyMultibase: String(exported.secretKeyMultibase),
  };
  await db
    .insertInto('credentialSigningKeys')
    .values({ id: key.publicKeyMultibase, ...key, createdAt: nowIso(), retiredAt: null })
    .execute();
  return key;
}

const activeKey = (db: Kysely<Database>) =>
  db
    .selectFrom('credentialSigningKeys')
    .select(['publicKeyMultibase', 'secretKeyMultibase'])
    .where('retiredAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .executeTakeFirst();

/**
 * The key that signs, made on first use. Two processes starting at once may each make one: both
 * stay valid platform keys, and the next start of either picks the same (newest) one.
 */
export async function signingKey(db: Kysely<Database>): Promise<SigningKey> {
  const c = cacheOf(db);
  if (!c.signing) c.signing = (await activeKey(db)) ?? (await newKey(db));
  return c.signing;
}

/** A platform key by its public multibase, retired ones included; undefined for a stranger's key. */
export async function findSigningKey(db: Kysely<Database>, publicKeyMultibase: string) {
  const c = cacheOf(db);
  const known = c.byId.get(publicKeyMultibase);
  if (known) return known;
  const row = await db
    .selectFrom('credentialSigningKeys')
    .select(['publicKeyMultibase', 'secretKeyMultibase'])
    .where('id', '=', publicKeyMultibase)
    .executeTakeFirst();
  if (row) c.byId.set(publicKeyMultibase, row);
  return row;
}

/** Retires the signing key(s) and makes a new one; returns the new public key. */
export async function rotateSigningKey(db: Kysely<Database>): Promise<string> {
  await db
    .updateTable('credentialSigningKeys')
    .set({ retiredAt: nowIso() })
    .where('retiredAt', 'is', null)
    .execute();
  const key = await newKey(db);
  cacheOf(db).signing = key;
  return key.publicKeyMultibase;
}
