import type { Kysely } from 'kysely';
import { didWeb, didWebDocumentUrl, isSkillAlignment } from '../../../domain/credentials/index.ts';
import type { Database } from '../../db/schema.ts';
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
  const assertion = (Array.isArray(doc.assertionMethod) ? doc.assertionMethod : [])
    .map((a) => (typeof a === 'string' ? a : (a as { id?: unknown })?.id))
    .filter((a): a is string => typeof a === 'string')
    .map(full);
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
  return { id: did, verificationMethod: methods, assertionMethod: assertion };
}

/** Resolves a stranger's issuer: did:key offline, did:web over the network (throws when it cannot). */
export function foreignResolver(allowLoopback: boolean): ResolveDid {
  return async (did) => {
    const key = DID_KEY.exec(did);
    if (key) return didDocument(did, [key[1]]);
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

/** The revocation entry of a credential (BitstringStatusListEntry), if it has one. */
export function revocationEntryOf(credential: Record<string, unknown>) {
  const raw = credential.credentialStatus;
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  for (const e of list as {
    type?: unknown;
    statusPurpose?: unknown;
    statusListCredential?: unknown;
    statusListIndex?: unknown;
  }[]) {
    if (e?.type !== 'BitstringStatusListEntry' || e.statusPurpose !== 'revocation') continue;
    const index = Number(e.statusListIndex);
    if (typeof e.statusListCredential !== 'string' || !Number.isInteger(index) || index < 0)
      return 'invalid' as const;
    return { url: e.statusListCredential, index };
  }
  return null;
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
  status: { url: string; index: number } | null;
}

function factsOf(credential: Record<string, unknown>): ImportedFacts {
  const subject = (credential.credentialSubject ?? {}) as { achievement?: unknown };
  const achievement = (subject.achievement ?? {}) as { name?: unknown; alignment?: unknown };
  const alignment = Array.isArray(achievement.alignment) ? achievement.alignment : [];
  const entry = revocationEntryOf(credential);
  const when = credential.validFrom ?? credential.issuanceDate;
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
    status: entry && entry !== 'invalid' ? entry : null,
  };
}

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
  if (revocationEntryOf(credential) === 'invalid') throw new ImportError('malformed');
  if (facts.status) {
    const list = await readStatusList(facts.status.url, issuerId, resolved, opts.allowLoopback);
    if (bitAt(list, facts.status.index)) throw new ImportError('revoked');
  }
  return facts;
}

/**
 * The daily status check: every imported credential with a status list that is not yet revoked is
 * checked again; a set bit marks it revoked (it then no longer counts as evidence). A list that
 * cannot be read now leaves the credential as it was, to be tried the next day.
 */
export async function recheckImportedCredentials(
  db: Kysely<Database>,
  opts: { allowLoopback: boolean },
): Promise<{ checked: number; revoked: number }> {
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
  let checked = 0;
  let revoked = 0;
  for (const r of rows) {
    try {
      const key = `${r.issuerId} ${r.statusListUrl}`;
      if (!lists.has(key)) {
        const read = readStatusList(r.statusListUrl as string, r.issuerId, cached, opts.allowLoopback);
        read.catch(() => {});
        lists.set(key, read);
      }
      const set = bitAt(await (lists.get(key) as Promise<Buffer>), Number(r.statusListIndex));
      checked++;
      await markImportedChecked(db, r.id, set);
      if (set) revoked++;
    } catch {
      // Unreadable today: tried again tomorrow.
    }
  }
  return { checked, revoked };
}
