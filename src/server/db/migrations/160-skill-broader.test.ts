import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { skillBroader } from './160-skill-broader.ts';

/** The skills table as migration 008 made it, holding rows of the list seeded before decision 465. */
async function listBefore(rows: [string, string[]][]) {
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await db.schema
    .createTable('skills')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('cluster', 'text', (c) => c.notNull())
    .addColumn('synonyms', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const k = db as Kysely<{ skills: Record<string, string> }>;
  for (const [name, synonyms] of rows)
    await k
      .insertInto('skills')
      .values({ name, category: 'c', cluster: 'k', synonyms: JSON.stringify(synonyms), created_at: 'x' })
      .execute();
  return db;
}

const read = async (db: Kysely<unknown>) =>
  Object.fromEntries(
    (
      await (db as Kysely<{ skills: { name: string; synonyms: string; broader: string } }>)
        .selectFrom('skills')
        .select(['name', 'synonyms', 'broader'])
        .execute()
    ).map((r) => [r.name, { synonyms: JSON.parse(r.synonyms), broader: JSON.parse(r.broader) }]),
  );

it('gives a list seeded before decision 465 its corrections: VCA is narrower than Veiligheid, not its synonym', async () => {
  const db = await listBefore([
    ['Veilig werken (VCA)', ['VCA', 'veiligheid']],
    ['Heftruck rijden', ['heftruckcertificaat']],
    ['Voorraadbeheer', ['inventory management']],
    ['Orderpicking', ['orders verzamelen']],
    ['Werken met Excel', ['Excel']],
  ]);
  await skillBroader().up(db);
  expect(await read(db)).toEqual({
    'Veilig werken (VCA)': { synonyms: ['VCA'], broader: ['Veiligheid'] },
    Veiligheid: { synonyms: ['arbeidsveiligheid', 'veiligheidsbewustzijn'], broader: [] },
    'Heftruck rijden': { synonyms: ['heftruck', 'heftruckcertificaat'], broader: [] },
    Logistiek: { synonyms: ['logistieke processen'], broader: [] },
    Voorraadbeheer: { synonyms: ['inventory management'], broader: ['Logistiek'] },
    Orderpicking: { synonyms: ['orders verzamelen'], broader: ['Logistiek'] },
    'Werken met Excel': { synonyms: ['Excel'], broader: [] },
  });
});

it('leaves an empty list, or one without the seed’s rows, alone', async () => {
  const empty = await listBefore([]);
  await skillBroader().up(empty);
  expect(await read(empty)).toEqual({});
  const own = await listBefore([['Lassen', ['lastechniek']]]);
  await skillBroader().up(own);
  expect(await read(own)).toEqual({ Lassen: { synonyms: ['lastechniek'], broader: [] } });
});
