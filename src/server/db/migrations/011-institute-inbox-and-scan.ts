import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of scan truth and the institute inbox (issue 12). */
export function instituteInboxAndScan(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
