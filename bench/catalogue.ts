/**
 * Catalogue load benchmark: a temporary SQLite database with 10,000 generated courses (plus their
 * ratings and enrolments), the real app (buildApp) on 127.0.0.1, and autocannon for a few seconds
 * per scenario. Prints a Markdown table; bench/README.md holds the figures measured.
 * Usage: tsx bench/catalogue.ts [--courses 10000] [--seconds 5] [--connections 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { verifyAllInstitutes } from '../src/server/features/admin/index.ts';
import { generateBulkCourses } from '../src/server/seed/bulk-courses.ts';
import { insertCatalogue } from '../src/server/seed/catalogue.ts';
import { SEED_INSTITUTES } from '../src/server/seed/catalogue-data.ts';

function arg(name: string, fallback: number, max: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`--${name} must be an integer 1..${max}`);
  return v;
}

export async function runCatalogueBench() {
  const courseCount = arg('courses', 10_000, 100_000);
  const seconds = arg('seconds', 5, 60);
  const connections = arg('connections', 10, 200);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalogue-'));
  const db = connect(path.join(dir, 'bench.db'));
  const t0 = performance.now();
  await migrate(db);
  const bulk = generateBulkCourses(courseCount).map((c, i) => ({
    ...c,
    instituteKey: SEED_INSTITUTES[i % SEED_INSTITUTES.length].key,
  }));
  await db.kysely.transaction().execute(async (trx) => {
    await insertCatalogue(trx, SEED_INSTITUTES, bulk, { passwordHash: 'x' });
    // Only verified institutes' courses are public (issue 9).
    await verifyAllInstitutes(trx);
  });
  const seedMs = Math.round(performance.now() - t0);
  const counts = await Promise.all(
    (['courses', 'enrollments', 'courseRatings'] as const).map(async (table) => {
      const { n } = await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return `${Number(n)} ${table}`;
    }),
  );
  console.log(`Seeded ${counts.join(', ')} in ${seedMs} ms`);

  const config = {
    ...loadConfig({}),
    webDir: '/nonexistent',
    apiRateLimit: 10_000_000,
    logLevel: 'warn',
  };
  const app = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;

  const mid = Math.floor(courseCount / 2);
  const scenarios: [string, string][] = [
    ['list page (limit=24)', '/api/courses?limit=24'],
    ['deep page (offset=5000)', '/api/courses?limit=24&offset=5000'],
    ['search "excel"', '/api/courses?limit=24&search=excel'],
    ['search, no match', '/api/courses?limit=24&search=bestaatniet'],
    ['category + level', '/api/courses?limit=24&category=Data%20%26%20Analytics&level=Advanced'],
    ['all filters', '/api/courses?limit=24&category=Healthcare&level=Beginner&search=zorg'],
    ['coach list (limit=500)', '/api/courses?limit=500'],
    ['detail', `/api/courses/${mid}`],
  ];
  const rows: string[] = [];
  try {
    for (const [name, url] of scenarios) {
      const probe = await fetch(base + url);
      if (!probe.ok) throw new Error(`${url}: ${probe.status}`);
      const r = await autocannon({ url: base + url, connections, duration: seconds });
      rows.push(
        `| ${name} | \`${url}\` | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const header = [
    `${courseCount} courses, SQLite, ${connections} connections, ${seconds} s per scenario, Node ${process.version}, ${os.cpus().length} CPUs`,
    '',
    '| scenario | URL | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---:|---:|---:|---:|',
  ];
  return [...header, ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`\n${await runCatalogueBench()}`);
}
