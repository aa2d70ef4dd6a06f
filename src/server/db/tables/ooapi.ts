import type { Generated } from 'kysely';

/** An institute's Open Education API source (migration 095, decision 326). */
export interface OoapiSourcesTable {
  instituteId: string;
  baseUrl: string;
  organisationId: string | null;
  /** The bearer token, AES-256-GCM under an app secret (never sent back); null without one. */
  tokenCipher: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Which source course or offering became which of our courses or runs. */
export interface OoapiLinksTable {
  id: Generated<number>;
  instituteId: string;
  kind: 'course' | 'offering';
  sourceId: string;
  localId: number;
  createdAt: string;
}

/** One import or sync: when, what it did, or why it failed. */
export interface OoapiRunsTable {
  id: Generated<number>;
  instituteId: string;
  trigger: 'manual' | 'scheduled';
  status: 'ok' | 'failed';
  created: number;
  updated: number;
  archived: number;
  skipped: number;
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

export interface OoapiTables {
  ooapiSources: OoapiSourcesTable;
  ooapiLinks: OoapiLinksTable;
  ooapiRuns: OoapiRunsTable;
}
