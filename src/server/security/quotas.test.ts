import { expect, it } from 'vitest';
import { registerAccount } from '../test/accounts.ts';
import { describeApi } from '../test/harness.ts';

/** Hourly quotas per user (429 with Retry-After) and coalesced notifications. */
describeApi(
  'hourly quotas and notification floods',
  (env) => {
    it('answers 429 with Retry-After beyond the hourly quota of posts, comments, vacancies, invitations and status changes', async () => {
      const { app } = env();
      const talent = await registerAccount(app, 'talent');
      const company = await registerAccount(app, 'company');
      const call = (cookie: string, method: string, url: string, payload: object) =>
        app.inject({ method: method as 'POST', url, headers: { cookie }, payload });
      const twice = async (cookie: string, method: string, url: string, payload: () => object) => {
        const codes: number[] = [];
        for (let i = 0; i < 3; i++) codes.push((await call(cookie, method, url, payload())).statusCode);
        return codes;
      };
      expect(
        await twice(talent.cookie, 'POST', '/api/social/posts', () => ({ type: 'tip', content: 'Hallo' })),
      ).toEqual([201, 201, 429]);
      const posts = await app.inject({ url: '/api/social/posts', headers: { cookie: talent.cookie } });
      const postId = posts.json().items[0].id;
      expect(
        await twice(company.cookie, 'POST', `/api/social/posts/${postId}/comments`, () => ({
          content: 'Mooi',
        })),
      ).toEqual([201, 201, 429]);
      const vacancy = () => ({
        title: 'Planner',
        description: 'Plannen',
        location: 'Utrecht',
        hours: 32,
        skills: ['Excel'],
      });
      const codes = await twice(company.cookie, 'POST', '/api/company/vacancies', vacancy);
      expect(codes).toEqual([201, 201, 429]);
      const limited = await call(company.cookie, 'POST', '/api/company/vacancies', vacancy());
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        await twice(company.cookie, 'POST', '/api/company/employees/invite', () => ({ email: talent.email })),
      ).toEqual([202, 202, 429]);
    });

    it('coalesces status flips of one application into one notification and limits them', async () => {
      const { app, db } = env();
      const talent = await registerAccount(app, 'talent');
      const company = await registerAccount(app, 'company');
      const call = (cookie: string, method: string, url: string, payload?: object) =>
        app.inject({ method: method as 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
      const vacancy = (
        await call(company.cookie, 'POST', '/api/company/vacancies', {
          title: 'Planner',
          description: 'Plannen',
          location: 'Utrecht',
          hours: 32,
          skills: ['Excel'],
        })
      ).json();
      const application = (
        await call(talent.cookie, 'POST', `/api/vacancies/${vacancy.id}/apply`, {
          motivation: 'Ik wil hier heel graag werken, het lijkt me een mooie baan.',
        })
      ).json();
      const codes: number[] = [];
      for (const status of ['interview', 'rejected', 'interview'] as const) {
        codes.push(
          (await call(company.cookie, 'PATCH', `/api/company/applications/${application.id}`, { status }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
      // Read in between: still one notification (within the hour), unread again with the latest status.
      await db.kysely
        .updateTable('notifications')
        .set({ isRead: 1 })
        .where('userId', '=', talent.id)
        .execute();
      const notes = await db.kysely
        .selectFrom('notifications')
        .select(['title', 'isRead'])
        .where('userId', '=', talent.id)
        .execute();
      expect(notes).toHaveLength(1);
      expect(notes[0].title).toBe('Sollicitatie: Afgewezen');
    });

    it('coalesces like/unlike of one post and invitations from many companies', async () => {
      const { app, db } = env();
      const author = await registerAccount(app, 'talent');
      const fan = await registerAccount(app, 'talent');
      const call = (cookie: string, method: string, url: string, payload?: object) =>
        app.inject({ method: method as 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
      const post = (
        await call(author.cookie, 'POST', '/api/social/posts', { type: 'tip', content: 'Tip' })
      ).json();
      for (let i = 0; i < 6; i++) {
        expect((await call(fan.cookie, 'POST', `/api/social/posts/${post.id}/like`)).statusCode).toBe(200);
        expect((await call(fan.cookie, 'DELETE', `/api/social/posts/${post.id}/like`)).statusCode).toBe(200);
      }
      const count = async (userId: string) =>
        (await db.kysely.selectFrom('notifications').select('id').where('userId', '=', userId).execute())
          .length;
      expect(await count(author.id)).toBe(1);
      for (let i = 0; i < 5; i++) {
        const company = await registerAccount(app, 'company');
        expect(
          (await call(company.cookie, 'POST', '/api/company/employees/invite', { email: fan.email }))
            .statusCode,
        ).toBe(202);
      }
      expect(await count(fan.id)).toBe(1);
    });
  },
  {
    seed: false,
    config: {
      hourlyQuota: { post: 2, comment: 2, vacancy: 2, invitation: 2, scan: 2, statusChange: 2 },
    },
  },
);
