/** npm run seed:reset: deletes the local SQLite database so the next start seeds fresh demo data. */
import fs from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { isPostgresUrl } from '../src/server/db/connect.ts';

const { databaseUrl } = loadConfig();
if (isPostgresUrl(databaseUrl)) {
  console.error('seed:reset werkt alleen voor SQLite; leeg een PostgreSQL-database zelf.');
  process.exit(1);
}
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(databaseUrl + suffix, { force: true });
console.log(`Verwijderd: ${databaseUrl}. De volgende start vult de demodata opnieuw.`);
