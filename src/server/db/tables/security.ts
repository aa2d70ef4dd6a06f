import type { Generated } from 'kysely';

/** Table types of security and reliability; migration 012 creates them (none references a user), 090 the access tokens. */
export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: string;
}

export interface QuotaEventsTable {
  id: Generated<number>;
  /** '<action>:<actor id>', e.g. 'course.create:<institute id>'. */
  key: string;
  createdAt: string;
}

export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/** An integration's bearer token (migration 090): only its SHA-256 is stored. */
export interface PersonalAccessTokensTable {
  /** The public id (shown in lists, used to revoke). */
  id: string;
  tokenHash: string;
  userId: string;
  name: string;
  /** JSON array of scopes, e.g. ["courses:read","admin:read"]. */
  scopes: string;
  createdAt: string;
  expiresAt: string;
  /** Last request with the token; stamped at most once a minute. */
  lastUsedAt: string | null;
}

/** The answer to a creating request under an Idempotency-Key (migration 105), kept 24 hours. */
export interface IdempotencyKeysTable {
  /** `user:<id>` (session) or `token:<id>` (access token): whose key it is. */
  caller: string;
  key: string;
  userId: string;
  /** SHA-256 of method, path and body: the same key with another request is refused. */
  requestHash: string;
  /** The answer's status; null while the first request runs. */
  status: number | null;
  /** JSON object of the answer's Content-Type, Location and ETag. */
  headers: string | null;
  body: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface SecurityTables {
  idempotencyKeys: IdempotencyKeysTable;
  personalAccessTokens: PersonalAccessTokensTable;
  appSecrets: AppSecretsTable;
  quotaEvents: QuotaEventsTable;
  rateLimitCounters: RateLimitCountersTable;
}
