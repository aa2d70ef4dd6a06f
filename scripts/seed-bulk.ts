/**
 * npm run seed:bulk -- --courses N: fills the database of DATABASE_URL (default ./data/app.db) with
 * N generated courses, their ratings and enrolments, after the demo seed (run first when the
 * database is empty). `npm start` then serves it as usual.
 */
import { loadConfig } from '../src/server/config.ts';
import { connect } from '../src/server/db/connect.ts';
import { migrate } from '../src/server/db/migrations/index.ts';
import { seedBulkCourses } from '../src/server/seed/bulk.ts';
import { seedIfEmpty } from '../src/server/seed/index.ts';

const i = process.argv.indexOf('--courses');
const count = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Gebruik: npm run seed:bulk -- --courses N   (N van 1 tot 1000000)');
  process.exit(1);
}
const config = loadConfig();
const db = connect(config.databaseUrl);
try {
  await migrate(db);
  if (await seedIfEmpty(db, { passwordHashLogN: config.passwordHashLogN })) console.log('Demodata geladen.');
  const t0 = performance.now();
  await seedBulkCourses(db, count);
  console.log(`${count} cursussen toegevoegd in ${Math.round(performance.now() - t0)} ms.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.close();
}
