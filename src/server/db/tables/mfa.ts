import type { Generated } from 'kysely';

/** Table types of the second sign-in factor; migration 080 creates them (decision 310). */
export interface UserTotpTable {
  userId: string;
  /** Base32 secret (RFC 6238). */
  secret: string;
  /** Null while set-up waits for the first code: the factor is on only once confirmed. */
  confirmedAt: string | null;
  /** The newest 30-second step a code was accepted for: codes of that step or older are refused. */
  lastStep: number | string | null;
  createdAt: string;
}

export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  userId: string;
  codeHash: string;
  usedAt: string | null;
}

export interface MfaChallengesTable {
  /** SHA-256 of the token in the sign-in's second-step cookie. */
  id: string;
  userId: string;
  /** The first step came from a trusted device (decides the new-sign-in mail). */
  knownDevice: number;
  expiresAt: string;
}

export interface MfaTables {
  userTotp: UserTotpTable;
  mfaRecoveryCodes: MfaRecoveryCodesTable;
  mfaChallenges: MfaChallengesTable;
}
