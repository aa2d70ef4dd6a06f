import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { nowIso } from '../../db/connect.ts';
import { userReferences } from '../../db/user-references.ts';
import { DEMO } from '../../test/accounts.ts';
import { describeApi, login, type TestEnv } from '../../test/harness.ts';
import {
  exportSections,
  NOT_A_USER_REFERENCE,
  NOT_EXPORTED,
  personalDataGaps,
  REDACTED,
  USER_COLUMN,
} from './personal-data.ts';

/** Every table of the migrated database, by Kysely's camelCase name. */
async function tableNames(env: TestEnv): Promise<Set<string>> {
  const rows =
    env.engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(env.db.kysely)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
          env.db.kysely,
        );
  return new Set(rows.rows.map((r) => r.name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())));
}

describe('the completeness check of the personal data (issue 47 part 7)', () => {
  const tables = new Set([
    'users',
    'newThing',
    'loginFailures',
    'sessions',
    'personalAccessTokens',
    'idempotencyKeys',
  ]);
  const base = [
    { table: 'sessions', column: 'userId', onDelete: 'cascade' as const },
    { table: 'personalAccessTokens', column: 'userId', onDelete: 'cascade' as const },
    { table: 'idempotencyKeys', column: 'userId', onDelete: 'cascade' as const },
  ];
  const none = { notExported: {}, sectionNames: {}, redacted: {} };

  it('fails, naming the table, when a user-owned table is in neither the export nor the deletion', () => {
    const refs = [...base, { table: 'newThing', column: 'ownerId', onDelete: 'no action' as const }];
    const gaps = personalDataGaps(refs, tables, { ...none, notExported: { 'newThing.ownerId': 'not mine' } });
    expect(gaps).toEqual([expect.stringMatching(/^table newThing: newThing\.ownerId .*neither exported/)]);
  });

  it('fails, naming the table, when the deletion would leave a row behind', () => {
    const refs = [...base, { table: 'newThing', column: 'userId', onDelete: 'restrict' as const }];
    expect(personalDataGaps(refs, tables, none)).toEqual([
      expect.stringMatching(/^table newThing: .*ON DELETE restrict/),
    ]);
  });

  it('passes a new table that cascades: the export takes it by itself', () => {
    const refs = [...base, { table: 'newThing', column: 'userId', onDelete: 'cascade' as const }];
    expect(personalDataGaps(refs, tables, none)).toEqual([]);
    expect(exportSections(refs).map((s) => s.label)).toContain('newThing');
  });

  it('fails on an entry that names a reference the schema no longer has', () => {
    expect(personalDataGaps(base, tables, { ...none, notExported: { 'goneTable.userId': 'x' } })).toEqual([
      expect.stringMatching(/^table goneTable: /),
    ]);
  });
});

/** Every column whose name says it holds a user's id, as `table.column` in Kysely's camelCase. */
async function userLikeColumns(env: TestEnv): Promise<string[]> {
  const rows =
    env.engine === 'postgres'
      ? await sql<{ tbl: string; col: string }>`select table_name as tbl, column_name as col
          from information_schema.columns where table_schema = current_schema()`.execute(env.db.kysely)
      : await sql<{ tbl: string; col: string }>`select m.name as tbl, p.name as col
          from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table'`.execute(env.db.kysely);
  const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return rows.rows
    .map((r) => `${camel(r.tbl)}.${camel(r.col)}`)
    .filter((ref) => USER_COLUMN.test(ref.split('.')[1]))
    .sort();
}

describeApi('the personal-data export, derived from the schema', (env) => {
  it('knows every column that holds a user id: a foreign key to users.id (so exported or excluded with why), or named with why it is none', async () => {
    const refs = new Set(
      (await userReferences(env().db.kysely, env().engine)).map((r) => `${r.table}.${r.column}`),
    );
    const columns = await userLikeColumns(env());
    expect(columns.filter((c) => !refs.has(c) && !(c in NOT_A_USER_REFERENCE))).toEqual([]);
    expect(Object.keys(NOT_A_USER_REFERENCE).filter((c) => !columns.includes(c) || refs.has(c))).toEqual([]);
  });

  it('covers every reference to users.id of the migrated database, in the export or the deletion', async () => {
    const refs = await userReferences(env().db.kysely, env().engine);
    expect(refs.length).toBeGreaterThanOrEqual(52);
    expect(personalDataGaps(refs, await tableNames(env()))).toEqual([]);
    // Every reference not exported names someone else's rows and is cleared or removed by its key.
    for (const r of refs.filter((r) => `${r.table}.${r.column}` in NOT_EXPORTED))
      expect(['cascade', 'set null'], `${r.table}.${r.column}`).toContain(r.onDelete);
  });

  it("exports the demo talent's skills, passkeys, imported credentials, OIDC links and e-mail preferences, without secrets", async () => {
    const { app, db } = env();
    const k = db.kysely;
    const cookie = await login(app, DEMO.talent);
    const me = await k
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.talent)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const publicKey = randomBytes(32).toString('base64url');
    await k
      .insertInto('userPasskeys')
      .values({
        id: randomUUID(),
        userId: me.id,
        name: 'Telefoon',
        publicKey,
        counter: 3,
        transports: 'internal',
        createdAt: now,
      })
      .execute();
    await k
      .insertInto('oidcIdentities')
      .values({
        issuer: 'https://login.example.org',
        subject: 'sub-1',
        userId: me.id,
        provider: 'surfconext',
        createdAt: now,
      })
      .execute();
    await k
      .insertInto('importedCredentials')
      .values({
        id: randomUUID(),
        userId: me.id,
        credentialId: `urn:uuid:${randomUUID()}`,
        issuerId: 'did:key:z6Mk-elders',
        issuerName: 'Elders Academie',
        achievementName: 'Spreadsheets',
        skills: '[]',
        document: '{}',
        issuedAt: now,
        importedAt: now,
        checkedAt: now,
      })
      .execute();
    const unsubscribeToken = randomBytes(24).toString('base64url');
    await k
      .insertInto('emailPreferences')
      .values({
        userId: me.id,
        achievement: 1,
        reminder: 0,
        social: 1,
        system: 1,
        unsubscribeToken,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ unsubscribeToken }))
      .execute();
    const secret = 'JBSWY3DPEHPK3PXPSECRETSEED';
    await k
      .insertInto('userTotp')
      .values({ userId: me.id, secret, createdAt: now })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();

    const res = await app.inject({ url: '/api/user/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const data = res.json() as Record<string, Record<string, unknown>[]>;
    const skills = await k.selectFrom('userSkills').select('name').where('userId', '=', me.id).execute();
    expect(skills.length).toBeGreaterThan(0);
    expect(data.skills.map((s) => s.name).sort()).toEqual(skills.map((s) => s.name).sort());
    expect(data.passkeys).toEqual([
      expect.objectContaining({ name: 'Telefoon', transports: 'internal', counter: 3 }),
    ]);
    expect(data.passkeys[0]).not.toHaveProperty('publicKey');
    expect(data.oidcLinks).toEqual([expect.objectContaining({ provider: 'surfconext', subject: 'sub-1' })]);
    expect(data.importedCredentials).toEqual([expect.objectContaining({ achievementName: 'Spreadsheets' })]);
    expect(data.emailPreferences).toEqual([expect.objectContaining({ achievement: 1, reminder: 0 })]);
    expect(data.emailPreferences[0]).not.toHaveProperty('unsubscribeToken');
    expect(data.userTotp?.[0]).not.toHaveProperty('secret');
    // No redacted column anywhere, no secret value anywhere.
    for (const body of [publicKey, unsubscribeToken, secret, 'scrypt$', cookie.split('=')[1]])
      expect(res.body).not.toContain(body);
    for (const [section, rows] of Object.entries(data))
      for (const row of Array.isArray(rows) ? rows : [])
        for (const column of Object.keys(row))
          expect(REDACTED[column], `${section}.${column}`).toBeUndefined();
    expect(data.profile).not.toHaveProperty('passwordHash');
  });

  it('exports a table added later without a line of code, its secret column redacted', async () => {
    const { app, db } = env();
    const k = db.kysely;
    const { id: userId } = await k
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.company)
      .executeTakeFirstOrThrow();
    await sql`create table later_notes (id integer primary key, user_id text not null references users(id) on delete cascade, note text not null, token_hash text not null)`.execute(
      k,
    );
    try {
      await sql`insert into later_notes (id, user_id, note, token_hash) values (1, ${userId}, 'Bewaard', 'h4sh')`.execute(
        k,
      );
      const res = await app.inject({
        url: '/api/user/export',
        headers: { cookie: await login(app, DEMO.company) },
      });
      expect(res.json().laterNotes).toEqual([{ id: 1, userId, note: 'Bewaard' }]);
      expect(personalDataGaps(await userReferences(k, env().engine), await tableNames(env()))).toEqual([]);
    } finally {
      await sql`drop table later_notes`.execute(k);
    }
  });
});
