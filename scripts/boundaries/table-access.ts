/**
 * The tables a server file reads and writes, read from its syntax tree and types (issue 52 part 3,
 * decision 480) with the TypeScript compiler ts-morph bundles, like `column-writers.ts`: a Kysely
 * call (`insertInto`, `updateTable`, `deleteFrom`, `replaceInto`, `mergeInto`; `selectFrom`, the
 * joins, `.from()`, `sql.table()`) names its table by the TYPE of its argument, so a literal, a
 * constant (`const S = 'sessions' as const`), a union of names, a conditional or a template whose
 * type is a literal are all seen. An argument whose type is a plain `string` (a name computed at
 * run time) is an UNNAMED table: the check refuses a write of one and lets a read of one through only
 * where `READ_JOINS` names the file with the table `*`. Raw SQL (`sql` templates, `sql.raw`) is read
 * from the template's text: `insert into x`, `update x set`, `delete from x`, `from x`, `join x`,
 * and an interpolation right after such a keyword whose table the check cannot name is unnamed too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type CallExpression, Node, Project, type SourceFile, SyntaxKind, type Type } from 'ts-morph';

export const WRITE_METHODS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const READ_METHODS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'leftJoinLateral',
  'innerJoinLateral',
  'crossJoinLateral',
  'from',
  'table',
]);

/** A table named by an access the check could not name: a run-time string. */
export const UNNAMED = '*';

export interface TableAccess {
  kind: 'read' | 'write';
  /** Kysely's camelCase name, or UNNAMED. */
  table: string;
  line: number;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const tableName = (text: string) => camel(text.trim().split(/\s+/)[0].replace(/"/g, ''));

/** The names a table argument's type allows, or undefined when its type is not made of string literals. */
function literalNames(type: Type): string[] | undefined {
  if (type.isStringLiteral()) return [String(type.getLiteralValue())];
  if (type.isUnion()) {
    const out: string[] = [];
    for (const t of type.getUnionTypes()) {
      const names = literalNames(t);
      if (!names) return undefined;
      out.push(...names);
    }
    return out;
  }
  return undefined;
}

/**
 * The tables a call's first argument names: each string-literal type of it (an array of them, an
 * `as` aside: `table as 'users'` is judged by `table`), UNNAMED for a plain string, none for anything
 * else (a subquery, a callback, an expression builder: their own calls are visited).
 */
function tablesOfArgument(arg: Node | undefined): string[] {
  if (!arg) return [];
  let node: Node = arg;
  while (
    Node.isAsExpression(node) ||
    Node.isParenthesizedExpression(node) ||
    Node.isSatisfiesExpression(node)
  )
    node = node.getExpression();
  if (Node.isArrayLiteralExpression(node)) return node.getElements().flatMap((e) => tablesOfArgument(e));
  // A literal needs no type (the common case: asking the checker costs time).
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node))
    return [tableName(node.getLiteralValue())];
  if (Node.isArrowFunction(node) || Node.isFunctionExpression(node) || Node.isObjectLiteralExpression(node))
    return [];
  const type = node.getType();
  const names = literalNames(type);
  if (names) return names.map(tableName);
  if (type.isString() || type.isTemplateLiteral?.()) return [UNNAMED];
  if (type.isAny()) return Node.isStringLiteral(node) ? [tableName(node.getLiteralValue())] : [UNNAMED];
  return [];
}

/** Raw SQL's tables: written by insert/update/delete, read by from/join (an UNNAMED `?` placeholder aside). */
export function rawSqlTables(text: string): { kind: 'read' | 'write'; table: string }[] {
  const out: { kind: 'read' | 'write'; table: string }[] = [];
  const name = String.raw`"?(\?|[a-z_]+\b)`;
  for (const m of text.matchAll(
    new RegExp(
      String.raw`\b(?:insert\s+into|replace\s+into|delete\s+from)\s+${name}|\bupdate\s+${name}"?\s+set\b`,
      'gi',
    ),
  ))
    out.push({ kind: 'write', table: m[1] ?? m[2] });
  // A read of `?` is no table: `extract(year from ${column})` binds a value.
  for (const m of text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)\b/gi)) out.push({ kind: 'read', table: m[1] });
  return out.map((a) => ({ ...a, table: a.table === '?' ? UNNAMED : camel(a.table) }));
}

/** Whether a call is `sql.something(…)` or a tagged `sql` template's helper. */
const isSqlHelper = (call: CallExpression, name: string) => {
  const callee = call.getExpression();
  return (
    Node.isPropertyAccessExpression(callee) &&
    callee.getName() === name &&
    callee.getExpression().getText() === 'sql'
  );
};

/** The name of the method a call calls (`db.selectFrom(…)` and a destructured `selectFrom(…)` alike). */
function methodName(call: CallExpression): string | undefined {
  const callee = call.getExpression();
  if (Node.isPropertyAccessExpression(callee)) return callee.getName();
  if (Node.isIdentifier(callee)) return callee.getText();
  return undefined;
}

/** Every table access of a file: Kysely builders by their argument's type, raw SQL by its text. */
export function tableAccesses(file: SourceFile): TableAccess[] {
  const out: TableAccess[] = [];
  for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const name = methodName(call);
    if (!name) continue;
    const line = call.getStartLineNumber();
    if (isSqlHelper(call, 'raw')) {
      for (const a of rawSqlTables(templateText(call.getArguments()[0]))) out.push({ ...a, line });
      continue;
    }
    const write = WRITE_METHODS.has(name);
    if (!write && !READ_METHODS.has(name)) continue;
    // `.from()` and `.table()` are Kysely's only on a builder or `sql`: `Array.from(list)` names no table.
    if ((name === 'from' || name === 'table') && !isKyselyCall(call)) continue;
    for (const table of tablesOfArgument(call.getArguments()[0]))
      out.push({ kind: write ? 'write' : 'read', table, line });
  }
  // SQL kept in a plain string or template first (a trigger's body, a query handed to `sql.raw` later):
  // read when the text starts as SQL does.
  const handled = new Set<Node>();
  for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression))
    if (isSqlHelper(call, 'raw') && call.getArguments()[0]) handled.add(call.getArguments()[0]);
  for (const kind of [
    SyntaxKind.StringLiteral,
    SyntaxKind.NoSubstitutionTemplateLiteral,
    SyntaxKind.TemplateExpression,
  ] as const)
    for (const literal of file.getDescendantsOfKind(kind)) {
      const parent = literal.getParent();
      if (handled.has(literal) || (parent && Node.isTaggedTemplateExpression(parent))) continue;
      if (parent && (Node.isImportDeclaration(parent) || Node.isExportDeclaration(parent))) continue;
      const text = templateText(literal);
      if (!/^\s*\(?\s*(?:select|insert|update|delete|with|create|replace)\s/i.test(text)) continue;
      for (const a of rawSqlTables(text)) out.push({ ...a, line: literal.getStartLineNumber() });
    }
  for (const t of file.getDescendantsOfKind(SyntaxKind.TaggedTemplateExpression)) {
    if (!/^sql\b/.test(t.getTag().getText())) continue;
    const line = t.getStartLineNumber();
    const text = templateText(t.getTemplate());
    for (const a of rawSqlTables(text)) out.push({ ...a, line });
  }
  return out;
}

/**
 * The text of raw SQL: a string or template, each interpolation replaced by the table a
 * `sql.table()`/`sql.id()`/`sql.ref()` or a literal-typed value names, else by `?` (so
 * `delete from ${name}` is an unnamed write; a bound value after no keyword matters to nobody).
 */
function templateText(node: Node | undefined): string {
  if (!node) return '';
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (!Node.isTemplateExpression(node)) return (literalNames(node.getType()) ?? []).join(' ');
  let text = node.getHead().getLiteralText();
  for (const span of node.getTemplateSpans()) {
    const expr = span.getExpression();
    // Only an interpolation where a table name stands can name one: after from, join, into, update
    // or table (a value elsewhere is a bound parameter, and asking its type costs time).
    const where = /\b(?:from|join|into|update|table)\s+"?$/i.test(text);
    const named = !where
      ? undefined
      : Node.isCallExpression(expr) && ['table', 'id', 'ref'].some((h) => isSqlHelper(expr, h))
        ? tablesOfArgument(expr.getArguments()[0])
        : literalNames(expr.getType());
    text += named?.length === 1 ? named[0] : '?';
    text += span.getLiteral().getLiteralText();
  }
  return text;
}

/** Whether a `.from()` / `.table()` call is made on a Kysely builder (or `sql`), judged by its receiver's type. */
function isKyselyCall(call: CallExpression): boolean {
  const callee = call.getExpression();
  if (!Node.isPropertyAccessExpression(callee)) return false;
  const receiver = callee.getExpression();
  if (receiver.getText() === 'sql') return callee.getName() === 'table';
  if (callee.getName() !== 'from') return false;
  if (/^[A-Z]\w*$/.test(receiver.getText())) return false; // Array.from, Buffer.from, …
  const type = receiver.getType();
  if (type.isAny()) return true;
  const text = type.getText(receiver);
  return /Builder|Kysely|Transaction/.test(text);
}

const projects = new Map<string, Project>();
const addedDirs = new WeakMap<Project, Set<string>>();

/** The source files of `dir` (repository-relative) in a project with types, one per root (cached, shared by column-writers.ts). */
export function serverSources(root: string, dir = 'src/server'): SourceFile[] {
  let project = projects.get(root);
  if (!project) {
    const tsconfig = path.join(root, 'tsconfig.json');
    project = fs.existsSync(tsconfig)
      ? new Project({
          tsConfigFilePath: tsconfig,
          skipAddingFilesFromTsConfig: true,
          skipFileDependencyResolution: false,
        })
      : new Project({ compilerOptions: { strict: true, noEmit: true } });
    projects.set(root, project);
  }
  const added = addedDirs.get(project) ?? new Set<string>();
  addedDirs.set(project, added);
  if (!added.has(dir)) {
    project.addSourceFilesAtPaths(path.join(root, dir, '**/*.{ts,tsx}'));
    added.add(dir);
  }
  return project
    .getSourceFiles()
    .filter((f) => rel(root, f).startsWith(`${dir}/`) && !f.getFilePath().endsWith('.d.ts'));
}

/** A source file's repository-relative path. */
export const rel = (root: string, file: SourceFile) =>
  path.relative(root, file.getFilePath()).split(path.sep).join('/');

/** Every table access of every file under src/server (tests excluded): file → accesses. */
const accessCache = new Map<string, Map<string, TableAccess[]>>();
export function serverTableAccesses(root: string): Map<string, TableAccess[]> {
  const cached = accessCache.get(root);
  if (cached) return cached;
  const out = new Map<string, TableAccess[]>();
  for (const file of serverSources(root)) {
    const name = rel(root, file);
    if (name.endsWith('.test.ts')) continue;
    out.set(name, tableAccesses(file));
  }
  accessCache.set(root, out);
  return out;
}

/** The table accesses of one piece of source text (the samples of the tests): an in-memory file. */
export function tableAccessesOf(source: string): TableAccess[] {
  const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
  return tableAccesses(project.createSourceFile('sample.ts', source));
}
