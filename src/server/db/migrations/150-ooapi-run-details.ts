import type { Kysely } from 'kysely';

/**
 * What an OEAPI import run skipped and why, and what it had to change (a description cut, a price
 * it could not read, an unknown teaching language): JSON, shown in the history (decision 326).
 */
export function ooapiRunDetails() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ooapi_runs').addColumn('details', 'text').execute();
    },
  };
}
