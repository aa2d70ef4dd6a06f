import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestEnv, ENGINES } from '../../src/server/test/harness.ts';
import { migratedTables } from './db-tables.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * What only one engine has, none of it read through Kysely: SQLite's FTS5 index and PostgreSQL's
 * stored search vector (migration 010), the transaction id PostgreSQL's trigger bumps the listing
 * version once per transaction by (migration 017).
 */
const SQLITE_ONLY = new Set(['courses_fts']);
const POSTGRES_ONLY = new Set(['courses.search_vector', 'catalogue_state.listing_txid']);

/**
 * The table types are read from the migrated SQLite database (decision 380); the same migrations
 * on PostgreSQL must give the same tables and columns, each a number or a string alike, nullable
 * alike, and with a default (or serial) alike — or the generated type would be wrong on one engine.
 */
describe.runIf(ENGINES.includes('postgres'))('the migrated PostgreSQL database', () => {
  it('has the tables and columns of the migrated SQLite database the types are generated from', async () => {
    const env = await createTestEnv('postgres');
    try {
      const { rows } = await sql<{
        tableName: string;
        columnName: string;
        dataType: string;
        isNullable: string;
        columnDefault: string | null;
        isGenerated: string;
      }>`select table_name, column_name, data_type, is_nullable, column_default, is_generated
           from information_schema.columns
          where table_schema = current_schema() and table_name not like 'kysely\\_%'`.execute(env.db.kysely);
      const kind = (t: string) => (/int|numeric|real|double/.test(t) ? 'number' : 'string');
      const postgres = rows
        .filter((r) => !POSTGRES_ONLY.has(`${r.tableName}.${r.columnName}`))
        .map(
          (r) =>
            `${r.tableName}.${r.columnName}: ${kind(r.dataType)}${r.isNullable === 'YES' ? ' | null' : ''}${
              r.columnDefault !== null || r.isGenerated === 'ALWAYS' ? ' (default)' : ''
            }`,
        )
        .sort();
      const sqlite = (await migratedTables(root))
        .filter((t) => !SQLITE_ONLY.has(t.name))
        .flatMap((t) =>
          t.columns.map(
            (c) =>
              `${t.name}.${c.name}: ${c.type === 'text' ? 'string' : 'number'}${c.nullable ? ' | null' : ''}${
                c.generated ? ' (default)' : ''
              }`,
          ),
        )
        .sort();
      expect(postgres).toEqual(sqlite);
    } finally {
      await env.close();
    }
  });
});
