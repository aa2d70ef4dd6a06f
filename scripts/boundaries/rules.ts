/**
 * The import boundaries (docs/architecture.md, decision 004), as data. Each rule is judged on the
 * file an import RESOLVES to (repository-relative path), or on the package name / `node:` builtin of
 * a bare import, never on the import's text: `../../features/x/store.ts` from any depth is caught.
 */
export type Target =
  | { kind: 'file'; path: string }
  | { kind: 'package'; name: string }
  | { kind: 'builtin'; name: string };

export interface Rule {
  name: string;
  why: string;
  /** The importing file (repository-relative); a capture group is available to `to` as match[1]. */
  from: RegExp;
  fromNot?: RegExp;
  /** Dynamic `import()` is allowed: the app shell splits code per route and must name the module. */
  allowDynamic?: boolean;
  /** True when importing `target` from a file matched by `from` (with its match) is forbidden. */
  to(target: Target, from: RegExpMatchArray): boolean;
}

const TESTS = /(\.test\.tsx?$|^src\/server\/test\/)/;
const DB_OR_HTTP = /^(kysely|pg|better-sqlite3|fastify|@fastify\/.+|ioredis|nodemailer)$/;
/** The only packages the pure layers (src/domain, src/contracts) may import. */
const PURE_PACKAGES = /^zod$/;
const file = (t: Target, re: RegExp) => t.kind === 'file' && re.test(t.path);
const pkg = (t: Target, re: RegExp) => t.kind === 'package' && re.test(t.name);
const featureFile = (t: Target, side: 'server' | 'web') =>
  t.kind === 'file' ? new RegExp(`^src/${side}/features/([^/]+)/(.+)$`).exec(t.path) : null;

export const RULES: Rule[] = [
  {
    name: 'server-imports-no-web',
    why: 'The server never imports the web app.',
    from: /^src\/server\//,
    to: (t) => file(t, /^src\/web\//),
  },
  {
    name: 'web-imports-no-server',
    why: 'The web app never imports server code: it calls the API.',
    from: /^src\/web\//,
    to: (t) => file(t, /^src\/server\//),
  },
  {
    name: 'web-no-database-http-or-node',
    why: 'The web app runs in the browser: no database driver, HTTP server or node: module.',
    from: /^src\/web\//,
    to: (t) => pkg(t, DB_OR_HTTP) || t.kind === 'builtin',
  },
  {
    name: 'pure-layers-import-no-app-code',
    why: 'src/domain and src/contracts import no server or web code.',
    from: /^src\/(domain|contracts)\//,
    to: (t) => file(t, /^src\/(server|web)\//),
  },
  {
    name: 'pure-layers-stay-pure',
    why: 'src/domain and src/contracts may import zod and each other, nothing else (an allow-list: a new package is refused until it is named here).',
    from: /^src\/(domain|contracts)\//,
    fromNot: TESTS,
    // Server and web files are the rule above's; everything else not allowed here is this one's.
    to: (t) => !(file(t, /^src\/(domain|contracts|server|web)\//) || pkg(t, PURE_PACKAGES)),
  },
  {
    name: 'web-shared-imports-no-feature',
    why: 'web/ui and web/lib are shared by every feature: they import none.',
    from: /^src\/web\/(ui|lib)\//,
    to: (t) => file(t, /^src\/web\/features\//),
  },
  {
    name: 'web-feature-through-index',
    why: 'A web feature reaches another only through its index.ts, from any folder depth.',
    from: /^src\/web\/features\/([^/]+)\//,
    to: (t, m) => {
      const f = featureFile(t, 'web');
      return !!f && f[1] !== m[1] && !/^index\.tsx?$/.test(f[2]);
    },
  },
  {
    name: 'web-uses-features-through-index',
    why: 'The app shell (router, layout) uses a feature only through its index.ts and the routes.tsx it finds by glob (lazy import() of a page excepted).',
    from: /^src\/web\/(?!features\/)/,
    fromNot: TESTS,
    allowDynamic: true,
    to: (t) => {
      const f = featureFile(t, 'web');
      return !!f && !/^(index\.tsx?|routes\.tsx)$/.test(f[2]);
    },
  },
  {
    name: 'web-feature-no-app-shell',
    why: 'Features do not import the app shell; shared pieces live in web/lib or web/ui.',
    from: /^src\/web\/features\//,
    to: (t) => file(t, /^src\/web\/app\//),
  },
  {
    name: 'server-feature-through-index',
    why: 'A server feature reaches another only through its index.ts, from any folder depth.',
    from: /^src\/server\/features\/([^/]+)\//,
    fromNot: TESTS,
    to: (t, m) => {
      const f = featureFile(t, 'server');
      return !!f && f[1] !== m[1] && f[2] !== 'index.ts';
    },
  },
  {
    name: 'server-uses-features-through-index',
    why: "Seed, main, http, jobs and every other server part use a feature only through its index.ts; the generated route list alone mounts a feature's routes files.",
    from: /^src\/server\/(?!features\/[^/]+\/)(.*)$/,
    fromNot: TESTS,
    to: (t, m) => {
      const f = featureFile(t, 'server');
      const mounts =
        m[1] === 'features/routes.generated.ts' && /^(?:[a-z0-9-]+-)?routes\.ts$/.test(f?.[2] ?? '');
      return !!f && f[2] !== 'index.ts' && !mounts;
    },
  },
];
