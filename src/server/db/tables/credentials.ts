/** Table types of the credentials feature (migration 025, decision 185). */

/** One signed Open Badges 3.0 credential, issued for one passed enrolment. */
export interface CredentialsTable {
  /** A UUID; the credential's id is `urn:uuid:<id>`. */
  id: string;
  /** The passed enrolment it was issued for (null once that enrolment is gone). */
  enrollmentId: number | null;
  userId: string;
  courseId: number;
  instituteId: string;
  /** The signed credential, JSON text: exactly what was signed, never rewritten. */
  document: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeReason: string | null;
  /** Its position in the issuer's revocation status list (null: issued before status lists). */
  statusIndex: number | null;
}

/** The platform's Ed25519 keys; the newest one without `retiredAt` signs, every one verifies. */
export interface CredentialSigningKeysTable {
  /** The public key's multibase fingerprint (also the key's fragment in verification methods). */
  id: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
  createdAt: string;
  retiredAt: string | null;
  /** The institute whose DID the key belongs to (null: a platform key of before did:web issuers). */
  instituteId: string | null;
  /** Set when the key must no longer be trusted: it leaves the DID document and fails verification. */
  compromisedAt: string | null;
}

/** A credential another issuer signed, verified when the learner imported it (migration 071, decision 301). */
export interface ImportedCredentialsTable {
  id: string;
  userId: string;
  /** The credential's own `id` (a URI); one import per learner and credential. */
  credentialId: string;
  issuerId: string;
  issuerName: string;
  achievementName: string;
  /** JSON list of the skill labels it gives (alignment names, and the achievement's name when it is a taxonomy skill). */
  skills: string;
  /** The credential as imported, JSON text. */
  document: string;
  issuedAt: string | null;
  /** Its BitstringStatusListEntry (revocation), when it has one. */
  statusListUrl: string | null;
  statusListIndex: number | null;
  importedAt: string;
  /** The last status check (at import, then daily). */
  checkedAt: string;
  /** Set when its status list says revoked: it then no longer counts as evidence. */
  revokedAt: string | null;
}

export interface CredentialsTables {
  credentials: CredentialsTable;
  credentialSigningKeys: CredentialSigningKeysTable;
  importedCredentials: ImportedCredentialsTable;
}
