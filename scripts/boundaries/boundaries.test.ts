import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Project } from 'ts-morph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildsSql,
  checkBoundaries,
  checkSqlPlacement,
  checkTableOwnership,
  checkTableReads,
  databaseTables,
  importSpecifiers,
  readTables,
  writtenTables,
} from './check.ts';
import { routeAccessProblems } from './route-access.ts';
import { RULES } from './rules.ts';

/**
 * Every rule refuses a sample import: a small tree in a temporary folder, one file per
 * forbidden import, each expected to break exactly its rule; allowed imports beside them break none.
 * The repository itself is checked by `scripts/boundaries/check.ts` in npm test's lint step (reading
 * its syntax tree with types takes a minute; doing it here again cost a Vitest worker two).
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file: string, text = 'export const x = 1;\n') => {
  fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

// The modules imported.
for (const f of [
  'src/web/features/b/BPage.tsx',
  'src/web/features/b/index.ts',
  'src/web/features/b/deep/part.ts',
  'src/web/app/Layout.tsx',
  'src/web/lib/format.ts',
  'src/server/features/y/store.ts',
  'src/server/features/y/routes.ts',
  'src/server/features/y/index.ts',
  'src/server/db/connect.ts',
  'src/domain/rules.ts',
])
  write(f);

/** Forbidden: file → [import, rule it breaks]. */
const FORBIDDEN: Record<string, [string, string]> = {
  'src/server/http/uses-web.ts': ["import { x } from '../../web/lib/format.ts';", 'server-imports-no-web'],
  'src/web/lib/uses-server.ts': ["import { x } from '../../server/db/connect.ts';", 'web-imports-no-server'],
  'src/web/ui/uses-pg.ts': ["import pg from 'pg';", 'web-no-database-http-or-node'],
  'src/web/ui/uses-node.ts': ["import fs from 'node:fs';", 'web-no-database-http-or-node'],
  'src/domain/uses-server.ts': [
    "import { x } from '../server/db/connect.ts';",
    'pure-layers-import-no-app-code',
  ],
  'src/domain/uses-fs.ts': ["import fs from 'node:fs';", 'pure-layers-stay-pure'],
  'src/domain/uses-pg.ts': ["import pg from 'pg';", 'pure-layers-stay-pure'],
  'src/domain/uses-react-dom.ts': ["import { createRoot } from 'react-dom/client';", 'pure-layers-stay-pure'],
  'src/contracts/uses-crypto.ts': ["import { randomUUID } from 'node:crypto';", 'pure-layers-stay-pure'],
  'src/contracts/uses-router.ts': ["import { useParams } from 'react-router';", 'pure-layers-stay-pure'],
  'src/domain/uses-date-lib.ts': ["import { format } from 'date-fns';", 'pure-layers-stay-pure'],
  'src/web/ui/uses-feature.tsx': [
    "import { x } from '../features/b/index.ts';",
    'web-shared-imports-no-feature',
  ],
  'src/web/features/a/sub/dir/reach.ts': [
    "import { x } from '../../../b/deep/part.ts';",
    'web-feature-through-index',
  ],
  'src/web/features/a/via-root.ts': [
    "import { x } from '../../features/b/BPage.tsx';",
    'web-feature-through-index',
  ],
  'src/web/features/a/shell.ts': ["import { x } from '../../app/Layout.tsx';", 'web-feature-no-app-shell'],
  'src/web/app/Header.tsx': [
    "import { x } from '../features/b/BPage.tsx';",
    'web-uses-features-through-index',
  ],
  'src/server/features/z/deep/reach.ts': [
    "export { x } from '../../y/store.ts';",
    'server-feature-through-index',
  ],
  'src/server/seed/uses-store.ts': [
    "import { x } from '../features/y/store.ts';",
    'server-uses-features-through-index',
  ],
  'src/server/main.ts': ["import '../server/features/y/store.ts';", 'server-uses-features-through-index'],
  'src/server/features/index.ts': ["import { x } from './y/store.ts';", 'server-uses-features-through-index'],
};
/** Allowed: these break no rule. */
const ALLOWED: Record<string, string> = {
  'src/web/features/a/ok.ts': "import { x } from '../b/index.ts';\nimport { y } from '../../lib/format.ts';",
  'src/web/features/b/own.ts': "import { x } from './deep/part.ts';",
  'src/web/router.tsx': "const Page = () => import('./features/b/BPage.tsx');",
  'src/server/features/z/ok.ts':
    "import { x } from '../y/index.ts';\nimport { y } from '../../../domain/rules.ts';",
  'src/server/seed/ok.ts': "import { x } from '../features/y/index.ts';\nimport fs from 'node:fs';",
  'src/server/features/routes.generated.ts': "import { yRoutes } from './y/routes.ts';",
  'src/server/features/z/z.test.ts': "import { x } from '../y/store.ts';",
  'src/domain/ok.ts': "import { z } from 'zod';\n// import fs from 'node:fs'; (a comment is no import)",
  'src/contracts/ok.ts': "import { z } from 'zod/v4';\nimport { x } from '../domain/rules.ts';",
};
for (const [file, [text]] of Object.entries(FORBIDDEN)) write(file, `${text}\nexport const v = 1;\n`);
for (const [file, text] of Object.entries(ALLOWED)) write(file, `${text}\nexport const v = 1;\n`);

describe('import boundaries on resolved paths', () => {
  const violations = checkBoundaries(root);

  it.each(Object.entries(FORBIDDEN))('%s breaks its rule', (file, [, rule]) => {
    expect(violations.filter((v) => v.file === file).map((v) => v.rule)).toEqual([rule]);
  });

  it('allowed imports break no rule', () => {
    expect(violations.filter((v) => v.file in ALLOWED)).toEqual([]);
  });

  it('every rule is proven by at least one sample', () => {
    const proven = new Set(Object.values(FORBIDDEN).map(([, rule]) => rule));
    expect(RULES.map((r) => r.name).filter((name) => !proven.has(name))).toEqual([]);
  });

  it('reads static, re-export, side-effect, multi-line and dynamic imports', () => {
    const refs = importSpecifiers(
      "import {\n  a,\n  b,\n} from './a.ts';\nexport * from './b.ts';\nimport './c.css';\nconst d = import('./d.tsx');\nimport type { E } from './e.ts';",
    );
    expect(refs).toEqual(
      expect.arrayContaining([
        { specifier: './a.ts', dynamic: false },
        { specifier: './b.ts', dynamic: false },
        { specifier: './c.css', dynamic: false },
        { specifier: './d.tsx', dynamic: true },
        { specifier: './e.ts', dynamic: false },
      ]),
    );
  });
});

// Each check builds a TypeScript program with its type checker: tens of seconds on a busy machine.
describe('table ownership (decision 005)', { timeout: 180_000 }, () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  let repoTables: string[] = [];
  beforeAll(async () => {
    repoTables = await databaseTables(repo);
  }, 180_000);
  const tables = fs.mkdtempSync(path.join(os.tmpdir(), 'tables-'));
  afterAll(() => fs.rmSync(tables, { recursive: true, force: true }));
  const put = (file: string, text: string) => {
    fs.mkdirSync(path.join(tables, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(tables, file), text);
  };
  // notifications is the notifications feature's, by being its one writer; vacancies writes it too.
  put(
    'src/server/features/vacancies/store.ts',
    "db.insertInto('notifications').values(x);\ndb.updateTable('vacancies');",
  );
  put(
    'src/server/features/notifications/store.ts',
    "db.insertInto('notifications'); db.deleteFrom('notifications as n');",
  );
  // courses has one writer here (raw SQL): its owner, with no entry.
  put('src/server/features/company/store.ts', "await sql`update courses set title = 'x'`.execute(db);");
  // users is listed: profile may write it, company may not.
  put('src/server/features/profile/store.ts', "db.updateTable('users')");
  put('src/server/features/company/links-store.ts', "db.updateTable('users')");
  put('src/server/features/talent/x.ts', "db.insertInto('unknown_things')");
  put('src/server/seed/demo.ts', "db.insertInto('courses'); db.insertInto('sessions')");
  put('src/server/features/company/company.test.ts', "db.insertInto('courses')");
  const TABLES = ['notifications', 'vacancies', 'courses', 'users', 'sessions'];
  const DECLARED = { users: ['features/auth', 'features/profile'], gone: ['features/talent'] };

  it('finds writes by builders and raw SQL', () => {
    expect(
      writtenTables(
        'x.insertInto(\'social_posts\'); y.updateTable("users"); sql`delete from rate_limit_counters`',
      ),
    ).toEqual(['socialPosts', 'users', 'rateLimitCounters']);
  });

  it('sees a table reached through a constant, a union, a template or sql.table(), and names one it cannot know', () => {
    expect(
      writtenTables(
        [
          "const S = 'sessions' as const; db.deleteFrom(S);",
          "const T: 'users' | 'user_settings' = pick(); db.updateTable(T);",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the detector reads, not a template
          "const prefix = 'personal_access'; db.insertInto(`${prefix}_tokens` as const);",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the detector reads, not a template
          "const N = 'notifications'; sql`delete from ${sql.table(N)}`.execute(db);",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the detector reads, not a template
          'db.deleteFrom(`${kind}_keys`);',
        ].join('\n'),
      ).sort(),
    ).toEqual(['*', 'notifications', 'personalAccessTokens', 'sessions', 'userSettings', 'users'].sort());
  });

  it("refuses a write of another feature's table through a constant or a template, and a write whose table is computed", () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'writes-'));
    const at = (file: string, text: string) => {
      fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    };
    at('src/server/features/auth/sessions-store.ts', "db.insertInto('sessions'); db.insertInto('api_keys');");
    at(
      'src/server/features/profile/store.ts',
      "const S = 'sessions' as const;\nexport const forget = () => db.deleteFrom(S);",
    );
    at(
      'src/server/features/profile/keys-store.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the detector reads, not a template
      "const part = 'keys' as const;\nexport const forget = () => db.deleteFrom(`api_${part}` as const);",
    );
    at(
      'src/server/features/profile/any-store.ts',
      'export const forget = (table: string) => db.deleteFrom(table);',
    );
    const found = checkTableOwnership(tree, ['sessions', 'apiKeys'], {}).map(
      (v) => `${v.file}: ${v.specifier}`,
    );
    fs.rmSync(tree, { recursive: true, force: true });
    expect(found.sort()).toEqual([
      'src/server/features/auth/sessions-store.ts: apiKeys',
      'src/server/features/auth/sessions-store.ts: sessions',
      'src/server/features/profile/any-store.ts: *',
      'src/server/features/profile/keys-store.ts: apiKeys',
      'src/server/features/profile/store.ts: sessions',
    ]);
  });

  it('takes the one writer of a table as its owner, and refuses a second writer, a writer not listed, an unknown table, a table nobody writes and a stale entry', () => {
    const found = checkTableOwnership(tables, TABLES, DECLARED).map((v) => `${v.file}: ${v.specifier}`);
    expect(found.sort()).toEqual([
      'scripts/boundaries/tables.ts: gone',
      'scripts/boundaries/tables.ts: sessions',
      'src/server/features/company/links-store.ts: users',
      'src/server/features/notifications/store.ts: notifications',
      'src/server/features/talent/x.ts: unknownThings',
      'src/server/features/vacancies/store.ts: notifications',
    ]);
  });

  it('names both writers of an unlisted table and how to allow it', () => {
    const second = checkTableOwnership(tables, TABLES, DECLARED).find(
      (v) => v.file === 'src/server/features/vacancies/store.ts',
    );
    expect(second?.why).toMatch(/written by features\/notifications and features\/vacancies/);
    expect(second?.why).toMatch(
      /list them under notifications in TABLE_WRITERS of scripts\/boundaries\/tables\.ts/,
    );
  });

  it('finds reads by builders, joins, subqueries and raw SQL, past aliases and comments', () => {
    expect(
      readTables(
        [
          "db.selectFrom('courses as c').innerJoin('users as u', 'u.id', 'c.institute_id')",
          ".leftJoin('course_ratings', 'x', 'y').where(({ exists, selectFrom }) => exists(selectFrom('enrollments')))",
          'sql`select count(*) from social_posts p join study_groups g on g.id = p.group_id`',
          "sql.raw('SELECT 1 FROM vacancies')",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the detector reads, not a template
          "db.updateTable('jobs').from('periodic_jobs as p'); sql`select * from ${sql.table('user_documents')}`",
          "import { x } from './store.ts'; // a read from assessments in a comment",
          '/* select * from skills */ const from = Array.from(list);',
        ].join('\n'),
        repoTables,
      ).sort(),
    ).toEqual([
      'courseRatings',
      'courses',
      'enrollments',
      'periodicJobs',
      'socialPosts',
      'studyGroups',
      'userDocuments',
      'users',
      'vacancies',
    ]);
  });

  it("refuses a read of another feature's table unless it is a named join, and a named join that matches nothing", () => {
    const reads = fs.mkdtempSync(path.join(os.tmpdir(), 'reads-'));
    const at = (file: string, text: string) => {
      fs.mkdirSync(path.join(reads, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(reads, file), text);
    };
    // Refused: vacancies reads users itself.
    at(
      'src/server/features/vacancies/store.ts',
      "db.selectFrom('vacancies').innerJoin('users as u', 'u.id', 'x'); db.updateTable('vacancies')",
    );
    // Allowed: the named join; the owner's own reads; the seed and tests.
    at(
      'src/server/features/courses/search.ts',
      "db.selectFrom('courses as c').leftJoin('users as u', 'u.id', 'x')",
    );
    at('src/server/features/courses/store.ts', "db.insertInto('courses')");
    at(
      'src/server/features/auth/sessions-store.ts',
      "db.selectFrom('sessions').innerJoin('users', 'users.id', 'x'); db.deleteFrom('sessions')",
    );
    at('src/server/seed/demo.ts', "db.selectFrom('notifications')");
    at('src/server/features/company/company.test.ts', "db.selectFrom('courses')");
    const found = checkTableReads(
      reads,
      ['vacancies', 'users', 'courses', 'sessions', 'notifications'],
      [
        { file: 'src/server/features/courses/search.ts', table: 'users', why: 'sorted by institute name' },
        { file: 'src/server/features/talent/store.ts', table: 'courses', why: 'no longer read' },
      ],
      { users: ['features/auth'], notifications: ['features/notifications'] },
    ).map((v) => `${v.rule} ${v.file}: ${v.specifier}`);
    fs.rmSync(reads, { recursive: true, force: true });
    expect(found.sort()).toEqual([
      'table-read src/server/features/vacancies/store.ts: users',
      'table-read-exception-unused src/server/features/talent/store.ts: courses',
    ]);
  });
});

describe('SQL only in store and reads files', () => {
  it('refuses a route file (or any other feature or HTTP file) that runs SQL; store and reads files, tests and the seed pass', () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'sql-'));
    const at = (file: string, text: string) => {
      fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    };
    at(
      'src/server/features/company/trends-routes.ts',
      "const rows = await db.selectFrom('employee_links').execute();",
    );
    at('src/server/features/documents/routes.ts', 'await sql`select pg_advisory_xact_lock(1)`.execute(trx);');
    at('src/server/http/operations.ts', "await sql.raw('select 1').execute(db);");
    at('src/server/features/company/store.ts', "db.selectFrom('employee_links')");
    at('src/server/features/courses/search-reads.ts', "db.selectFrom('courses')");
    at('src/server/features/talent/skills-store.ts', "db.insertInto('user_skills')");
    at('src/server/features/company/company.test.ts', "db.insertInto('employee_links')");
    at('src/server/seed/demo.ts', "db.insertInto('courses')");
    at(
      'src/server/features/company/routes.ts',
      "// db.selectFrom('x') in a comment\nconst selectFromList = 1;",
    );
    const found = checkSqlPlacement(tree).map((v) => `${v.rule} ${v.file}`);
    fs.rmSync(tree, { recursive: true, force: true });
    expect(found.sort()).toEqual([
      'sql-in-store src/server/features/company/trends-routes.ts',
      'sql-in-store src/server/features/documents/routes.ts',
      'sql-in-store src/server/http/operations.ts',
    ]);
  });

  it('recognises Kysely builders and sql templates, not words in comments', () => {
    expect(buildsSql("k.updateTable('jobs')")).toBe(true);
    expect(buildsSql('sql<{ n: number }>`select 1`')).toBe(true);
    expect(buildsSql('/* selectFrom(x) */ const a = 1;')).toBe(false);
  });
});

describe('route access written where the route is reviewed (decision 505)', { timeout: 180_000 }, () => {
  it('accepts a literal, a literal constant or spread object of the same feature; refuses anything else', () => {
    const project = new Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
    const at = (file: string, text: string) => project.createSourceFile(`/repo/${file}`, text);
    at('src/server/features/shared/index.ts', "export const WIDE = 'signedIn';");
    at(
      'src/server/features/a/manage.ts',
      "export const MANAGERS = ['courses.manageOwn', 'courses.manageAll'] as const;",
    );
    at(
      'src/server/features/a/routes.ts',
      [
        "import { WIDE } from '../shared/index.ts';",
        "import { MANAGERS } from './manage.ts';",
        "const own = { tag: 'a', access: 'courses.enroll' } as const;",
        "const picked = Math.random() > 0.5 ? 'public' : 'signedIn';",
        "route(app, { url: '/1', access: 'courses.enroll' });",
        "route(app, { url: '/2', access: ['a', 'b'] as const });",
        "route(app, { url: '/3', access: MANAGERS });",
        "route(app, { ...own, url: '/4' });",
        "route(app, { url: '/5', access: WIDE });",
        "route(app, { url: '/6', access: picked });",
        "route(app, { url: '/7' });",
      ].join('\n'),
    );
    const lines = routeAccessProblems('/repo', project.getSourceFiles()).map((v) => v.file);
    expect(lines).toEqual([
      'src/server/features/a/routes.ts:9',
      'src/server/features/a/routes.ts:10',
      'src/server/features/a/routes.ts:11',
    ]);
  });
});
