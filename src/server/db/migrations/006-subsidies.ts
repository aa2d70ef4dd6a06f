import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of the subsidies feature (issue 7). */
export function subsidies(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
