import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-dialect-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The e2e run's 500 on POST /api/courses: another process (the e2e helpers' sign-in step) wrote
// between the course transaction's read (the licence check) and its insert.
describe('SQLite transactions and another process writing the same file', () => {
  it('a transaction that reads and then writes is never refused by a write of another process in between', async () => {
    const file = path.join(dir, 'app.db');
    const db = connect(file);
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db.kysely);
    await sql`insert into counters (id, n) values (1, 0), (2, 0)`.execute(db.kysely);
    const other = new Database(file);
    other.pragma('busy_timeout = 0');
    let otherWrote: boolean | undefined;
    await db.kysely.transaction().execute(async (trx) => {
      await sql`select n from counters where id = 1`.execute(trx);
      try {
        other.prepare('update counters set n = n + 1 where id = 2').run();
        otherWrote = true;
      } catch (err) {
        // The other process waits for the lock (here: gives up at once) instead of us failing.
        expect(String(err)).toContain('database is locked');
        otherWrote = false;
      }
      await sql`update counters set n = n + 1 where id = 1`.execute(trx);
    });
    expect(otherWrote).toBe(false);
    const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(db.kysely);
    expect(rows[0]?.n).toBe(1);
    other.close();
    await db.close();
  });
});
