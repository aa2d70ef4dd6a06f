/**
 * How far we know a credential's issuer (decision 405). Only `platform` (a verified institute on this
 * platform) and `listed` (on the admin's list of trusted issuers) count as evidence; a correct
 * signature by an `unknown` issuer proves only that someone holds that key, and anyone can make one.
 */
export const ISSUER_TRUST = ['platform', 'listed', 'unknown'] as const;
export type IssuerTrust = (typeof ISSUER_TRUST)[number];

/** True when credentials of an issuer at this level count as evidence. */
export const trustCounts = (trust: IssuerTrust) => trust !== 'unknown';

/** What a claimed skill says wherever it is shown (a signed credential from an unknown issuer). */
export const UNKNOWN_ISSUER_CLAIM = 'Handtekening klopt, maar deze uitgever kennen we niet';

/**
 * The domain of a did:web DID (`did:web:badges.example.org:issuers:7` → `badges.example.org`, a
 * port decoded), for people to judge the issuer by; null for another DID method.
 */
export function didWebDomain(did: string): string | null {
  const m = /^did:web:([^:#?/]+)/.exec(did);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]).toLowerCase();
  } catch {
    return null;
  }
}

/** How an issuer is named to people: its domain for did:web, else the DID itself. */
export const issuerHandle = (did: string) => didWebDomain(did) ?? did;
