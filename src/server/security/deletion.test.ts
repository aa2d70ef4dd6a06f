import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { SCAN_QUESTION_COUNT } from '../../domain/scan/index.ts';
import { DEMO, registerAccount } from '../test/accounts.ts';
import { describeApi, login } from '../test/harness.ts';

/**
 * After DELETE /api/user no row (both engines) and no page of the SQLite file
 * holds the person's e-mail, names, address or texts, nor their id; other people's notifications
 * name "een verwijderde gebruiker"; audit rows keep an opaque id. The export holds the stored
 * course recommendations.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deletion-'));
const file = path.join(dir, 'app.db');

const MARK = {
  first: 'Zwaluwstaartje',
  last: 'Quibbelmans',
  address: 'Kwikstaartlaan 77',
  city: 'Vogelenzangdorp',
  post: 'Mijn geheime tip over de Pimpelmeesgracht',
  comment: 'Reactie over de Roodborstkade',
};

describeApi(
  'account deletion leaves nothing behind',
  (env) => {
    it('removes every trace of the person; others see "een verwijderde gebruiker"', async () => {
      const { app, db, engine } = env();
      const req = (method: string, url: string, cookie?: string, payload?: object) =>
        app.inject({
          method: method as 'POST',
          url,
          headers: cookie ? { cookie } : {},
          ...(payload ? { payload } : {}),
        });
      const person = await registerAccount(app, 'talent', MARK.first);
      const email = person.email;
      const cookie = person.cookie;
      expect(
        (
          await req('PATCH', '/api/user/profile', cookie, {
            firstName: MARK.first,
            lastName: MARK.last,
            address: MARK.address,
            city: MARK.city,
          })
        ).statusCode,
      ).toBe(200);
      // A scan (answers and stored recommendations).
      const answers = Object.fromEntries(
        Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), ((i * 7) % 5) + 1]),
      );
      expect((await req('POST', '/api/enhanced-assessment/submit', cookie, { answers })).statusCode).toBe(
        200,
      );
      expect((await req('GET', '/api/user/recommendations', cookie)).statusCode).toBe(200);
      // Texts of their own, and activity that notifies someone else (naming the person).
      expect(
        (await req('POST', '/api/social/posts', cookie, { type: 'tip', content: MARK.post })).statusCode,
      ).toBe(201);
      const other = await login(app, DEMO.talent);
      const otherPost = await req('POST', '/api/social/posts', other, {
        type: 'tip',
        content: 'Hallo allemaal',
      });
      const otherPostId = otherPost.json().id as number;
      expect((await req('POST', `/api/social/posts/${otherPostId}/like`, cookie)).statusCode).toBe(200);
      expect(
        (await req('POST', `/api/social/posts/${otherPostId}/comments`, cookie, { content: MARK.comment }))
          .statusCode,
      ).toBe(201);
      // A name change after the events: the notifications still hold the old name; the actor
      // recorded with them (migration 056) finds them all the same.
      expect(
        (
          await req('PATCH', '/api/user/profile', cookie, {
            firstName: 'Hernoemdje',
            lastName: 'Vogelaarster',
            address: MARK.address,
            city: MARK.city,
          })
        ).statusCode,
      ).toBe(200);
      // Failed logins (keys with the e-mail) and an admin action on the account (audit row).
      for (let i = 0; i < 2; i++) {
        await req('POST', '/api/login', undefined, { email, password: 'verkeerd-wachtwoord' });
      }
      const superadmin = await login(app, DEMO.superadmin);
      expect(
        (await req('PATCH', '/api/admin/user/type', superadmin, { userId: person.id, userType: 'company' }))
          .statusCode,
      ).toBe(200);
      expect(
        (await req('PATCH', '/api/admin/user/type', superadmin, { userId: person.id, userType: 'talent' }))
          .statusCode,
      ).toBe(200);

      // A mail job naming the person (a password reset asked for the address).
      expect((await req('POST', '/api/auth/password-reset', undefined, { email })).statusCode).toBe(202);

      // The export includes the stored course recommendations.
      const exported = (await req('GET', '/api/user/export', cookie)).json() as Record<string, unknown[]>;
      expect(exported.courseRecommendations?.length ?? 0).toBeGreaterThan(0);
      expect(exported.recommendationSets).toHaveLength(1);

      const res = await req('DELETE', '/api/user', cookie, { password: 'Fietsbel-Oranje7' });
      expect(res.statusCode, res.body).toBe(200);

      // No row of any table holds the person.
      const markers = [
        email,
        MARK.first,
        MARK.last,
        MARK.address,
        MARK.city,
        MARK.post,
        MARK.comment,
        person.id,
      ];
      const tables =
        engine === 'sqlite'
          ? (
              await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
                db.kysely,
              )
            ).rows.map((r) => r.name)
          : (
              await sql<{
                name: string;
              }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
                db.kysely,
              )
            ).rows.map((r) => r.name);
      expect(tables.length).toBeGreaterThan(20);
      for (const table of tables) {
        const rows = (await sql`select * from ${sql.table(table)}`.execute(db.kysely)).rows;
        const text = JSON.stringify(rows);
        for (const marker of markers) expect(text.includes(marker), `${table} holds ${marker}`).toBe(false);
      }

      // Other people's notifications name a deleted user.
      const notes = (await req('GET', '/api/user/notifications', other)).json().items as {
        title: string;
        message: string;
      }[];
      const about = notes.filter((n) => /verwijderde gebruiker/i.test(n.message));
      expect(about.length).toBeGreaterThanOrEqual(2);
      expect(about[0].message).toMatch(/^Een verwijderde gebruiker /);
      const english = (
        await app.inject({
          url: '/api/user/notifications',
          headers: { cookie: other, 'accept-language': 'en' },
        })
      ).json().items as { message: string }[];
      expect(english.some((n) => /^A deleted user /.test(n.message))).toBe(true);

      // Audit rows stay, with an opaque id instead of the person's.
      const audit = await db.kysely
        .selectFrom('auditLog')
        .select(['targetId', 'details'])
        .where('action', '=', 'user.type.change')
        .where('targetId', 'like', 'deleted-%')
        .execute();
      expect(audit).toHaveLength(2);
      expect(audit[0].targetId).toBe(audit[1].targetId);

      if (engine === 'sqlite') {
        // No page of the database file (nor its write-ahead log) holds the person's data.
        const bytes = Buffer.concat(
          [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)),
        );
        for (const marker of markers) {
          expect(bytes.includes(Buffer.from(marker, 'utf8')), `database file holds ${marker}`).toBe(false);
        }
      }
    });
  },
  { seed: true, sqliteFile: file },
);
