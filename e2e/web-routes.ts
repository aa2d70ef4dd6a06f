import path from 'node:path';
import { Node, Project, SyntaxKind } from 'ts-morph';

/**
 * The web route table as the accessibility sweep reads it (issue 52 part 2): every screen a feature
 * declares in `src/web/features/<feature>/routes.tsx` (`routes`, lib/feature-routes.ts), with its
 * `sweep` declaration, read from the syntax tree (the files are React modules the test runner does
 * not load). A new screen is swept without a line in the spec.
 */
export interface WebRoute {
  path: string;
  /** The feature folder that declares it. */
  feature: string;
  /** Who the sweep opens it as; a signed-out visitor when the route declares nothing. */
  as: string[];
  /** The URL to open: the path, or the declared sample of a path with a parameter. */
  at: string;
  why?: string;
}

const root = path.resolve(import.meta.dirname, '..');

const literal = (node: Node | undefined): unknown => {
  if (!node) return undefined;
  if (Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) return node.getLiteralValue();
  if (Node.isArrayLiteralExpression(node)) return node.getElements().map(literal);
  if (Node.isObjectLiteralExpression(node))
    return Object.fromEntries(
      node
        .getProperties()
        .filter(Node.isPropertyAssignment)
        .map((p) => [p.getName(), literal(p.getInitializer())]),
    );
  throw new Error(
    `${node.getSourceFile().getFilePath()}:${node.getStartLineNumber()}: write the sweep as literals`,
  );
};

export function webRoutes(): WebRoute[] {
  const project = new Project({ useInMemoryFileSystem: false, skipAddingFilesFromTsConfig: true });
  project.addSourceFilesAtPaths(path.join(root, 'src/web/features/*/routes.tsx'));
  const out: WebRoute[] = [];
  for (const file of project.getSourceFiles()) {
    const feature = path.basename(path.dirname(file.getFilePath()));
    const routes = file.getVariableDeclaration('routes')?.getInitializer();
    if (!routes) continue;
    for (const entry of routes.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) {
      const pathProp = entry.getProperty('path');
      if (!pathProp || !Node.isPropertyAssignment(pathProp)) continue;
      const routePath = literal(pathProp.getInitializer()) as string;
      const sweepProp = entry.getProperty('sweep');
      const sweep = (
        sweepProp && Node.isPropertyAssignment(sweepProp) ? literal(sweepProp.getInitializer()) : {}
      ) as {
        as?: string[];
        at?: string;
        why?: string;
      };
      const as = sweep.as ?? ['anonymous'];
      if (routePath.includes(':') && as.length > 0 && !sweep.at)
        throw new Error(
          `${feature}/routes.tsx: ${routePath} has a parameter: give its sweep an \`at\` (a seeded record)`,
        );
      if (as.length === 0 && !sweep.why)
        throw new Error(`${feature}/routes.tsx: ${routePath} is swept by nobody: say why in its sweep`);
      out.push({ path: routePath, feature, as, at: sweep.at ?? routePath, why: sweep.why });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}
