import { CamelCasePlugin, sql } from 'kysely';
import type { Engine } from './connect.ts';
import type { KyselyDb } from './schema.ts';

/**
 * Every column of the migrated database that refers to `users.id` by a foreign key, read from the
 * database itself (issue 47 part 7): what the personal-data export and the account deletion are
 * derived from (features/profile/personal-data.ts), on either engine. Names are Kysely's camelCase.
 */
export interface UserReference {
  table: string;
  column: string;
  /** The foreign key's ON DELETE: what the database does with the row when the user goes. */
  onDelete: 'cascade' | 'set null' | 'no action' | 'restrict' | 'set default';
}

class Names extends CamelCasePlugin {
  name(snake: string): string {
    return this.camelCase(snake);
  }
}
const names = new Names();

const PG_ACTIONS: Record<string, UserReference['onDelete']> = {
  c: 'cascade',
  n: 'set null',
  a: 'no action',
  r: 'restrict',
  d: 'set default',
};

/** The references to users.id, sorted by table and column. */
export async function userReferences(db: KyselyDb, engine: Engine): Promise<UserReference[]> {
  const rows =
    engine === 'postgres'
      ? (
          await sql<{ tbl: string; col: string; action: string }>`
            select c.conrelid::regclass::text as tbl, a.attname as col, c.confdeltype as action
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
            join pg_attribute r on r.attrelid = c.confrelid and r.attnum = any(c.confkey)
            where c.contype = 'f' and c.confrelid = to_regclass('users') and r.attname = 'id'`.execute(db)
        ).rows.map((r) => ({
          ...r,
          tbl: r.tbl.split('.').pop()?.replace(/"/g, '') ?? r.tbl,
          action: PG_ACTIONS[r.action],
        }))
      : (
          await sql<{ tbl: string; col: string; action: string }>`
            select m.name as tbl, p."from" as col, lower(p.on_delete) as action
            from sqlite_master m, pragma_foreign_key_list(m.name) p
            where m.type = 'table' and p."table" = 'users' and coalesce(p."to", 'id') = 'id'`.execute(db)
        ).rows;
  return rows
    .map((r) => ({
      table: names.name(r.tbl),
      column: names.name(r.col),
      onDelete: r.action as UserReference['onDelete'],
    }))
    .sort((a, b) => a.table.localeCompare(b.table) || a.column.localeCompare(b.column));
}
