/**
 * Columns with one writer (issue 47 part 5): the check that no code but the named files writes
 * them. It reads the syntax tree and the types of src/server with the TypeScript compiler that
 * ts-morph bundles (TypeScript 7, the project's compiler, has no compiler API): every Kysely write
 * (`updateTable`, `insertInto`, `replaceInto`, `mergeInto`) of a guarded table is followed through
 * its chain to the values it writes (`.set()`, `.values()`, `.doUpdateSet()`, also inside an
 * `onConflict` callback), and the columns are read from the type of each value, so a spread, a
 * variable or a helper's result count as much as an object literal. A value whose columns cannot be
 * named (a `Record<string, …>`, `any`, `Object.fromEntries`) counts as writing every column: a
 * writer of a guarded table must name its columns. Raw SQL (`update users set institute_name …`)
 * is read from `sql` templates.
 */
import path from 'node:path';
import { type CallExpression, type Expression, Node, type SourceFile, SyntaxKind, type Type } from 'ts-morph';
import type { Violation } from './check.ts';
import { serverSources } from './table-access.ts';

export interface ColumnWriterRule {
  /** The table, by Kysely's camelCase name. */
  table: string;
  /** Its guarded columns (camelCase). */
  columns: string[];
  /** Files (repository-relative) that may write them. */
  writers: string[];
  /** Files that may set them only when inserting a new row (an account's creation). */
  insertOnly?: string[];
  why: string;
}

/** The guarded columns (scripts/boundaries/tables.ts names the real ones). */
const WRITE_METHODS = new Set(['updateTable', 'insertInto', 'replaceInto', 'mergeInto']);
const VALUE_METHODS = new Set(['set', 'values', 'doUpdateSet']);

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The columns a value writes, or 'any' when its type does not name them. */
function columnsOf(type: Type, at: Node): Set<string> | 'any' {
  if (type.isAny() || type.isUnknown()) return 'any';
  if (type.isArray()) return columnsOf(type.getArrayElementTypeOrThrow(), at);
  if (type.isUnion()) {
    const out = new Set<string>();
    for (const t of type.getUnionTypes()) {
      if (t.isUndefined() || t.isNull()) continue;
      const c = columnsOf(t, at);
      if (c === 'any') return 'any';
      for (const n of c) out.add(n);
    }
    return out;
  }
  const signatures = type.getCallSignatures();
  if (signatures.length > 0) return columnsOf(signatures[0].getReturnType(), at);
  if (type.getStringIndexType() || type.getNumberIndexType()) return 'any';
  if (!type.isObject()) return new Set();
  return new Set(type.getProperties().map((p) => p.getName()));
}

/**
 * The columns an expression writes: an object literal's own names and, for each spread, what the
 * spread writes (its type alone would hide a spread `Record<string, …>`); a variable's initializer
 * and its type; a callback's result; else the names its type has.
 */
function columnsOfExpression(expr: Node, seen = new Set<Node>()): Set<string> | 'any' {
  if (seen.has(expr)) return 'any';
  seen.add(expr);
  if (
    Node.isParenthesizedExpression(expr) ||
    Node.isAsExpression(expr) ||
    Node.isSatisfiesExpression(expr) ||
    Node.isNonNullExpression(expr)
  )
    return columnsOfExpression(expr.getExpression(), seen);
  if (Node.isObjectLiteralExpression(expr)) {
    const out = new Set<string>();
    for (const p of expr.getProperties()) {
      if (Node.isSpreadAssignment(p)) {
        const inner = columnsOfExpression(p.getExpression(), seen);
        if (inner === 'any') return 'any';
        for (const n of inner) out.add(n);
      } else if (
        Node.isPropertyAssignment(p) ||
        Node.isShorthandPropertyAssignment(p) ||
        Node.isMethodDeclaration(p)
      ) {
        const name = p.getNameNode();
        if (Node.isComputedPropertyName(name)) return 'any';
        out.add(p.getName().replace(/^['"]|['"]$/g, ''));
      } else return 'any';
    }
    return out;
  }
  if (Node.isArrayLiteralExpression(expr)) {
    const out = new Set<string>();
    for (const e of expr.getElements()) {
      const inner = columnsOfExpression(e, seen);
      if (inner === 'any') return 'any';
      for (const n of inner) out.add(n);
    }
    return out;
  }
  if (Node.isArrowFunction(expr) && !Node.isBlock(expr.getBody()))
    return columnsOfExpression(expr.getBody(), seen);
  if (Node.isIdentifier(expr)) {
    const declaration = expr.getSymbol()?.getDeclarations()[0];
    // A variable: what its initializer writes and what its type names (it may be filled later).
    const init =
      declaration && Node.isVariableDeclaration(declaration) ? declaration.getInitializer() : undefined;
    if (init) {
      const fromInit = columnsOfExpression(init, seen);
      const fromType = columnsOf(expr.getType(), expr);
      if (fromInit === 'any' || fromType === 'any') return 'any';
      return new Set([...fromInit, ...fromType]);
    }
  }
  return columnsOf(expr.getType(), expr);
}

/** The table a write call names (`'users'`, `'users as u'`), or undefined for a computed name. */
function tableOf(call: CallExpression): string | undefined {
  const arg = call.getArguments()[0];
  if (!arg || !Node.isStringLiteral(arg)) return undefined;
  return camel(arg.getLiteralValue().trim().split(/\s+/)[0]);
}

/** The value arguments of a write: the chain's `.set()`/`.values()` and any `doUpdateSet()` inside it. */
function writtenValues(write: CallExpression): Expression[] {
  const values: Expression[] = [];
  let node: Node = write;
  for (;;) {
    const access = node.getParent();
    if (!access || !Node.isPropertyAccessExpression(access) || access.getExpression() !== node) break;
    const call = access.getParent();
    if (!call || !Node.isCallExpression(call) || call.getExpression() !== access) break;
    const name = access.getName();
    if (VALUE_METHODS.has(name)) values.push(...(call.getArguments() as Expression[]));
    for (const arg of call.getArguments())
      for (const inner of arg.getDescendantsOfKind(SyntaxKind.CallExpression)) {
        const callee = inner.getExpression();
        if (Node.isPropertyAccessExpression(callee) && callee.getName() === 'doUpdateSet')
          values.push(...(inner.getArguments() as Expression[]));
      }
    node = call;
  }
  return values;
}

function sourceFilesOf(root: string, dirs: string[]): SourceFile[] {
  return dirs.flatMap((dir) => serverSources(root, dir)).filter((f) => !f.getFilePath().endsWith('.test.ts'));
}

/**
 * Every write of a guarded column by a file its rule does not name. `skip` are folders (relative to
 * src/server/) that may write anything: migrations, the seed, test helpers.
 */
export function checkColumnWriters(
  root: string,
  rules: readonly ColumnWriterRule[],
  opts: { dirs?: string[]; skip?: string[] } = {},
): Violation[] {
  const dirs = opts.dirs ?? ['src/server'];
  const skip = opts.skip ?? [];
  const violations: Violation[] = [];
  for (const file of sourceFilesOf(root, dirs)) {
    const rel = path.relative(root, file.getFilePath()).split(path.sep).join('/');
    const where = rel.replace(/^src\/server\//, '');
    if (skip.some((d) => where.startsWith(`${d}/`))) continue;
    const refuse = (rule: ColumnWriterRule, column: string, how: string) =>
      violations.push({
        rule: 'column-writer',
        why: `${rule.table}.${column} is written only by ${rule.writers.join(', ')}${rule.insertOnly ? ` (and set at insert by ${rule.insertOnly.join(', ')})` : ''}: ${rule.why} (${how})`,
        file: rel,
        specifier: `${rule.table}.${column}`,
      });
    for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const callee = call.getExpression();
      if (!Node.isPropertyAccessExpression(callee) || !WRITE_METHODS.has(callee.getName())) continue;
      const table = tableOf(call);
      const rule = rules.find((r) => r.table === table);
      if (!rule || rule.writers.includes(rel)) continue;
      const insert = callee.getName() !== 'updateTable';
      for (const value of writtenValues(call)) {
        const columns = columnsOfExpression(value);
        const written = columns === 'any' ? rule.columns : rule.columns.filter((c) => columns.has(c));
        for (const column of written) {
          // An insert of a new row that leaves the column null or unset is no write of it.
          if (insert && rule.insertOnly?.includes(rel)) continue;
          refuse(
            rule,
            column,
            columns === 'any'
              ? `line ${value.getStartLineNumber()}: a value whose columns its type does not name; name them`
              : `line ${value.getStartLineNumber()}`,
          );
        }
      }
    }
    // Raw SQL: an `update <table> … <column>` or `insert into <table> … <column>` in a sql template.
    for (const t of file.getDescendantsOfKind(SyntaxKind.TaggedTemplateExpression)) {
      const text = t.getTemplate().getText();
      for (const rule of rules) {
        if (rule.writers.includes(rel)) continue;
        const table = snake(rule.table);
        if (!new RegExp(`\\b(update|insert\\s+into|replace\\s+into)\\s+"?${table}\\b`, 'i').test(text))
          continue;
        for (const column of rule.columns)
          if (new RegExp(`\\b${snake(column)}\\b`).test(text))
            refuse(rule, column, `line ${t.getStartLineNumber()}: raw SQL`);
      }
    }
  }
  return violations;
}
