import type { Generated, Kysely } from 'kysely';

interface SkillRow {
  id: Generated<number>;
  name: string;
  category: string;
  cluster: string;
  synonyms: string;
  broader: string;
  created_at: string;
}

/** The seeded list's corrections (decision 465), for a database whose list was seeded before them. */
const NEW_SKILLS = [
  {
    name: 'Veiligheid',
    category: 'Techniek & Productie',
    cluster: 'Productie en kwaliteit',
    synonyms: ['arbeidsveiligheid', 'veiligheidsbewustzijn'],
    narrower: ['Veilig werken (VCA)'],
  },
  {
    name: 'Logistiek',
    category: 'Logistiek & Transport',
    cluster: 'Logistiek',
    synonyms: ['logistieke processen'],
    narrower: ['Voorraadbeheer', 'Magazijnbeheer', 'Orderpicking'],
  },
];

/**
 * The skills list's own broader/narrower relations (decision 465): `broader` is a JSON array of the
 * names of the skills this one is part of ("Veilig werken (VCA)" → ["Veiligheid"]). Evidence for a
 * narrower skill meets a requirement for a broader one, never the other way round.
 *
 * A list seeded before this migration gets the seed's corrections, only where its rows are the
 * seed's (a list without them is left alone): "veiligheid" stops being a synonym of VCA, the broader
 * skills Veiligheid and Logistiek are added with their narrower skills, and "heftruck" names
 * Heftruck rijden (unless another skill already uses the word).
 */
export function skillBroader() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('skills')
        .addColumn('broader', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      const k = db as Kysely<{ skills: SkillRow }>;
      const rows = await k.selectFrom('skills').select(['id', 'name', 'synonyms']).execute();
      const byName = new Map(rows.map((r) => [r.name, r]));
      const list = (json: string) => JSON.parse(json) as string[];
      const setSynonyms = (id: number, synonyms: string[]) =>
        k
          .updateTable('skills')
          .set({ synonyms: JSON.stringify(synonyms) })
          .where('id', '=', id)
          .execute();

      const vca = byName.get('Veilig werken (VCA)');
      if (vca) {
        const kept = list(vca.synonyms).filter((s) => s.toLowerCase() !== 'veiligheid');
        await setSynonyms(vca.id, kept);
      }
      const now = new Date().toISOString();
      for (const skill of NEW_SKILLS) {
        const narrower = skill.narrower.filter((n) => byName.has(n));
        if (narrower.length === 0) continue;
        if (!byName.has(skill.name)) {
          await k
            .insertInto('skills')
            .values({
              name: skill.name,
              category: skill.category,
              cluster: skill.cluster,
              synonyms: JSON.stringify(skill.synonyms),
              broader: '[]',
              created_at: now,
            })
            .execute();
        }
        await k
          .updateTable('skills')
          .set({ broader: JSON.stringify([skill.name]) })
          .where('name', 'in', narrower)
          .execute();
      }
      const heftruck = byName.get('Heftruck rijden');
      const taken = rows.some(
        (r) => r.name !== 'Heftruck rijden' && list(r.synonyms).some((s) => s.toLowerCase() === 'heftruck'),
      );
      if (heftruck && !taken && !list(heftruck.synonyms).some((s) => s.toLowerCase() === 'heftruck')) {
        await setSynonyms(heftruck.id, ['heftruck', ...list(heftruck.synonyms)]);
      }
    },
  };
}
