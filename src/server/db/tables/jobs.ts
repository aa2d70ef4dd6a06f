import type { ColumnType, Generated } from 'kysely';
import type { LicenceRequestStatus, LicenceTier } from '../../../domain/institute/licences.ts';

/** Table types of the background job queue (migration 040, src/server/jobs) and of mail-driven auth (041). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  runAt: string;
  attempts: Generated<number>;
  maxAttempts: number;
  lockedUntil: string | null;
  lastError: string | null;
  uniqueKey: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface PeriodicJobsTable {
  name: string;
  nextRunAt: string;
  lastRunAt: string | null;
}

/** Migration 041: SHA-256 of each reset token; single use (used_at), 30 minutes. */
export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** Migration 042: an institute's settings besides its name (users.institute_name). */
export interface InstituteProfilesTable {
  userId: string;
  website: string | null;
  kvkNumber: string | null;
  description: string | null;
  logoUrl: string | null;
  updatedAt: string;
  /** Migration 076: a verified institute's requested name/KvK/website, waiting for an admin. */
  pendingName: ColumnType<string | null, string | null | undefined, string | null>;
  pendingWebsite: ColumnType<string | null, string | null | undefined, string | null>;
  pendingKvkNumber: ColumnType<string | null, string | null | undefined, string | null>;
  /** Comma-separated names of the fields the pending change touches ('name,kvkNumber,website'). */
  pendingFields: ColumnType<string | null, string | null | undefined, string | null>;
  pendingSince: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 046: an institute's licence requests (issue 24, decision 243). */
export interface LicenceRequestsTable {
  id: Generated<number>;
  instituteId: string;
  tier: LicenceTier;
  status: LicenceRequestStatus;
  note: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
}

export interface JobTables {
  instituteProfiles: InstituteProfilesTable;
  licenceRequests: LicenceRequestsTable;
  jobs: JobsTable;
  periodicJobs: PeriodicJobsTable;
  passwordResetTokens: PasswordResetTokensTable;
}
