import type { Kysely } from 'kysely';

/**
 * The skills list's own broader/narrower relations (decision 465): `broader` is a JSON array of the
 * names of the skills this one is part of ("Veilig werken (VCA)" → ["Veiligheid"]). Evidence for a
 * narrower skill meets a requirement for a broader one, never the other way round.
 */
export function skillBroader() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('skills')
        .addColumn('broader', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
