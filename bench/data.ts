/** Benchmark databases: generated once per size and kept in the temp directory for later runs. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { BULK_LEARNER_PREFIX, seedBulkCourses } from '../src/server/seed/bulk.ts';
import { generateBulkCourses } from '../src/server/seed/bulk-courses.ts';

const root = path.join(import.meta.dirname, '..');

/**
 * The cache key of a benchmark database: a hash of the migrations and of the bulk generator, so a
 * database built by an older schema (another branch, an earlier merge) is never reused. A stale
 * file once answered 500 on every catalogue request ("no such table").
 */
function dataVersion(): string {
  const hash = createHash('sha1');
  const dirs = ['src/server/db/migrations', 'src/server/seed'];
  for (const dir of dirs) {
    for (const name of fs.readdirSync(path.join(root, dir)).sort()) {
      if (dir.endsWith('seed') && !/^(bulk|catalogue)/.test(name)) continue;
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      hash.update(name).update(fs.readFileSync(path.join(root, dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 8);
}

/** An SQLite file with `count` generated courses (cached: the 100,000 one takes minutes to build). */
export async function sqliteBenchDb(count: number): Promise<string> {
  const dir = path.join(os.tmpdir(), 'skills-bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `catalogue-${count}-${dataVersion()}.db`);
  if (fs.existsSync(file)) return file;
  // Older versions of the same size are of no use any more (the 100,000 one is 600 MB).
  for (const old of fs.readdirSync(dir)) {
    if (old.startsWith(`catalogue-${count}-`)) fs.rmSync(path.join(dir, old), { force: true });
  }
  const building = `${file}.building`;
  for (const s of ['', '-wal', '-shm']) fs.rmSync(building + s, { force: true });
  const db = connect(building);
  const t0 = performance.now();
  await migrate(db);
  await seedBulkCourses(db, count);
  await db.close();
  fs.renameSync(building, file);
  console.log(`built ${file} in ${Math.round((performance.now() - t0) / 1000)} s`);
  return file;
}

/** A PostgreSQL database `skills_bench` with `count` generated courses (created once). */
export async function postgresBenchDb(adminUrl: string, count: number): Promise<string> {
  const url = new URL(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `skills_bench_${count}_${dataVersion()}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) {
    const all = await admin.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of all.rows) {
      if (datname.startsWith(`skills_bench_${count}_`)) await admin.query(`drop database "${datname}"`);
    }
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  url.pathname = `/${name}`;
  const db = connect(url.toString());
  await migrate(db);
  const seeded = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', `${BULK_LEARNER_PREFIX}-1@demo.example.nl`)
    .executeTakeFirst();
  if (!seeded) {
    const t0 = performance.now();
    await seedBulkCourses(db, count);
    console.log(`seeded ${name} in ${Math.round((performance.now() - t0) / 1000)} s`);
  }
  await db.close();
  return url.toString();
}

/**
 * 100 real words of the generated catalogue for rotating searches: every distinct word of four or
 * more letters, ordered by how often it occurs, sampled evenly from common to rare.
 */
export function searchWords(n = 100): string[] {
  const freq = new Map<string, number>();
  for (const c of generateBulkCourses(2_000)) {
    for (const w of `${c.title} ${c.description}`.toLowerCase().split(/[^\p{L}]+/u)) {
      if (w.length >= 4) freq.set(w, (freq.get(w) ?? 0) + 1);
    }
  }
  const words = [...freq.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  const step = words.length / n;
  return Array.from({ length: Math.min(n, words.length) }, (_, i) => words[Math.floor(i * step)]);
}
