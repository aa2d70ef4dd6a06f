import fs from 'node:fs';
import path from 'node:path';

/**
 * The web app reads API answers only through the typed client (src/web/lib/api.ts): no cast of an
 * answer and no URL that is not a path of the OpenAPI document. Checked by api-types.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(root, 'src/web');
/** The client itself: the one place that reads a response's JSON. */
// public-get.ts: the public pages' light client has no room for lib/api.ts and its query library
// (decision 500); its two GETs read answers typed by their contracts.
const CLIENT = new Set([
  'src/web/lib/api.ts',
  'src/web/lib/boot.ts',
  'src/web/lib/api-types.generated.ts',
  'src/web/lib/public-get.ts',
]);

const RULES: { pattern: RegExp; why: string }[] = [
  {
    pattern:
      /\b(queryOptions|infiniteQueryOptions|useQuery|useInfiniteQuery|useSuspenseQuery|getQueryData|setQueryData|fetchQuery|prefetchQuery|ensureQueryData)<[^>]/,
    why: 'a type argument on a query states the answer instead of taking it from the typed call (apiQuery)',
  },
  { pattern: /\bfetch\(/, why: 'call the API through lib/api.ts (credentials, language, typed answer)' },
  { pattern: /\.json\(\)/, why: 'an answer is read by lib/api.ts, typed by its path' },
  { pattern: /JSON\.parse\([^;]*\)\s+as\b/, why: 'a cast of parsed JSON' },
  { pattern: /\b(apiJson|apiRequest|getQueryFn)\b/, why: 'the untyped client is gone: use api()/apiQuery()' },
  { pattern: /\bawait\b[^;\n]*\)\s+as\s+[A-Z{]/, why: 'a cast of an awaited answer' },
];

/** The findings in one file's text: `line: why`. */
export function findingsIn(text: string, apiPaths: string[]): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const rule of RULES) if (rule.pattern.test(line)) found.push(`${i + 1}: ${rule.why}`);
    for (const m of line.matchAll(/['"`](\/api\/[^'"`$?]*)/g)) {
      if (!apiPaths.some((p) => p.startsWith(m[1]))) {
        found.push(`${i + 1}: ${m[1]} is no path (nor the start of one) of the OpenAPI document`);
      }
    }
  });
  return found;
}

/**
 * The API paths of the OpenAPI document (`/api/courses/{id}`): the `paths` the generated types
 * hold, read from the document itself because the generated file is a build output (decision 390).
 */
export function apiPathsOf(document: unknown): string[] {
  const paths = (document as { paths?: Record<string, unknown> }).paths ?? {};
  return Object.keys(paths).filter((p) => p.startsWith('/api/'));
}

/** Every finding in src/web (tests aside): `file:line: why`. */
export function webCallFindings(apiPaths: string[]): string[] {
  const files = fs
    .readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.relative(root, path.join(WEB, f)))
    .filter((f) => !CLIENT.has(f));
  return files.flatMap((file) =>
    findingsIn(fs.readFileSync(path.join(root, file), 'utf8'), apiPaths).map((f) => `${file}:${f}`),
  );
}
