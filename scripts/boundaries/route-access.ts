import { type Expression, Node, type SourceFile, SyntaxKind } from 'ts-morph';
import type { Violation } from './check.ts';
import { rel, serverSources } from './table-access.ts';

/**
 * Every route's `access` is written where a reviewer reads the route (decision 505): in the
 * `route()` declaration itself as a literal (`'courses.enroll'`, `['a', 'b']`), or as a constant
 * declared in a file of the same feature folder (`const MANAGERS = [...] as const`, or an object of
 * shared options spread into each declaration, `...bookmarks`), whose initializer is written with
 * literals too. So a new route or a widened access always shows in the feature's own diff, and the
 * authorization matrix, which derives each role's answer from the declaration, needs no listing of
 * every route's access beside it.
 */
const FEATURE = /^src\/server\/features\/([^/]+)\//;

/** A literal access: a string, or an array of strings, possibly `as const`. */
function isLiteralAccess(node: Node | undefined): boolean {
  if (!node) return false;
  if (Node.isAsExpression(node) || Node.isParenthesizedExpression(node))
    return isLiteralAccess(node.getExpression());
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return true;
  return Node.isArrayLiteralExpression(node) && node.getElements().every((e) => isLiteralAccess(e));
}

/** The literal object a spread or constant names, when it is declared in `feature`'s folder. */
function ownConstant(root: string, feature: string, expr: Expression): Node | undefined {
  if (!Node.isIdentifier(expr)) return undefined;
  const decl =
    expr.getSymbol()?.getAliasedSymbol()?.getDeclarations()[0] ?? expr.getSymbol()?.getDeclarations()[0];
  if (!decl || !Node.isVariableDeclaration(decl)) return undefined;
  if (FEATURE.exec(rel(root, decl.getSourceFile()))?.[1] !== feature) return undefined;
  return decl.getInitializer();
}

const unwrap = (node: Node | undefined): Node | undefined =>
  node && (Node.isAsExpression(node) || Node.isParenthesizedExpression(node))
    ? unwrap(node.getExpression())
    : node;

/** Whether `value` (an `access` value) is a literal or a literal constant of the feature. */
function reviewable(root: string, feature: string, value: Node | undefined): boolean {
  if (isLiteralAccess(value)) return true;
  return !!value && Node.isIdentifier(value) && isLiteralAccess(ownConstant(root, feature, value));
}

/** The `access` of one `route(app, { … })` options object: reviewable where it is written, or why not. */
function accessProblem(root: string, feature: string, options: Node): string | undefined {
  if (!Node.isObjectLiteralExpression(options)) return 'write the options as an object literal';
  const own = options.getProperty('access');
  if (own) {
    if (Node.isPropertyAssignment(own) && reviewable(root, feature, own.getInitializer())) return undefined;
    if (Node.isShorthandPropertyAssignment(own) && reviewable(root, feature, own.getNameNode()))
      return undefined;
    return 'write access as a literal or a literal constant of this feature';
  }
  for (const spread of options.getProperties().filter(Node.isSpreadAssignment)) {
    const shared = unwrap(ownConstant(root, feature, spread.getExpression()));
    if (!shared || !Node.isObjectLiteralExpression(shared)) continue;
    const access = shared.getProperty('access');
    if (access && Node.isPropertyAssignment(access) && reviewable(root, feature, access.getInitializer()))
      return undefined;
  }
  return 'no access written in the declaration or in an object of this feature spread into it';
}

/** Every `route()` call of a server feature whose access is not written where it is reviewed. */
export function routeAccessProblems(root: string, files: SourceFile[] = serverSources(root)): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    const name = rel(root, file);
    const feature = FEATURE.exec(name)?.[1];
    if (!feature || name.endsWith('.test.ts')) continue;
    for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      if (call.getExpression().getText() !== 'route') continue;
      const options = call.getArguments()[1];
      if (!options) continue;
      const problem = accessProblem(root, feature, options);
      if (problem)
        out.push({
          rule: 'route-access',
          why: `${problem} (decision 505)`,
          file: `${name}:${call.getStartLineNumber()}`,
          specifier: 'access',
        });
    }
  }
  return out;
}
