import { createHash } from 'node:crypto';

/**
 * Whom a credential is about (decision 405): an Open Badges 3.0 credential counts only for the
 * person it names. It names an account by an `IdentityObject` of type `emailAddress` whose value is
 * the account's e-mail address, plain or hashed (`sha256$` or `md5$` + hex of the address and the
 * salt), or by a `credentialSubject.id` DID the account proves it holds (a wallet's presentation).
 */

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const subjectOf = (credential: Record<string, unknown>) =>
  record(
    Array.isArray(credential.credentialSubject)
      ? credential.credentialSubject[0]
      : credential.credentialSubject,
  );

const hex = (algorithm: 'sha256' | 'md5', text: string) => createHash(algorithm).update(text).digest('hex');

/** True when one of the subject's e-mail identifiers is `email` (compared without case). */
export function namesEmail(credential: Record<string, unknown>, email: string): boolean {
  const subject = subjectOf(credential);
  const wanted = [...new Set([email, email.trim().toLowerCase()])];
  if (typeof subject.id === 'string' && wanted.some((e) => subject.id === `mailto:${e}`)) return true;
  const raw = subject.identifier;
  const identifiers = (Array.isArray(raw) ? raw : raw ? [raw] : []).map(record);
  return identifiers.some((i) => {
    if (i.identityType !== 'emailAddress' || typeof i.identityHash !== 'string') return false;
    const value = i.identityHash;
    if (i.hashed !== true) return wanted.some((e) => value.trim().toLowerCase() === e.toLowerCase());
    const salt = typeof i.salt === 'string' ? i.salt : '';
    const m = /^(sha256|md5)\$([0-9a-f]+)$/i.exec(value);
    if (!m) return false;
    const algorithm = m[1].toLowerCase() as 'sha256' | 'md5';
    return wanted.some((e) => hex(algorithm, e + salt) === m[2].toLowerCase());
  });
}

/** The DID the credential's subject is, if it is one. */
export function subjectDid(credential: Record<string, unknown>): string | null {
  const id = subjectOf(credential).id;
  return typeof id === 'string' && id.startsWith('did:') ? id : null;
}

/** The one credential of a Verifiable Presentation; null when the document is not one, or holds another number. */
export function credentialOfPresentation(
  document: Record<string, unknown>,
): Record<string, unknown> | null | 'not_a_presentation' {
  const types = Array.isArray(document.type) ? document.type : [document.type];
  if (!types.includes('VerifiablePresentation')) return 'not_a_presentation';
  const inner = document.verifiableCredential;
  const list = Array.isArray(inner) ? inner : inner ? [inner] : [];
  return list.length === 1 && record(list[0]) === list[0] ? (list[0] as Record<string, unknown>) : null;
}

/** The challenge a presentation's proof carries. */
export function presentationChallenge(document: Record<string, unknown>): string | null {
  const proofs = Array.isArray(document.proof) ? document.proof : [document.proof];
  const challenge = record(proofs[0]).challenge;
  return typeof challenge === 'string' ? challenge : null;
}
