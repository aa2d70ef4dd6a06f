/** Table types of passkeys (WebAuthn); migration 081 creates them (decision 311). */
export interface UserPasskeysTable {
  /** The credential id (base64url), as the authenticator returns it. */
  id: string;
  userId: string;
  name: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** The authenticator's signature counter: a use must raise it (when it counts at all). */
  counter: number | string;
  /** The transports the browser reported, comma-separated (hints for the next ceremony). */
  transports: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface WebauthnChallengesTable {
  /** SHA-256 of the challenge (base64url) sent to the browser. */
  id: string;
  /** The account that registers; null for a passkey sign-in (the account is not known yet). */
  userId: string | null;
  purpose: 'register' | 'login';
  expiresAt: string;
}

export interface PasskeyTables {
  userPasskeys: UserPasskeysTable;
  webauthnChallenges: WebauthnChallengesTable;
}
