import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { nowIso } from '../../db/connect.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import type { KyselyDb } from '../../db/schema.ts';

/**
 * The issuers' Ed25519 signing keys, custodied by the platform (decisions 185, 300). Each institute
 * signs with keys of its own under its did:web DID; the first credential it issues makes one. The
 * newest of its keys that is neither retired nor compromised signs; a retired key still verifies
 * what it signed; a compromised key verifies nothing and leaves the DID document. Keys without an
 * institute are the platform keys of before (credentials with a `urn:uuid:` issuer).
 */
export interface SigningKey {
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

async function newKey(db: KyselyDb, instituteId: string | null): Promise<SigningKey> {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true, includeContext: false });
  const key = {
    publicKeyMultibase: String(exported.publicKeyMultibase),
    secretKeyMultibase: String(exported.secretKeyMultibase),
  };
  await db
    .insertInto('credentialSigningKeys')
    .values({
      id: key.publicKeyMultibase,
      ...key,
      createdAt: nowIso(),
      retiredAt: null,
      instituteId,
      compromisedAt: null,
    })
    .execute();
  return key;
}

/**
 * The key that signs for `instituteId`, made on first use. Two requests at once may each make one:
 * both stay keys of that institute, and the next issue picks the same (newest) one.
 */
export async function signingKeyOf(db: KyselyDb, instituteId: string): Promise<SigningKey> {
  const active = await db
    .selectFrom('credentialSigningKeys')
    .select(['publicKeyMultibase', 'secretKeyMultibase'])
    .where('instituteId', '=', instituteId)
    .where('retiredAt', 'is', null)
    .where('compromisedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return active ?? newKey(db, instituteId);
}

/**
 * The public keys still trusted for an issuer (`null`: the platform keys of before), retired ones
 * included. Kept in memory until the keys table changes, in any process (decision 252), so a key
 * marked compromised stops verifying at once.
 */
const keptTrusted = keptPerDatabase<string[]>(['credential_signing_keys'], { maxAgeMs: 300_000 });
export function trustedKeys(db: KyselyDb, instituteId: string | null): Promise<string[]> {
  return keptTrusted(db, instituteId ?? '', async () => {
    let q = db
      .selectFrom('credentialSigningKeys')
      .select('publicKeyMultibase')
      .where('compromisedAt', 'is', null)
      .orderBy('createdAt')
      .orderBy('id');
    q = instituteId ? q.where('instituteId', '=', instituteId) : q.where('instituteId', 'is', null);
    return (await q.execute()).map((r) => r.publicKeyMultibase);
  });
}

/** Marks a key compromised: it leaves its issuer's DID document and verifies nothing any more. */
export async function markKeyCompromised(db: KyselyDb, publicKeyMultibase: string): Promise<boolean> {
  const result = await db
    .updateTable('credentialSigningKeys')
    .set({ compromisedAt: nowIso() })
    .where('id', '=', publicKeyMultibase)
    .where('compromisedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Retires every signing key: each institute's next credential is signed with a new key of its own.
 * What the retired keys signed keeps verifying. Returns how many keys were retired.
 */
export async function rotateSigningKey(db: KyselyDb): Promise<number> {
  const result = await db
    .updateTable('credentialSigningKeys')
    .set({ retiredAt: nowIso() })
    .where('retiredAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
