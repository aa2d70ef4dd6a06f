/**
 * Crash safety: writes under load, kills the server with SIGKILL several times, restarts
 * it and checks that every write the server acknowledged (201) is still there.
 *   npx tsx scripts/crash-safety.ts [--engine sqlite|postgres|both] [--kills 5] [--seconds 3] [--workers 8]
 * PostgreSQL uses TEST_DATABASE_URL (a fresh database is made and dropped). npm test runs a short form.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '../src/server/db/connect.ts';
import { freshPostgresDatabase, startServer } from '../src/server/test/spawn-server.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    kills: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '3' },
    workers: { type: 'string', default: '8' },
  },
});
const kills = Number(values.kills);
const seconds = Number(values.seconds);
const workers = Number(values.workers);

async function run(engine: 'sqlite' | 'postgres'): Promise<boolean> {
  let databaseUrl: string;
  let cleanup = async () => {};
  if (engine === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) {
      console.log('crash-safety [postgres]: overgeslagen (geen TEST_DATABASE_URL)');
      return true;
    }
    const db = await freshPostgresDatabase(base, 'crash');
    databaseUrl = db.url;
    cleanup = db.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
    databaseUrl = path.join(dir, 'app.db');
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const acknowledged: string[] = [];
  let attempted = 0;
  try {
    for (let round = 0; round < kills; round++) {
      const server = await startServer({
        DATABASE_URL: databaseUrl,
        AUTH_RATE_LIMIT: '1000000',
        API_RATE_LIMIT: '1000000',
      });
      let stop = false;
      const loop = async (w: number) => {
        let n = 0;
        while (!stop) {
          const email = `crash-${round}-${w}-${n++}@test.nl`;
          attempted++;
          try {
            const res = await fetch(`${server.url}/api/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                email,
                password: 'Fietsbel-Oranje7',
                firstName: 'Crash',
                lastName: 'Test',
              }),
            });
            if (res.status === 201) acknowledged.push(email);
          } catch {
            // The server died mid-request: not acknowledged, so not checked.
          }
        }
      };
      const before = acknowledged.length;
      const running = Array.from({ length: workers }, (_, w) => loop(w));
      await new Promise((r) => setTimeout(r, seconds * 1000 * (0.5 + Math.random())));
      // On a busy machine one write can outlast the window: the kill waits for this round's first
      // acknowledged write (up to a minute), so every round kills a server with writes to keep.
      const deadline = Date.now() + 60_000;
      while (acknowledged.length === before && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(running);
    }
    // Start once more (recovery after the last kill), then check every acknowledged write.
    const last = await startServer({ DATABASE_URL: databaseUrl });
    await last.kill('SIGTERM');
    const db = connect(databaseUrl);
    const found = new Set<string>();
    for (let i = 0; i < acknowledged.length; i += 500) {
      const rows = await db.kysely
        .selectFrom('users')
        .select('email')
        .where('email', 'in', acknowledged.slice(i, i + 500))
        .execute();
      for (const r of rows) found.add(r.email);
    }
    await db.close();
    const lost = acknowledged.filter((e) => !found.has(e));
    console.log(
      `crash-safety [${engine}]: ${kills}× SIGKILL, ${attempted} writes tried, ${acknowledged.length} acknowledged, ${lost.length} lost`,
    );
    if (lost.length) console.error(`  verloren: ${lost.slice(0, 10).join(', ')}`);
    return lost.length === 0 && acknowledged.length > 0;
  } finally {
    await cleanup();
  }
}

const engines =
  values.engine === 'both' ? (['sqlite', 'postgres'] as const) : [values.engine as 'sqlite' | 'postgres'];
let ok = true;
for (const engine of engines) ok = (await run(engine)) && ok;
process.exit(ok ? 0 : 1);
