import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of security and reliability (issue 13). */
export function security(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
