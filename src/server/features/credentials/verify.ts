import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { VerifyAnswer } from '../../../contracts/credentials.ts';
import { canonicalJson, credentialIdOf, didWeb } from '../../../domain/credentials/index.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import type { Database } from '../../db/schema.ts';
import { trustedKeys } from './keys-store.ts';
import { type DidDocument, didDocument, type ProofCheck, type ResolveDid } from './signing.ts';
import { type CredentialRow, findCredential } from './store.ts';
import { verifyOffThread } from './verify-pool.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves this platform's issuers from its own database: `did:web:<host>:institutes:<id>` lists
 * the institute's trusted keys (what `/institutes/<id>/did.json` serves); a legacy `urn:uuid:`
 * issuer lists the platform keys of before. A stranger's DID resolves to nothing.
 */
export function ownResolver(db: Kysely<Database>, appUrl: string): ResolveDid {
  const prefix = `${didWeb(appUrl, ['institutes'])}:`;
  return async (did) => {
    if (did.startsWith(prefix)) {
      const instituteId = did.slice(prefix.length);
      if (!UUID.test(instituteId)) return undefined;
      const keys = await trustedKeys(db, instituteId.toLowerCase());
      return keys.length ? didDocument(did, keys) : undefined;
    }
    if (/^urn:uuid:[0-9a-f-]{36}$/i.test(did)) {
      const keys = await trustedKeys(db, null);
      return keys.length ? didDocument(did, keys) : undefined;
    }
    return undefined;
  };
}

/** The DID document of an institute (null while it has no trusted key). */
export async function instituteDidDocument(
  db: Kysely<Database>,
  did: string,
  instituteId: string,
): Promise<DidDocument | null> {
  const keys = await trustedKeys(db, instituteId);
  return keys.length ? didDocument(did, keys) : null;
}

/**
 * The proof check of a stored credential, kept per document until the credentials or keys table
 * changes (in any process): a key marked compromised, or a document changed in the database,
 * is seen at the next request.
 */
const keptProofs = keptPerDatabase<ProofCheck>(['credentials', 'credential_signing_keys'], {
  maxEntries: 2_000,
});
const proofOfStored = (db: Kysely<Database>, appUrl: string, row: CredentialRow) => {
  const document = row.credential as unknown as Record<string, unknown>;
  const key = `${row.id}:${createHash('sha256').update(canonicalJson(document)).digest('base64url')}`;
  return keptProofs(db, key, () => verifyOffThread(document, ownResolver(db, appUrl)));
};

const issuerOf = (credential: Record<string, unknown>) => {
  const i = credential.issuer;
  if (typeof i === 'string') return { id: i, name: '' };
  const o = (i && typeof i === 'object' ? i : {}) as { id?: unknown; name?: unknown };
  return { id: typeof o.id === 'string' ? o.id : '', name: typeof o.name === 'string' ? o.name : '' };
};

/** The verdict on a credential this platform stored: its proof (as the verifier sees it) and its status. */
export async function verdictOfStored(
  db: Kysely<Database>,
  appUrl: string,
  row: CredentialRow,
): Promise<VerifyAnswer> {
  const proof = await proofOfStored(db, appUrl, row);
  const revoked = row.status === 'revoked';
  const base = {
    issuer: issuerOf(row.credential as unknown as Record<string, unknown>),
    revokedAt: row.revokedAt,
    revokeReason: row.revokeReason,
  };
  if (!proof.valid) {
    return {
      valid: false,
      reason: proof.reason,
      checks: {
        signature: proof.issuerKey ? 'failed' : 'skipped',
        issuerKey: proof.issuerKey ? 'passed' : 'failed',
        status: 'skipped',
      },
      ...base,
    };
  }
  return {
    valid: !revoked,
    ...(revoked ? { reason: 'revoked' as const } : {}),
    checks: { signature: 'passed', issuerKey: 'passed', status: revoked ? 'failed' : 'passed' },
    ...base,
  };
}

/**
 * Verifies a credential someone sent. One whose id this platform issued is compared with the stored
 * document first: the same document gets the stored verdict (no new JSON-LD work); a different one
 * is verified in full and, even when its proof holds, is not the credential issued under that id.
 */
export async function verifySubmitted(
  db: Kysely<Database>,
  appUrl: string,
  credential: Record<string, unknown>,
): Promise<VerifyAnswer> {
  const id = credentialIdOf(credential);
  const stored = id ? await findCredential(db, id) : undefined;
  // The proof as one object or as an array of one is the same credential.
  const proof = credential.proof;
  const asIssued = proof && !Array.isArray(proof) ? { ...credential, proof: [proof] } : credential;
  if (stored && canonicalJson(stored.credential) === canonicalJson(asIssued)) {
    return verdictOfStored(db, appUrl, stored);
  }
  const check = await verifyOffThread(credential, ownResolver(db, appUrl));
  const issuer = issuerOf(credential);
  if (!check.valid) {
    return {
      valid: false,
      reason: check.reason,
      checks: {
        signature: check.issuerKey ? 'failed' : 'skipped',
        issuerKey: check.issuerKey ? 'passed' : 'failed',
        status: 'skipped',
      },
      issuer,
    };
  }
  return {
    valid: false,
    reason: 'unknown',
    checks: { signature: 'passed', issuerKey: 'passed', status: 'skipped' },
    issuer,
  };
}
