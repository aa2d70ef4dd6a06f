import type { Kysely } from 'kysely';

/**
 * A vacancy's terms, editable with the rest — a salary range (whole euros gross per
 * month), the contract type and a closing date. All optional: older vacancies have none.
 */
export function vacancyTerms() {
  return {
    async up(db: Kysely<unknown>) {
      for (const [name, type] of [
        ['salary_min', 'integer'],
        ['salary_max', 'integer'],
        ['contract_type', 'text'],
        ['closing_date', 'text'],
      ] as const) {
        await db.schema.alterTable('vacancies').addColumn(name, type).execute();
      }
    },
  };
}
