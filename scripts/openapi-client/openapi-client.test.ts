import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestEnv } from '../../src/server/test/harness.ts';

/**
 * The OpenAPI document as third-party tools read it.
 *  - `@redocly/cli lint` with the recommended-strict ruleset: no error and no warning.
 *  - openapi-typescript generates the client's types from it and a small openapi-fetch program
 *    (sign in, make a personal access token, then with the token: list courses with `limit: 5`,
 *    read `items[0].title`, page through the whole catalogue by `nextCursor`, enrol) compiles with no cast, and
 *    runs against the app.
 * openapi-typescript needs the TypeScript 5 compiler API (TypeScript 7, the project's compiler, has
 * none), so it lives in this folder's own npm workspace (package.json beside this file).
 */
const root = path.resolve(import.meta.dirname, '../..');
// Inside node_modules: the program resolves openapi-fetch from there, and tsc and Biome skip it.
const work = path.join(root, 'node_modules/.cache/openapi-client');
const env = await createTestEnv('sqlite', { seed: true });
let baseUrl = '';

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const document = (await env.app.inject({ url: '/api/openapi.json' })).json();
  fs.writeFileSync(path.join(work, 'openapi.json'), JSON.stringify(document, null, 2));
  baseUrl = await env.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(() => env.close());

const run = (command: string, args: string[], extraEnv: Record<string, string> = {}) => {
  const result = spawnSync(command, args, {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, ...extraEnv },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
};
/** Asynchronously: the app answering the program runs in this process. */
const runAsync = (command: string, args: string[]) =>
  new Promise<{ status: number; output: string }>((resolve) => {
    execFile(command, args, { cwd: work, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) || 1 : 0, output: `${stdout}\n${stderr}` }),
    );
  });
const binOf = (pkg: string, bin: string, from = root) => {
  const require = createRequire(path.join(from, 'package.json'));
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
};

it('passes @redocly/cli lint with the recommended-strict ruleset, without errors or warnings', () => {
  const { status, output } = run(
    process.execPath,
    [
      binOf('@redocly/cli', 'bin/cli.js'),
      'lint',
      'openapi.json',
      '--extends=recommended-strict',
      '--format=summary',
    ],
    // Offline and quiet: no telemetry, no update or Node-version notices.
    {
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  );
  expect(output).not.toMatch(/^(error|warning)\s/m);
  expect(output).toContain('Your API description is valid');
  expect(status).toBe(0);
}, 120_000);

/** The client program: typed only by the generated paths; no `as`, no `!`, no `any`. */
const PROGRAM = `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const email = \`client-\${Date.now()}@example.nl\`;
const password = 'Lang-genoeg-wachtwoord-2026';

const guest = createClient<paths>({ baseUrl });
const registered = await guest.POST('/api/register', {
  body: { email, password, firstName: 'Client', lastName: 'Getypt', userType: 'talent' },
});
if (registered.error) throw new Error(registered.error.message);

const login = await guest.POST('/api/login', { body: { email, password } });
if (login.error) throw new Error(login.error.message);
// A talent without a second factor signs in in one step; the answer's union says which it is.
if ('mfaRequired' in login.data) throw new Error('a second sign-in step was asked');
const signedIn: string = login.data.email;
const cookie = login.response.headers.get('set-cookie')?.split(';')[0] ?? '';
const browser = createClient<paths>({ baseUrl, headers: { cookie } });

// An integration works with a personal access token, not the cookie.
const made = await browser.POST('/api/user/tokens', {
  body: { name: 'Getypte client', scopes: ['courses:read', 'courses:write'], expiresInDays: 1, password },
});
if (made.error) throw new Error(made.error.message);
const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${made.data.token}\` } });

const courses = await client.GET('/api/courses', { params: { query: { limit: 5 } } });
if (courses.error) throw new Error(courses.error.message);
const title: string = courses.data.items[0].title;
const total: number = courses.data.total;

// The whole catalogue, page by page, following nextCursor.
let paged = 0;
let pages = 0;
let cursor: string | undefined;
for (;;) {
  const page = await client.GET('/api/courses', { params: { query: { limit: 25, cursor } } });
  if (page.error) throw new Error(page.error.message);
  paged += page.data.items.length;
  pages++;
  if (page.data.nextCursor === null) break;
  cursor = page.data.nextCursor;
}

const enrolment = await client.POST('/api/courses/{id}/enroll', {
  params: { path: { id: courses.data.items[0].id } },
  body: {},
});
if (enrolment.error) throw new Error(enrolment.error.message);
console.log(JSON.stringify({ signedIn, count: courses.data.items.length, title, total, paged, pages, status: enrolment.response.status }));
`;

it('generates a typed client (openapi-typescript + openapi-fetch) and a program using it compiles with no cast and runs', async () => {
  const generator = binOf('openapi-typescript', 'bin/cli.js', path.join(root, 'scripts/openapi-client'));
  const generated = run(process.execPath, [generator, 'openapi.json', '--output', 'api.ts']);
  expect(generated.output).not.toMatch(/error/i);
  expect(generated.status).toBe(0);

  expect(PROGRAM).not.toMatch(/\bas\b|!\.|!\)|\bany\b/);
  fs.writeFileSync(path.join(work, 'program.ts'), PROGRAM);
  fs.writeFileSync(path.join(work, 'package.json'), '{ "type": "module", "private": true }\n');
  fs.writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM'],
        types: ['node'],
        typeRoots: [path.join(root, 'node_modules/@types')],
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        skipLibCheck: false,
      },
      files: ['program.ts', 'api.ts'],
    }),
  );
  const compiled = run(process.execPath, [binOf('typescript', 'bin/tsc'), '-p', 'tsconfig.json']);
  expect(compiled.output.trim()).toBe('');
  expect(compiled.status).toBe(0);

  const ran = await runAsync(process.execPath, [binOf('tsx', 'dist/cli.mjs'), 'program.ts', baseUrl]);
  expect(ran.status, ran.output).toBe(0);
  const answer = JSON.parse(ran.output.trim().split('\n')[0]);
  expect(answer).toMatchObject({ count: 5, status: 201 });
  expect(answer.signedIn).toMatch(/^client-\d+@example\.nl$/);
  expect(answer.title).toEqual(expect.any(String));
  expect(Number(answer.total)).toBeGreaterThan(5);
  // Paging with the token by cursor reached every course of the catalogue, over several pages.
  expect(answer.paged).toBe(answer.total);
  expect(answer.pages).toBe(Math.ceil(answer.total / 25));
}, 120_000);
