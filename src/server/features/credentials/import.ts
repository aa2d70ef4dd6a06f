import { didWeb, didWebDocumentUrl, expiredAt, isSkillAlignment } from '../../../domain/credentials/index.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { importedToRecheck, markImportedChecked } from './import-store.ts';
import { fetchJson } from './outgoing.ts';
import { type DidDocument, didDocument, type ResolveDid } from './signing.ts';
import { bitAt, decodeStatusList } from './status-list.ts';
import { verifyOffThread } from './verify-pool.ts';

/**
 * Credentials from elsewhere (decision 301): an Open Badges 3.0 credential another issuer signed is
 * verified with the same verifier as ours (worker pool, budgets), its issuer resolved as a stranger's:
 * `did:key` offline, `did:web` fetched by the outgoing-fetch rules (outgoing.ts). Its status list,
 * when it names one, is fetched, verified and read; a revoked credential is refused.
 */

export type ImportFailure =
  | 'own_credential'
  | 'unsupported_issuer'
  | 'unresolvable_issuer'
  | 'unknown_key'
  | 'tampered'
  | 'unsupported_proof'
  | 'malformed'
  | 'revoked'
  | 'expired'
  | 'suspended'
  | 'status_unavailable'
  | 'too_slow';

export class ImportError extends Error {
  constructor(readonly failure: ImportFailure) {
    super(failure);
  }
}

const DID_KEY = /^did:key:(z6Mk[1-9A-HJ-NP-Za-km-z]{40,50})$/;

/** The parts of a fetched DID document verification uses: Ed25519 multikeys referenced for assertion. */
function parseDidDocument(did: string, raw: unknown): DidDocument | undefined {
  const doc = raw as { id?: unknown; verificationMethod?: unknown; assertionMethod?: unknown };
  if (!doc || typeof doc !== 'object' || doc.id !== did) return undefined;
  const full = (id: string) => (id.startsWith('#') ? `${did}${id}` : id);
  const refs = (list: unknown) =>
    (Array.isArray(list) ? list : [])
      .map((a) => (typeof a === 'string' ? a : (a as { id?: unknown })?.id))
      .filter((a): a is string => typeof a === 'string')
      .map(full);
  const assertion = refs(doc.assertionMethod);
  const authentication = refs((raw as { authentication?: unknown }).authentication);
  const embedded = (Array.isArray(doc.assertionMethod) ? doc.assertionMethod : []).filter(
    (a) => a && typeof a === 'object',
  );
  const methods = [...(Array.isArray(doc.verificationMethod) ? doc.verificationMethod : []), ...embedded]
    .map((m) => m as { id?: unknown; controller?: unknown; publicKeyMultibase?: unknown })
    .filter(
      (m) =>
        typeof m.id === 'string' &&
        typeof m.publicKeyMultibase === 'string' &&
        m.publicKeyMultibase.startsWith('z6Mk'),
    )
    .map((m) => ({
      id: full(m.id as string),
      type: 'Multikey' as const,
      controller: did,
      publicKeyMultibase: m.publicKeyMultibase as string,
    }));
  return { id: did, verificationMethod: methods, assertionMethod: assertion, authentication };
}

/** Resolves a stranger's issuer: did:key offline, did:web over the network (throws when it cannot). */
export function foreignResolver(allowLoopback: boolean): ResolveDid {
  return async (did) => {
    const key = DID_KEY.exec(did);
    if (key) {
      // did:key: the one key asserts and authenticates (a wallet signs presentations with it).
      const doc = didDocument(did, [key[1]]);
      return { ...doc, authentication: doc.assertionMethod };
    }
    // Plain HTTP (a loopback host) is refused by fetchJson unless loopback is allowed.
    const url = didWebDocumentUrl(did);
    if (!url) return undefined;
    return parseDidDocument(did, await fetchJson(url, { allowLoopback }));
  };
}

const issuerOf = (credential: Record<string, unknown>) => {
  const i = credential.issuer;
  if (typeof i === 'string') return { id: i, name: '' };
  const o = (i && typeof i === 'object' ? i : {}) as { id?: unknown; name?: unknown };
  return { id: typeof o.id === 'string' ? o.id : '', name: typeof o.name === 'string' ? o.name : '' };
};

/** One status entry of a credential (a BitstringStatusListEntry): its purpose, list and position. */
export interface StatusEntryFacts {
  purpose: string;
  url: string;
  index: number;
}

/** The purposes we act on (decision 405): a set bit refuses the import or stops the credential counting. */
const CHECKED_PURPOSES = ['revocation', 'suspension'];

/**
 * Every status entry of a credential (BitstringStatusListEntry), whatever its purpose, all kept for
 * the daily re-check; 'invalid' when an entry of a purpose we check is malformed.
 */
export function statusEntriesOf(credential: Record<string, unknown>): StatusEntryFacts[] | 'invalid' {
  const raw = credential.credentialStatus;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const out: StatusEntryFacts[] = [];
  for (const e of list as {
    type?: unknown;
    statusPurpose?: unknown;
    statusListCredential?: unknown;
    statusListIndex?: unknown;
  }[]) {
    if (e?.type !== 'BitstringStatusListEntry' || typeof e.statusPurpose !== 'string') continue;
    const index = Number(e.statusListIndex);
    if (typeof e.statusListCredential !== 'string' || !Number.isInteger(index) || index < 0) {
      if (CHECKED_PURPOSES.includes(e.statusPurpose)) return 'invalid';
      continue;
    }
    out.push({ purpose: e.statusPurpose.slice(0, 50), url: e.statusListCredential, index });
  }
  return out.slice(0, 10);
}

/**
 * The bits of the list at `url`: a BitstringStatusListCredential of `issuerId`, fetched by the
 * outgoing rules, its proof verified with the issuer's key. Throws ImportError('status_unavailable')
 * when it cannot be read or is not that issuer's.
 */
async function readStatusList(url: string, issuerId: string, resolve: ResolveDid, allowLoopback: boolean) {
  try {
    const list = (await fetchJson(url, { allowLoopback })) as Record<string, unknown>;
    if (!list || typeof list !== 'object' || issuerOf(list).id !== issuerId) throw new Error('other issuer');
    const proof = await verifyOffThread(list, resolve);
    if (!proof.valid) throw new Error('list not signed by its issuer');
    const subject = list.credentialSubject as { encodedList?: unknown };
    if (typeof subject?.encodedList !== 'string') throw new Error('no encodedList');
    return decodeStatusList(subject.encodedList);
  } catch {
    throw new ImportError('status_unavailable');
  }
}

/** What the passport and the evidence keep of an imported credential. */
export interface ImportedFacts {
  credentialId: string;
  issuer: { id: string; name: string };
  achievementName: string;
  alignmentNames: string[];
  issuedAt: string | null;
  /** Every status entry (revocation, suspension, others): checked daily. */
  statuses: StatusEntryFacts[];
  /** The proof's value: the same signature is the same credential, whatever its id. */
  proofValue: string | null;
}

export function factsOf(credential: Record<string, unknown>): ImportedFacts {
  const subject = (credential.credentialSubject ?? {}) as { achievement?: unknown };
  const achievement = (subject.achievement ?? {}) as { name?: unknown; alignment?: unknown };
  const alignment = Array.isArray(achievement.alignment) ? achievement.alignment : [];
  const entries = statusEntriesOf(credential);
  const when = credential.validFrom ?? credential.issuanceDate;
  const proofs = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
  const proofValue = (proofs[0] as { proofValue?: unknown } | undefined)?.proofValue;
  return {
    credentialId: typeof credential.id === 'string' ? credential.id : '',
    issuer: issuerOf(credential),
    achievementName: typeof achievement.name === 'string' ? achievement.name.slice(0, 300) : '',
    alignmentNames: alignment
      // A course's level and study load are alignments too, but not skills.
      .filter(isSkillAlignment)
      .map((a) => (a as { targetName?: unknown })?.targetName)
      .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
      .map((n) => n.trim().slice(0, 200))
      .slice(0, 50),
    issuedAt: typeof when === 'string' ? when : null,
    statuses: entries === 'invalid' ? [] : entries,
    proofValue: typeof proofValue === 'string' ? proofValue.slice(0, 300) : null,
  };
}

/**
 * The status of a stranger's credential by its revocation and suspension entries (revocation
 * first): null when no bit is set; 'unavailable' when a list cannot be read or is not the issuer's.
 */
export async function foreignStatus(
  statuses: StatusEntryFacts[],
  issuerId: string,
  resolve: ResolveDid,
  allowLoopback: boolean,
): Promise<'revoked' | 'suspended' | 'unavailable' | null> {
  const checked = statuses
    .filter((e) => CHECKED_PURPOSES.includes(e.purpose))
    .sort((a, b) => CHECKED_PURPOSES.indexOf(a.purpose) - CHECKED_PURPOSES.indexOf(b.purpose));
  for (const entry of checked) {
    let list: Buffer;
    try {
      list = await readStatusList(entry.url, issuerId, resolve, allowLoopback);
    } catch {
      return 'unavailable';
    }
    if (bitAt(list, entry.index)) return entry.purpose === 'revocation' ? 'revoked' : 'suspended';
  }
  return null;
}

/** True for a DID method we can resolve for a stranger: did:key (offline) or did:web. */
export const resolvableIssuer = (did: string) => DID_KEY.test(did) || !!didWebDocumentUrl(did);

/**
 * Verifies a stranger's credential for import; its facts when it holds, else an ImportError naming
 * the failed check. `appUrl` recognises the platform's own issuers (not imported: they are ours).
 */
export async function verifyForImport(
  credential: Record<string, unknown>,
  opts: { appUrl: string; allowLoopback: boolean },
): Promise<ImportedFacts> {
  const facts = factsOf(credential);
  const issuerId = facts.issuer.id;
  if (issuerId === didWeb(opts.appUrl, []) || issuerId.startsWith(`${didWeb(opts.appUrl, [])}:`))
    throw new ImportError('own_credential');
  if (!facts.credentialId || !facts.achievementName) throw new ImportError('malformed');
  if (!DID_KEY.test(issuerId) && !didWebDocumentUrl(issuerId)) throw new ImportError('unsupported_issuer');
  const resolveForeign = foreignResolver(opts.allowLoopback);
  let doc: DidDocument | undefined;
  try {
    doc = await resolveForeign(issuerId);
  } catch {
    throw new ImportError('unresolvable_issuer');
  }
  if (!doc) throw new ImportError('unresolvable_issuer');
  const resolved: ResolveDid = async (did) => (did === issuerId ? doc : undefined);
  const check = await verifyOffThread(credential, resolved);
  if (!check.valid) {
    const byReason: Record<string, ImportFailure> = {
      invalid_signature: 'tampered',
      unknown_key: 'unknown_key',
      unsupported_proof: 'unsupported_proof',
      too_slow: 'too_slow',
    };
    throw new ImportError(byReason[check.reason] ?? 'malformed');
  }
  // Genuine but past its validUntil: refused as expired (no longer "malformed"), before any status list is read.
  if (expiredAt(credential)) throw new ImportError('expired');
  if (statusEntriesOf(credential) === 'invalid') throw new ImportError('malformed');
  const status = await foreignStatus(facts.statuses, issuerId, resolved, opts.allowLoopback);
  if (status === 'unavailable') throw new ImportError('status_unavailable');
  if (status) throw new ImportError(status);
  return facts;
}

/**
 * The daily status check: every imported credential that is not revoked has each of its revocation
 * and suspension entries read again; a set revocation bit marks it revoked for good, a set
 * suspension bit marks it suspended and a cleared one lifts that (a suspended credential does not
 * count). A list that cannot be read now leaves the credential as it was, to be tried the next day.
 */
export async function recheckImportedCredentials(
  db: KyselyDb,
  opts: { allowLoopback: boolean },
): Promise<{ checked: number; revoked: number; suspended: number }> {
  const rows = await importedToRecheck(db);
  const resolve = foreignResolver(opts.allowLoopback);
  const documents = new Map<string, Promise<DidDocument | undefined>>();
  const cached: ResolveDid = (did) => {
    if (!documents.has(did))
      documents.set(
        did,
        resolve(did).catch(() => undefined),
      );
    return documents.get(did) as Promise<DidDocument | undefined>;
  };
  // One fetch per list and issuer per run: many credentials share a list.
  const lists = new Map<string, Promise<Buffer>>();
  const bit = async (issuerId: string, entry: StatusEntryFacts) => {
    const key = `${issuerId} ${entry.url}`;
    if (!lists.has(key)) {
      const read = readStatusList(entry.url, issuerId, cached, opts.allowLoopback);
      read.catch(() => {});
      lists.set(key, read);
    }
    return bitAt(await (lists.get(key) as Promise<Buffer>), entry.index);
  };
  let checked = 0;
  let revoked = 0;
  let suspended = 0;
  for (const r of rows) {
    try {
      const entries = r.statuses.filter((e) => CHECKED_PURPOSES.includes(e.purpose));
      if (entries.length === 0) continue;
      const state = { revoked: false, suspended: false };
      for (const e of entries) {
        if (await bit(r.issuerId, e)) state[e.purpose === 'revocation' ? 'revoked' : 'suspended'] = true;
      }
      checked++;
      await markImportedChecked(db, r.id, state);
      if (state.revoked) revoked++;
      else if (state.suspended) suspended++;
    } catch {
      // Unreadable today: tried again tomorrow.
    }
  }
  return { checked, revoked, suspended };
}
