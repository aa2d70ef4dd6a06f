import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of catalogue performance (issue 11). */
export function catalogueSearchAndCounters(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
