import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';

/** Tables of companies and vacancies (issue 10). */
export function companyAndVacancies(_engine: Engine) {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
