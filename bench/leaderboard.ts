/**
 * `npm run bench:leaderboard`: what a leaderboard page costs with the demo's users and with many
 * more (issue 48, goal "a page at 100,000 users within 2× of its cost at 129"). Two demo SQLite
 * databases, one with `--users N` (100,000) extra talents who each enrolled in a course (every
 * seventh also passed it, every third posted), so all of them have points; both servers side by
 * side, the demo talent's session, the same reads interleaved over `--rounds` (2). Prints req/s,
 * p50 and p99 per read and database and the ratio many ÷ demo. The databases are kept in
 * $TMPDIR/skills-bench (per migration set) for later runs.
 *   npm run bench:leaderboard -- --users 100000 --seconds 5
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { leaderboardRows, leaderboardStanding } from '../src/server/features/community/joined-reads.ts';
import { DEMO_PASSWORD } from '../src/server/seed/demo-accounts.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';
import { percentile } from './catalogue.ts';
import { startServer } from './servers.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 100_000);
const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 2);
const CONNECTIONS = arg('connections', 50);

const root = path.join(import.meta.dirname, '..');
const migrationDir = path.join(root, 'src/server/db/migrations');
const migrations = (() => {
  const hash = createHash('sha1');
  for (const name of fs.readdirSync(migrationDir).sort())
    if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
      hash.update(name).update(fs.readFileSync(path.join(migrationDir, name)));
  return hash.digest('hex').slice(0, 8);
})();
const dir = path.join(os.tmpdir(), 'skills-bench');

/** A demo database with `extra` more talents who all have points (built once, then kept). */
async function database(extra: number): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `leaderboard-${extra}-${migrations}.db`);
  if (fs.existsSync(file)) return file;
  const building = `${file}.building`;
  for (const s of ['', '-wal', '-shm']) fs.rmSync(building + s, { force: true });
  const db = connect(building);
  const t0 = performance.now();
  await migrate(db);
  await seedIfEmpty(db, { passwordHashLogN: 14 });
  const k = db.kysely;
  const model = await k
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'talent@example.nl')
    .executeTakeFirstOrThrow();
  const courses = (await k.selectFrom('courses').select('id').where('isActive', '=', 1).execute()).map(
    (c) => c.id,
  );
  const now = new Date().toISOString();
  for (let i = 0; i < extra; i += 500) {
    const ids = Array.from({ length: Math.min(500, extra - i) }, (_, j) => i + j);
    await k.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          ids.map((n) => ({
            ...model,
            id: `lb-user-${n}`,
            email: `lb-user-${n}@example.nl`,
            firstName: 'Ranglijst',
            lastName: `Gebruiker ${n}`,
            employerId: null,
          })) as never,
        )
        .execute();
      await trx
        .insertInto('enrollments')
        .values(
          ids.map((n) => ({
            userId: `lb-user-${n}`,
            courseId: courses[n % courses.length],
            status: n % 7 === 0 ? 'passed' : 'enrolled',
            progress: n % 7 === 0 ? 100 : 10,
            createdAt: now,
          })) as never,
        )
        .execute();
      const posters = ids.filter((n) => n % 3 === 0);
      if (posters.length)
        await trx
          .insertInto('socialPosts')
          .values(
            posters.map((n) => ({
              authorId: `lb-user-${n}`,
              type: 'tip',
              content: 'Een tip',
              createdAt: now,
            })) as never,
          )
          .execute();
    });
  }
  await db.close();
  fs.renameSync(building, file);
  console.log(`built ${path.basename(file)} in ${Math.round((performance.now() - t0) / 1000)} s`);
  return file;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'talent@example.nl', password: DEMO_PASSWORD }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in: ${res.status}`);
  return cookie;
}

async function load(url: string, cookie: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: { cookie } });
  const ms: number[] = [];
  const run = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  run.on('response', (_c, _s, _b, t) => ms.push(t));
  const r = await run;
  const sorted = Float64Array.from(ms).sort();
  if (r.non2xx > 0) throw new Error(`${url}: ${r.non2xx} answers not 2xx`);
  return { rps: Math.round(r.requests.average), p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

const files = [await database(0), await database(USERS)];

/**
 * The store's reads alone, in this process, one at a time (the machine's load matters less than
 * under 50 connections): the first page, the page after the 1,000th user, the demo talent's rank.
 * Median of `n` runs each, the two databases interleaved.
 */
async function storeReads(n = 200) {
  const dbs = files.map((f) => connect(f));
  const times = dbs.map(() => ({ first: [] as number[], deep: [] as number[], standing: [] as number[] }));
  // Each database seeded its own demo talent (ids are random): the rank is read for that one. (Until
  // 2026-11-29 the first database's id was used for both, so the large one answered "not ranked".)
  const talents = await Promise.all(
    dbs.map((db) =>
      db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'talent@example.nl')
        .executeTakeFirstOrThrow(),
    ),
  );
  const deepKey = await Promise.all(
    dbs.map(async (db) => {
      const rows = await leaderboardRows(db.kysely, undefined, 1000);
      return rows.length > 1000 ? rows[999].key : undefined;
    }),
  );
  for (let i = 0; i < n; i++) {
    for (const [j, db] of dbs.entries()) {
      let t = performance.now();
      await leaderboardRows(db.kysely, undefined, 50);
      times[j].first.push(performance.now() - t);
      t = performance.now();
      await leaderboardRows(db.kysely, deepKey[j], 50);
      times[j].deep.push(performance.now() - t);
      t = performance.now();
      const standing = await leaderboardStanding(db.kysely, talents[j].id);
      if (!standing) throw new Error('the demo talent has no rank');
      times[j].standing.push(performance.now() - t);
    }
  }
  await Promise.all(dbs.map((db) => db.close()));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\n| store read (in-process, median of ${n}) | demo ms | + ${USERS} users ms | ratio |`);
  console.log('|---|---:|---:|---:|');
  for (const k of ['first', 'deep', 'standing'] as const) {
    const [a, b] = times.map((t) => med(t[k]));
    const name = {
      first: 'first page (50)',
      deep: 'page after the 1,000th user (50; demo: first page)',
      standing: "the demo talent's rank",
    }[k];
    console.log(`| ${name} | ${a.toFixed(2)} | ${b.toFixed(2)} | ${(b / a).toFixed(2)} |`);
  }
}
await storeReads();
if (process.argv.includes('--store-only')) process.exit(0);
const servers = await Promise.all(files.map((f) => startServer(['app', f])));
const reads = ['/api/social/leaderboard?limit=50', '/api/social/stats'];
const out = new Map<string, { rps: number; p50: number; p99: number }[][]>();
try {
  const cookies = await Promise.all(servers.map((s) => signIn(s.base)));
  // The page after the 1,000th user: every page costs the same, wherever it starts.
  const deep: string[] = [];
  for (const [i, s] of servers.entries()) {
    let url = '/api/social/leaderboard?limit=200';
    for (let n = 0; n < 5; n++) {
      const page = (await (await fetch(s.base + url, { headers: { cookie: cookies[i] } })).json()) as {
        nextCursor: string | null;
      };
      if (!page.nextCursor) break;
      url = `/api/social/leaderboard?limit=50&cursor=${page.nextCursor}`;
    }
    deep.push(url);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const read of [...reads, 'deep']) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      const row = out.get(read) ?? [[], []];
      for (const i of order) {
        const p = read === 'deep' ? deep[i] : read;
        row[i].push(await load(servers[i].base + p, cookies[i]));
      }
      out.set(read, row);
      console.log(`${read}: demo ${row[0][round].rps}, ${USERS} more ${row[1][round].rps} req/s`);
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load1 = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
console.log(
  `\n${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model}, load ${load1}; ` +
    `${ROUNDS} interleaved rounds, ${SECONDS} s, ${CONNECTIONS} connections\n`,
);
console.log(
  `| read | demo (129 users) req/s, p50 / p99 ms | + ${USERS} users req/s, p50 / p99 ms | cost ratio (demo req/s ÷ many req/s) |`,
);
console.log('|---|---:|---:|---:|');
for (const [read, [a, b]] of out) {
  const fmt = (xs: typeof a) =>
    `${xs.map((x) => x.rps).join(', ')}; ${median(xs.map((x) => x.p50))} / ${median(xs.map((x) => x.p99))}`;
  const ratio = median(a.map((x) => x.rps)) / median(b.map((x) => x.rps));
  const name =
    read === 'deep' ? 'leaderboard page after the 1,000th user, limit=50 (demo: its one page of 200)' : read;
  console.log(`| ${name} | ${fmt(a)} | ${fmt(b)} | ${ratio.toFixed(2)} |`);
}
