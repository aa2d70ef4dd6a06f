/** The JSON-LD contexts of an Open Badges 3.0 credential: W3C VC 2.0 and Open Badges 3.0.3. */
export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT_V3 = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** W3C VC Data Model 1.1: the base of Open Badges 3.0.0–3.0.2 credentials (decision 405). */
export const VC_CONTEXT_V1 = 'https://www.w3.org/2018/credentials/v1';

/** Every Open Badges 3.0 context we hold (3.0.0 is `context.json`), bundled, never fetched. */
export const OB_CONTEXTS: readonly string[] = [
  OB_CONTEXT_V3,
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.2.json',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.1.json',
  'https://purl.imsglobal.org/spec/ob/v3p0/context.json',
];

/**
 * Extension contexts a credential may name after its base contexts: an allow-list of bundled copies
 * (decision 405), the edubadges (SURF) one first. A URL not listed here is refused before any
 * JSON-LD work, so nothing is ever fetched.
 */
export const EXTENSION_CONTEXTS = [
  'https://raw.githubusercontent.com/educredentials/obv3-examples/refs/heads/main/contexts/educredential.json',
] as const;

/** The Data Integrity contexts a VC 1.1 credential names for an eddsa-rdfc-2022 proof. */
export const DATA_INTEGRITY_CONTEXTS: readonly string[] = [
  'https://w3id.org/security/data-integrity/v2',
  'https://w3id.org/security/data-integrity/v1',
];
