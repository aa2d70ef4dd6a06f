import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CamelCasePlugin, type Kysely, type Migration, Migrator } from 'kysely';

/**
 * The Kysely `Database` type read from the migrated database (decision 380): every migration file
 * runs on a fresh in-memory SQLite database, each table's columns are read back with
 * `pragma_table_info`, and a column named in `src/server/db/column-types.ts` (`NarrowColumns`) gets
 * that narrower type instead of the one SQLite reports.
 */

/** One column as the migrated SQLite database reports it. */
export interface MigratedColumn {
  name: string;
  /** The declared SQL type, lower-cased ('' for an FTS5 column). */
  type: string;
  nullable: boolean;
  /** Has a default or is filled by the database (autoincrement): optional on insert. */
  generated: boolean;
}

export interface MigratedTable {
  name: string;
  columns: MigratedColumn[];
}

/** Kysely's own snake_case → camelCase mapping, the one the app's CamelCasePlugin applies. */
class Names extends CamelCasePlugin {
  name(snake: string): string {
    return this.camelCase(snake);
  }
}
const names = new Names();

/** The migrations of `src/server/db/migrations` (same naming rule as the generated list). */
async function migrationFiles(root: string): Promise<Record<string, Migration>> {
  const dir = path.join(root, 'src/server/db/migrations');
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.ts$/.test(f))
    .sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const fn = names.name(file.slice(4, -3).replaceAll('-', '_'));
      const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<
        string,
        (engine: 'sqlite') => Migration
      >;
      if (typeof module[fn] !== 'function') throw new Error(`${file} must export \`function ${fn}\``);
      return [file.slice(0, -3), module[fn]('sqlite')] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Runs every migration on a fresh in-memory SQLite database and reads its tables back. */
export async function migratedTables(root: string): Promise<MigratedTable[]> {
  const { connect, sqliteHandles } = (await import(
    pathToFileURL(path.join(root, 'src/server/db/connect.ts')).href
  )) as typeof import('../../src/server/db/connect.ts');
  const db = connect(':memory:');
  try {
    const migrations = await migrationFiles(root);
    const { error, results } = await new Migrator({
      db: db.kysely as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    const sqlite = sqliteHandles.get(db.kysely);
    if (!sqlite) throw new Error('no SQLite handle');
    const tables = sqlite
      .prepare(
        `select name, sql from sqlite_master where type = 'table'
           and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\' order by name`,
      )
      .all() as { name: string; sql: string }[];
    // An FTS5 table's own storage tables (<name>_data, _idx, _content, _docsize, _config) are SQLite's.
    const virtual = tables.filter((t) => /^create virtual table/i.test(t.sql)).map((t) => t.name);
    const shadow = new Set(
      virtual.flatMap((v) => ['data', 'idx', 'content', 'docsize', 'config'].map((s) => `${v}_${s}`)),
    );
    return tables
      .filter((t) => !shadow.has(t.name))
      .map((t) => {
        const info = sqlite
          .prepare('select name, type, "notnull", dflt_value, pk from pragma_table_info(?)')
          .all(t.name) as {
          name: string;
          type: string;
          notnull: number;
          dflt_value: string | null;
          pk: number;
        }[];
        const autoincrement = /"?(\w+)"?\s+integer\s+primary\s+key\s+autoincrement/i.exec(t.sql)?.[1];
        const fts = virtual.includes(t.name);
        const columns: MigratedColumn[] = info.map((c) => ({
          name: c.name,
          type: c.type.toLowerCase(),
          // SQLite lets a non-integer primary key hold null; the migrations never mean that.
          // An FTS5 column copies a not-null column of its content table.
          nullable: c.notnull === 0 && c.pk === 0 && !fts,
          generated: c.dflt_value !== null || c.name === autoincrement,
        }));
        // An FTS5 table is joined by its rowid, which pragma_table_info does not list.
        if (fts) columns.unshift({ name: 'rowid', type: 'integer', nullable: false, generated: false });
        return { name: t.name, columns };
      });
  } finally {
    await db.close();
  }
}

/** The TypeScript type of a declared SQLite column type (only these occur in the migrations). */
function scalar(table: string, column: MigratedColumn): string {
  if (column.type === 'integer' || column.type === 'bigint' || column.type === 'real') return 'number';
  if (column.type === 'text' || column.type === '') return 'string';
  throw new Error(`${table}.${column.name}: no TypeScript type for SQL type '${column.type}'`);
}

const OVERRIDES_FILE = 'src/server/db/column-types.ts';

/**
 * The tables and columns `NarrowColumns` names, read from its layout (TypeScript 7 has no JS API):
 * a table is a member two spaces deep that opens a type literal, its columns the members four deep.
 */
export function narrowedColumns(root: string): Map<string, Set<string>> {
  const source = readFileSync(path.join(root, OVERRIDES_FILE), 'utf8');
  const body = /^export interface NarrowColumns \{\n([\s\S]*?)^\}/m.exec(source)?.[1];
  if (body === undefined) throw new Error(`${OVERRIDES_FILE} must export \`interface NarrowColumns\``);
  const found = new Map<string, Set<string>>();
  let table: Set<string> | undefined;
  for (const line of body.split('\n')) {
    const open = /^ {2}(\w+): \{$/.exec(line);
    if (open) {
      table = new Set();
      found.set(open[1], table);
    }
    const column = /^ {4}(\w+)\??:/.exec(line);
    if (column) table?.add(column[1]);
  }
  return found;
}

const pascal = (camel: string) => camel[0].toUpperCase() + camel.slice(1);

/** `src/server/db/tables.generated.ts`: one interface per table and the `Database` of them all. */
export function databaseType(tables: MigratedTable[], narrow: Map<string, Set<string>>): string {
  const known = new Map(tables.map((t) => [names.name(t.name), t.columns.map((c) => names.name(c.name))]));
  for (const [table, columns] of narrow) {
    const has = known.get(table);
    if (!has) throw new Error(`${OVERRIDES_FILE}: no table '${table}' in the migrated database`);
    for (const c of columns) {
      if (!has.includes(c))
        throw new Error(`${OVERRIDES_FILE}: no column '${table}.${c}' in the migrated database`);
    }
  }
  const interfaces = tables.map((t) => {
    const table = names.name(t.name);
    const rows = t.columns.map((c) => {
      const column = names.name(c.name);
      let type = narrow.get(table)?.has(column)
        ? `NarrowColumns['${table}']['${column}']`
        : scalar(t.name, c);
      if (c.nullable) type = `${type} | null`;
      if (c.generated) type = `Generated<${type}>`;
      return `  ${column}: ${type};`;
    });
    return `export interface ${pascal(table)}Table {\n${rows.join('\n')}\n}`;
  });
  const database = tables.map((t) => `  ${names.name(t.name)}: ${pascal(names.name(t.name))}Table;`);
  return `// Generated by \`npm run generate\` from the migrated database: do not edit, not committed (decision 390).
import type { Generated } from 'kysely';
import type { NarrowColumns } from './column-types.ts';

${interfaces.join('\n\n')}

/** Every table of the migrated database, by Kysely name (CamelCasePlugin). */
export interface Database {
${database.join('\n')}
}
`;
}
