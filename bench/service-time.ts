/**
 * Service time per request without concurrency: sequential app.inject() calls on a benchmark
 * database (no sockets, no client in the way). Useful when the machine is too busy for load figures.
 * Usage: tsx bench/service-time.ts [--courses 100000]
 */
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { searchWords, sqliteBenchDb } from './data.ts';

const i = process.argv.indexOf('--courses');
const count = i >= 0 ? Number(process.argv[i + 1]) : 100_000;
const db = connect(await sqliteBenchDb(count));
const app = await buildApp({ db, config: { ...loadConfig({}), webDir: '/nonexistent', apiRateLimit: 1e9 } });
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function time(name: string, urls: string[], rounds: number, expected = 200) {
  for (const url of urls) await app.inject({ url }); // warm
  const ms: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const url of urls) {
      const t0 = performance.now();
      const res = await app.inject({ url });
      ms.push(performance.now() - t0);
      if (res.statusCode !== expected) throw new Error(`${url}: ${res.statusCode}`);
    }
  }
  ms.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(2);
  console.log(`| ${name} | ${ms.length} | ${f(pct(ms, 50))} | ${f(pct(ms, 95))} | ${f(pct(ms, 99))} |`);
}

console.log(`${count} courses, SQLite, sequential app.inject()\n`);
console.log('| scenario | requests | p50 ms | p95 ms | p99 ms |\n|---|---:|---:|---:|---:|');
await time('GET /api/user signed out', ['/api/user'], 500, 401);
await time('catalogue page', ['/api/courses?limit=24'], 200);
await time('category + level', ['/api/courses?limit=24&category=Data%20%26%20Analytics&level=Advanced'], 200);
let deep = '/api/courses?limit=200';
for (let page = 0; page < 25; page++) {
  const { nextCursor } = (await app.inject({ url: deep })).json() as { nextCursor: string };
  deep = `/api/courses?limit=${page < 24 ? 200 : 24}&cursor=${nextCursor}`;
}
await time('deep page by cursor (after the 5,000th course)', [deep], 200);
await time(
  'search, 100 words',
  searchWords(100).map((w) => `/api/courses?limit=24&search=${encodeURIComponent(w)}`),
  3,
);
await app.close();
await db.close();
