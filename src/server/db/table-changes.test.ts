import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import { migrate } from './migrations/index.ts';

/** Resolves with the tables `db2` hears about, or what it heard by `ms`. */
function heard(changes: ReturnType<typeof connect>['changes'], tables: string[], ms = 3_000) {
  const got = new Set<string>();
  return new Promise<string[]>((resolve) => {
    const done = () => resolve([...got].sort());
    for (const t of tables) {
      changes.on([t], () => {
        got.add(t);
        if (got.size === tables.length) done();
      });
    }
    setTimeout(done, ms);
  });
}

describe('table change signals (decision 252)', () => {
  it('this process hears its own writes after the statement: Kysely and raw SQL, insert, update, delete', async () => {
    const db = connect(':memory:');
    await migrate(db);
    const tables: string[] = [];
    db.changes.on(['notifications', 'sessions', 'users'], () => tables.push('x'));
    const seen: string[] = [];
    for (const t of ['notifications', 'sessions', 'users', 'courses']) db.changes.on([t], () => seen.push(t));
    await db.kysely.selectFrom('users').select('id').execute();
    expect(seen).toEqual([]);
    await db.kysely.deleteFrom('notifications').execute();
    await db.kysely.updateTable('users as u').set({ firstName: 'X' }).where('u.id', '=', 'nobody').execute();
    await sql`delete from sessions where id = ${'none'}`.execute(db.kysely);
    expect(seen).toEqual(['notifications', 'users', 'sessions']);
    await db.close();
  });

  it('SQLite: a commit by another connection drops every cache at the next sync()', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'changes-')), 'db.sqlite');
    const a = connect(file);
    await migrate(a);
    const b = connect(file);
    let drops = 0;
    b.changes.on(['users'], () => drops++);
    expect(b.changes.sync()).toBe(true);
    expect(drops).toBe(0);
    await sql`update catalogue_state set version = version + 1`.execute(a.kysely);
    await new Promise((r) => setTimeout(r, 15));
    expect(b.changes.sync()).toBe(true);
    expect(drops).toBe(1);
    expect(b.changes.sync()).toBe(true);
    expect(drops).toBe(1);
    await a.close();
    await b.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: another process hears a write at commit, and only of its own schema',
    async () => {
      const url = process.env.TEST_DATABASE_URL as string;
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const other = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}; create schema ${other}`);
      const writer = connect(url, { schema });
      const elsewhere = connect(url, { schema: other });
      try {
        await migrate(writer);
        await migrate(elsewhere);
        const reader = connect(url, { schema });
        try {
          for (let i = 0; i < 50 && !reader.changes.sync(); i++) await new Promise((r) => setTimeout(r, 50));
          expect(reader.changes.sync()).toBe(true);
          // A write in a transaction is heard at commit, not before.
          const early = heard(reader.changes, ['notifications'], 400);
          const committed = writer.kysely.transaction().execute(async (trx) => {
            await trx.deleteFrom('notifications').execute();
            expect(await early).toEqual([]);
          });
          const late = heard(reader.changes, ['notifications', 'users']);
          await committed;
          await writer.kysely
            .updateTable('users')
            .set({ firstName: 'Y' })
            .where('id', '=', 'nobody')
            .execute();
          expect(await late).toEqual(['notifications', 'users']);
          // A write in another schema is not heard.
          const none = heard(reader.changes, ['sessions'], 500);
          await elsewhere.kysely.deleteFrom('sessions').execute();
          expect(await none).toEqual([]);
        } finally {
          await reader.close();
        }
      } finally {
        await writer.close();
        await elsewhere.close();
        await admin.query(`drop schema ${schema} cascade; drop schema ${other} cascade`);
        await admin.end();
      }
    },
  );
});
