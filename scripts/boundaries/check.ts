/**
 * `npm run lint:boundaries` (part of `npm test`): every import of every file under src/, resolved to
 * the file it names, judged by RULES (decision 172). Prints each violation and exits 1 on any.
 * dependency-cruiser was tried first: with TypeScript 7 (no JavaScript API) it skips .ts files, and
 * its swc parser cannot read TSX; this is the small part of it the project needs.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { migratedTables } from '../generate/db-tables.ts';
import { checkColumnWriters } from './column-writers.ts';
import { routeAccessProblems } from './route-access.ts';
import { RULES, type Target } from './rules.ts';
import { serverTableAccesses, tableAccessesOf, UNNAMED } from './table-access.ts';
import {
  COLUMN_WRITERS,
  READ_ANYWHERE,
  READ_JOINS,
  type ReadException,
  TABLE_WRITERS,
  WRITE_ANYWHERE,
  WRITE_FOR_CALLER,
} from './tables.ts';

export interface Violation {
  rule: string;
  why: string;
  file: string;
  specifier: string;
}

const SOURCE = /\.(ts|tsx)$/;
const BUILTINS = new Set(builtinModules);

export interface ImportRef {
  specifier: string;
  dynamic: boolean;
}

/** The modules a file imports: static, side-effect, re-export and dynamic imports. */
export function importSpecifiers(source: string): ImportRef[] {
  // Whole-line comments out (an example import in a doc comment is not an import).
  const code = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  const found: ImportRef[] = [];
  const statics = [
    /(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/gm,
    /(?:^|[\s;])import\s*['"]([^'"]+)['"]/gm,
  ];
  for (const re of statics)
    for (const m of code.matchAll(re)) found.push({ specifier: m[1], dynamic: false });
  for (const m of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier: m[1], dynamic: true });
  return found;
}

/** What a specifier of `fromFile` (repository-relative) resolves to, inside `root`. */
export function resolveTarget(root: string, fromFile: string, specifier: string): Target {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const abs = path.resolve(root, path.dirname(fromFile), specifier);
    const candidates = [
      abs,
      `${abs}.ts`,
      `${abs}.tsx`,
      path.join(abs, 'index.ts'),
      path.join(abs, 'index.tsx'),
    ];
    const hit = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? abs;
    return { kind: 'file', path: path.relative(root, hit).split(path.sep).join('/') };
  }
  const bare = specifier.replace(/^node:/, '');
  if (specifier.startsWith('node:') || BUILTINS.has(bare.split('/')[0]))
    return { kind: 'builtin', name: bare };
  const parts = specifier.split('/');
  return { kind: 'package', name: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, rel));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The tables a piece of server source writes (syntax tree and types, table-access.ts); UNNAMED for a run-time name. */
export function writtenTables(source: string): string[] {
  return [
    ...new Set(
      tableAccessesOf(source)
        .filter((a) => a.kind === 'write')
        .map((a) => a.table),
    ),
  ];
}

/** The part of the server a file (relative to src/server/) writes for: its feature folder, else its top folder or file. */
export function writerOf(where: string): string {
  const parts = where.split('/');
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : parts[0];
}

/** Whether a file (relative to src/server/) is in one of the folders (or is one of the files) named. */
const inAny = (where: string, places: readonly string[]) =>
  places.some((d) => where === d || where.startsWith(`${d}/`));

/** Every table written outside migrations, the seed and tests: table → writer (writerOf) → files. */
function writesIn(root: string): Map<string, Map<string, string[]>> {
  const writes = new Map<string, Map<string, string[]>>();
  for (const [file, accesses] of serverTableAccesses(root)) {
    const where = file.slice('src/server/'.length);
    if (inAny(where, WRITE_ANYWHERE) || where in WRITE_FOR_CALLER) continue;
    for (const table of new Set(accesses.filter((a) => a.kind === 'write').map((a) => a.table))) {
      const byWriter = writes.get(table) ?? new Map<string, string[]>();
      writes.set(table, byWriter);
      const writer = writerOf(where);
      byWriter.set(writer, [...(byWriter.get(writer) ?? []), file]);
    }
  }
  return writes;
}

const TABLES_FILE = 'scripts/boundaries/tables.ts';
const and = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Who may write each table (decision 005): its entry in TABLE_WRITERS, else the one part of the
 * server that writes it, its owner. A table written by nobody and not listed has no owner.
 */
export function tableWriters(
  root: string,
  tables: readonly string[],
  declared: Record<string, string[]> = TABLE_WRITERS,
): Map<string, string[]> {
  const writes = writesIn(root);
  return new Map(tables.map((t) => [t, declared[t] ?? [...(writes.get(t)?.keys() ?? [])].sort()]));
}

/**
 * Writes that break table ownership (decision 005). A table written by one part of the server needs
 * no entry: that part owns it. A table written by two parts without an entry in TABLE_WRITERS is
 * refused, naming both; an entry lists every part that may write it. Also refused: a write to a table
 * the migrated database does not have, a table nobody writes and nobody is named for, and an entry
 * for a table that does not exist (so the list cannot rot).
 */
export function checkTableOwnership(
  root: string,
  tables: readonly string[],
  declared: Record<string, string[]> = TABLE_WRITERS,
): Violation[] {
  const violations: Violation[] = [];
  const refuse = (file: string, table: string, why: string) =>
    violations.push({ rule: 'table-ownership', why, file, specifier: table });
  const known = new Set(tables);
  const writes = writesIn(root);
  for (const [table, byWriter] of writes) {
    const writers = [...byWriter.keys()].sort();
    const allowed = declared[table];
    for (const [writer, files] of byWriter)
      for (const file of files) {
        if (table === UNNAMED)
          refuse(
            file,
            table,
            "writes a table whose name is computed at run time (its type is string): the check cannot tell whose table it is (decision 480). Name the table with a literal or a constant of a literal type, or call the owner's index.ts",
          );
        else if (!known.has(table)) refuse(file, table, `${table} is no table of the migrated database`);
        else if (allowed && !allowed.includes(writer))
          refuse(
            file,
            table,
            `only ${and(allowed)} may write ${table} (decision 005): call the owner's index.ts, or add ${writer} to ${table} in TABLE_WRITERS of ${TABLES_FILE} with the reason`,
          );
        else if (!allowed && writers.length > 1)
          refuse(
            file,
            table,
            `${table} is written by ${and(writers)}: a table has one writer, its owner (decision 005). Let the others call the owner's index.ts, or, if each must write it, list them under ${table} in TABLE_WRITERS of ${TABLES_FILE} with the reason`,
          );
      }
  }
  for (const table of tables)
    if (!declared[table] && !writes.has(table))
      refuse(
        TABLES_FILE,
        table,
        `${table} is written by no part of src/server: name its owner in TABLE_WRITERS (decision 005)`,
      );
  for (const table of Object.keys(declared))
    if (!known.has(table))
      refuse(
        TABLES_FILE,
        table,
        `TABLE_WRITERS names ${table}, which the migrated database does not have: remove it`,
      );
  return violations;
}

/** Source without its comments (a word in a comment is no SQL). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

/**
 * The tables a piece of server source reads (syntax tree and types, table-access.ts): Kysely's
 * selectFrom, joins and `.from()` (subqueries included, the table before an alias such as
 * `'courses as c'`), `sql.table()`, and raw SQL `from x` / `join x`. Only names of known tables
 * count (`from` in prose is not one), and UNNAMED for a builder given a run-time name.
 */
export function readTables(source: string, tables: readonly string[]): string[] {
  const known = new Set(tables);
  return [
    ...new Set(
      tableAccessesOf(source)
        .filter((a) => a.kind === 'read' && (known.has(a.table) || a.table === UNNAMED))
        .map((a) => a.table),
    ),
  ];
}

/** Whether a file (relative to src/server/) is in a folder (or is that file) for table ownership. */
const isIn = (where: string, folder: string) => where === folder || where.startsWith(`${folder}/`);

/**
 * Reads of a table by a part of the server that does not own it (decision 005): allowed only as a
 * named join exception (READ_JOINS). An exception that matches no read is itself a violation, so the
 * list cannot rot. The unit is file + table: a file named for a join may not read that table in any
 * other way either, so the files named stay small (community/joined-reads.ts).
 */
export function checkTableReads(
  root: string,
  tables: readonly string[],
  exceptions: ReadException[] = READ_JOINS,
  declared: Record<string, string[]> = TABLE_WRITERS,
): Violation[] {
  const violations: Violation[] = [];
  const used = new Set<ReadException>();
  const writers = tableWriters(root, tables, declared);
  const known = new Set(tables);
  for (const [file, accesses] of serverTableAccesses(root)) {
    const where = file.slice('src/server/'.length);
    if (inAny(where, READ_ANYWHERE)) continue;
    const read = accesses.filter((a) => a.kind === 'read' && (known.has(a.table) || a.table === UNNAMED));
    for (const table of new Set(read.map((a) => a.table))) {
      const owners = writers.get(table) ?? [];
      if (owners.some((w) => isIn(where, w))) continue;
      const exception = exceptions.find((e) => e.file === file && e.table === table);
      if (exception) {
        used.add(exception);
        continue;
      }
      violations.push({
        rule: 'table-read',
        why:
          table === UNNAMED
            ? 'reads a table whose name is computed at run time (its type is string): name it with a literal or a constant of a literal type, or, for a reader of every table by design, name the file with the table * in READ_JOINS of scripts/boundaries/tables.ts (decision 480)'
            : `${table} belongs to ${owners[0] ?? 'no part of the server'} (decision 005): call a function of its index.ts, or name the join in READ_JOINS of scripts/boundaries/tables.ts`,
        file,
        specifier: table,
      });
    }
  }
  for (const e of exceptions)
    if (!used.has(e))
      violations.push({
        rule: 'table-read-exception-unused',
        why: `the exception in scripts/boundaries/tables.ts matches no read of ${e.table} by a non-owner: remove it`,
        file: e.file,
        specifier: e.table,
      });
  return violations;
}

/** Where SQL may be written: a feature's store and reads files (`store.ts`, `<part>-store.ts`, …). */
export const SQL_FILE = /(^|\/|-)(store|reads)\.ts$/;
/** The folders whose SQL lives only in such files: the features and the HTTP plumbing. */
const SQL_CHECKED = /^src\/server\/(features|http)\//;

/** Whether a file builds or runs SQL: Kysely's builders or a `sql` template (comments aside). */
export function buildsSql(source: string): boolean {
  const code = withoutComments(source);
  return (
    /\b(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/.test(code) ||
    /\bsql(?:<[^>`]*>)?`/.test(code) ||
    /\bsql\.(?:raw|table|ref|lit|id|join|val)\(/.test(code)
  );
}

/**
 * SQL outside a store or reads file (docs/architecture.md, the shape of a feature): a route, a job or
 * a helper of a feature calls its store instead, so every query of a feature is in files named for it.
 */
export function checkSqlPlacement(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(root, 'src/server')) {
    if (!SQL_CHECKED.test(file) || /\.test\.ts$/.test(file) || SQL_FILE.test(file)) continue;
    if (buildsSql(fs.readFileSync(path.join(root, file), 'utf8')))
      violations.push({
        rule: 'sql-in-store',
        why: 'SQL only in store.ts / reads.ts (or <part>-store.ts / <part>-reads.ts): move the query there and call it',
        file,
        specifier: 'SQL',
      });
  }
  return violations;
}

/** Every violation in `root`'s src/ tree. */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFiles(root, 'src')) {
    const rules = RULES.map((rule) => ({ rule, m: rule.from.exec(file) })).filter(
      ({ rule, m }) => m && !rule.fromNot?.test(file),
    );
    if (rules.length === 0) continue;
    for (const { specifier, dynamic } of importSpecifiers(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolveTarget(root, file, specifier);
      for (const { rule, m } of rules) {
        if (dynamic && rule.allowDynamic) continue;
        if (rule.to(target, m as RegExpMatchArray))
          violations.push({ rule: rule.name, why: rule.why, file, specifier });
      }
    }
  }
  return violations;
}

/** Every table of the migrated database (scripts/generate/db-tables.ts), by its Kysely name. */
export async function databaseTables(root: string): Promise<string[]> {
  return (await migratedTables(root)).map((t) => camel(t.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const tables = await databaseTables(root);
  const violations = [
    ...checkBoundaries(root),
    ...checkTableOwnership(root, tables),
    ...checkTableReads(root, tables),
    ...checkSqlPlacement(root),
    ...checkColumnWriters(root, COLUMN_WRITERS, { skip: WRITE_ANYWHERE }),
    ...routeAccessProblems(root),
  ];
  for (const v of violations)
    console.error(
      v.rule === 'table-ownership'
        ? `${v.file}: writes ${v.specifier} — ${v.why}`
        : v.rule.startsWith('table-read')
          ? `${v.file}: reads ${v.specifier} — ${v.why}`
          : v.rule === 'sql-in-store'
            ? `${v.file}: builds SQL — ${v.why}`
            : v.rule === 'column-writer'
              ? `${v.file}: writes ${v.specifier} — ${v.why}`
              : v.rule === 'route-access'
                ? `${v.file}: route access — ${v.why}`
                : `${v.file}: imports '${v.specifier}' — ${v.rule}: ${v.why}`,
    );
  if (violations.length > 0) {
    console.error(`\n${violations.length} boundary violation(s) (docs/architecture.md).`);
    process.exit(1);
  }
  console.log(
    'Import boundaries, table ownership (reads and writes), SQL placement, one-writer columns and route access written in its feature: no violations.',
  );
}
