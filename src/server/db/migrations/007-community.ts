import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of the community feature (issue 8). */
export function community(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
