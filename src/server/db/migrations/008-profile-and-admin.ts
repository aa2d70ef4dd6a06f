import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of profile and administration (issue 9). */
export function profileAndAdmin(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
