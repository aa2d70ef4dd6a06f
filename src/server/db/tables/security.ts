import type { Generated } from 'kysely';

/** Table types of security and reliability; migration 012 creates them. None references a user. */
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

export interface SecurityTables {
  appSecrets: AppSecretsTable;
  quotaEvents: QuotaEventsTable;
  rateLimitCounters: RateLimitCountersTable;
}
