import { createHash } from 'node:crypto';
import type { VerifyAnswer } from '../../../contracts/credentials.ts';
import {
  canonicalJson,
  credentialIdOf,
  didWeb,
  expiredAt,
  summarizeCredential,
} from '../../../domain/credentials/index.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { foreignResolver, foreignStatus, resolvableIssuer, statusEntriesOf } from './import.ts';
import { trustedKeys } from './keys-store.ts';
import { schemaProblem } from './schema.ts';
import { type DidDocument, didDocument, type ProofCheck, type ResolveDid } from './signing.ts';
import { type CredentialRow, findCredential } from './store.ts';
import { issuerTrust } from './trust.ts';
import { verifyOffThread } from './verify-pool.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves this platform's issuers from its own database: `did:web:<host>:institutes:<id>` lists
 * the institute's trusted keys (what `/institutes/<id>/did.json` serves); a legacy `urn:uuid:`
 * issuer lists the platform keys of before. A stranger's DID resolves to nothing.
 */
export function ownResolver(db: KyselyDb, appUrl: string): ResolveDid {
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
  db: KyselyDb,
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
const proofOfStored = (db: KyselyDb, appUrl: string, row: CredentialRow) => {
  const document = row.credential as unknown as Record<string, unknown>;
  const key = `${row.id}:${createHash('sha256').update(canonicalJson(document)).digest('base64url')}`;
  // A check that ran out of time says nothing about the document: asked again, not kept.
  return keptProofs(
    db,
    key,
    () => verifyOffThread(document, ownResolver(db, appUrl)),
    (proof) => proof.valid || proof.reason !== 'too_slow',
  );
};

const issuerOf = (credential: Record<string, unknown>) => {
  const i = credential.issuer;
  if (typeof i === 'string') return { id: i, name: '' };
  const o = (i && typeof i === 'object' ? i : {}) as { id?: unknown; name?: unknown };
  return { id: typeof o.id === 'string' ? o.id : '', name: typeof o.name === 'string' ? o.name : '' };
};

/** Who asks: the holder and the issuer (or an admin) may read why a credential was revoked. */
export interface Viewer {
  userId: string | null;
  /** True when the viewer may revoke (the issuing institute or an admin). */
  mayRevoke: (instituteId: string) => boolean;
}

const reasonFor = (row: CredentialRow, viewer?: Viewer) =>
  viewer && ((viewer.userId !== null && viewer.userId === row.userId) || viewer.mayRevoke(row.instituteId))
    ? row.revokeReason
    : null;

/** The verdict on a credential this platform stored: its proof (as the verifier sees it) and its status. */
export async function verdictOfStored(
  db: KyselyDb,
  appUrl: string,
  row: CredentialRow,
  viewer?: Viewer,
): Promise<VerifyAnswer> {
  const proof = await proofOfStored(db, appUrl, row);
  const document = row.credential as unknown as Record<string, unknown>;
  const revoked = row.status === 'revoked';
  const issuer = issuerOf(document);
  const base = {
    issuer,
    issuerTrust: await issuerTrust(db, appUrl, issuer.id),
    summary: summarizeCredential(document),
    revokedAt: row.revokedAt,
    revokeReason: reasonFor(row, viewer),
  };
  const schema = schemaProblem(document) ? ('failed' as const) : ('passed' as const);
  if (!proof.valid) {
    return {
      valid: false,
      reason: proof.reason,
      checks: {
        signature: proof.issuerKey ? 'failed' : 'skipped',
        issuerKey: proof.issuerKey ? 'passed' : 'failed',
        status: 'skipped',
        schema,
      },
      ...base,
    };
  }
  const expired = !revoked && expiredAt(document) !== null;
  return {
    valid: !revoked && !expired,
    ...(revoked ? { reason: 'revoked' as const } : expired ? { reason: 'expired' as const } : {}),
    checks: { signature: 'passed', issuerKey: 'passed', status: revoked ? 'failed' : 'passed', schema },
    ...base,
  };
}

/**
 * Judges a credential someone sent (decision 405): the credential itself, whatever its JSON layout.
 * Its issuer's key is found as for any verifier (ours from the database, a stranger's did:key offline
 * and did:web by the outgoing-fetch rules); when the signature holds, our stored copy (same id) adds
 * only its status, and a stranger's status lists are read. `issuerTrust` says how far we know the
 * issuer; a foreign credential that verifies is valid with `unknown` trust. The caller checked the
 * contexts, the type and the schema first.
 */
export async function verifySubmitted(
  db: KyselyDb,
  appUrl: string,
  credential: Record<string, unknown>,
  opts: { allowLoopback: boolean; viewer?: Viewer },
): Promise<VerifyAnswer> {
  const id = credentialIdOf(credential);
  const stored = id ? await findCredential(db, id) : undefined;
  // The very document we stored (the proof as one object or as an array of one): the kept verdict.
  const proof = credential.proof;
  const asIssued = proof && !Array.isArray(proof) ? { ...credential, proof: [proof] } : credential;
  if (stored && canonicalJson(stored.credential) === canonicalJson(asIssued)) {
    return verdictOfStored(db, appUrl, stored, opts.viewer);
  }
  const issuer = issuerOf(credential);
  const ours =
    issuer.id === didWeb(appUrl) ||
    issuer.id.startsWith(`${didWeb(appUrl)}:`) ||
    issuer.id.startsWith('urn:uuid:');
  const trust = await issuerTrust(db, appUrl, issuer.id);
  const base = { issuer, issuerTrust: trust, summary: summarizeCredential(credential) };
  const refused = (reason: VerifyAnswer['reason'], issuerKey: boolean): VerifyAnswer => ({
    valid: false,
    reason,
    checks: {
      signature: issuerKey ? 'failed' : 'skipped',
      issuerKey: issuerKey ? 'passed' : 'failed',
      status: 'skipped',
      schema: 'passed',
    },
    ...base,
  });
  if (!ours && !resolvableIssuer(issuer.id)) return refused('unsupported_issuer', false);
  let resolve: ResolveDid;
  if (ours) resolve = ownResolver(db, appUrl);
  else {
    let doc: DidDocument | undefined;
    try {
      doc = await foreignResolver(opts.allowLoopback)(issuer.id);
    } catch {
      return refused('unresolvable_issuer', false);
    }
    if (!doc) return refused('unresolvable_issuer', false);
    resolve = async (did) => (did === issuer.id ? doc : undefined);
  }
  const check = await verifyOffThread(credential, resolve);
  if (!check.valid) return refused(check.reason, check.issuerKey);
  const passed = { signature: 'passed', issuerKey: 'passed', schema: 'passed' } as const;
  // Genuine but past its validUntil: "expired" (the status is still read and told first).
  const expired = expiredAt(credential) !== null;
  if (ours) {
    // Our stored copy adds the status (and when it was revoked); a copy we have no row for is
    // judged by its signature alone.
    const revoked = stored?.status === 'revoked';
    return {
      valid: !revoked && !expired,
      ...(revoked ? { reason: 'revoked' as const } : expired ? { reason: 'expired' as const } : {}),
      checks: { ...passed, status: stored ? (revoked ? 'failed' : 'passed') : 'skipped' },
      ...base,
      ...(stored ? { revokedAt: stored.revokedAt, revokeReason: reasonFor(stored, opts.viewer) } : {}),
    };
  }
  const entries = statusEntriesOf(credential);
  if (entries === 'invalid') return refused('malformed', true);
  const status = await foreignStatus(entries, issuer.id, resolve, opts.allowLoopback);
  if (status) {
    return {
      valid: false,
      reason: status === 'unavailable' ? 'status_unavailable' : status,
      checks: { ...passed, status: 'failed' },
      ...base,
    };
  }
  return {
    valid: !expired,
    ...(expired ? { reason: 'expired' as const } : {}),
    checks: { ...passed, status: entries.length ? 'passed' : 'skipped' },
    ...base,
  };
}
