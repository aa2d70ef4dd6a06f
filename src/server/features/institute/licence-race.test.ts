import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { courseBody } from '../../test/course-body.ts';
import { describeApi } from '../../test/harness.ts';

const course = (n: number) =>
  courseBody({
    title: `Racecursus ${n}`,
    description: 'Een cursus om de licentielimiet onder gelijktijdigheid te testen.',
  });

/**
 * The licence limit holds under concurrency on both engines (decision 308): creation and
 * re-activation are checked and written in one transaction. The hourly creation quota is raised so
 * only the licence limits.
 */
describeApi(
  'licence limit under concurrency',
  (env) => {
    const registerInstitute = () =>
      registerAccount(env().app, 'institute', 'Rens', {
        instituteName: `Race-academie ${randomBytes(3).toString('hex')}`,
      });
    const call = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
      env().app.inject({ method, url, headers: { cookie }, payload });
    const activeCount = async (instituteId: string) =>
      (
        await env()
          .db.kysely.selectFrom('courses')
          .select('id')
          .where('instituteId', '=', instituteId)
          .where('status', '=', 'active')
          .execute()
      ).length;

    it('25 parallel creations under a Starter licence give exactly 10 active courses', async () => {
      const inst = await registerInstitute();
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) => call('POST', '/api/courses', inst.cookie, course(i))),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 403)).toHaveLength(15);
      expect(await activeCount(inst.id)).toBe(10);
    });

    it('20 parallel re-activations give exactly 10 active courses', async () => {
      const inst = await registerInstitute();
      const ids: number[] = [];
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 10; i++) {
          const res = await call('POST', '/api/courses', inst.cookie, course(round * 10 + i));
          expect(res.statusCode).toBe(201);
          ids.push(res.json().id as number);
        }
        for (const id of ids.slice(round * 10))
          expect(
            (await call('PATCH', `/api/institute/courses/${id}`, inst.cookie, { isActive: false }))
              .statusCode,
          ).toBe(200);
      }
      expect(await activeCount(inst.id)).toBe(0);
      const answers = await Promise.all(
        ids.map((id, i) =>
          i % 2
            ? call('PATCH', `/api/institute/courses/${id}`, inst.cookie, { isActive: true })
            : call('PATCH', `/api/courses/${id}`, inst.cookie, { status: 'active' }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(10);
      expect(await activeCount(inst.id)).toBe(10);
    });

    it('a re-activation refused by the limit after its If-Match gives the version back (decision 490)', async () => {
      const inst = await registerInstitute();
      const ids: number[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await call('POST', '/api/courses', inst.cookie, course(i));
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id as number);
      }
      const off = await call('PATCH', `/api/institute/courses/${ids[0]}`, inst.cookie, { isActive: false });
      expect(off.statusCode).toBe(200);
      expect((await call('POST', '/api/courses', inst.cookie, course(10))).statusCode).toBe(201);
      const write = (payload: object, tag: string) =>
        env().app.inject({
          method: 'PATCH',
          url: `/api/institute/courses/${ids[0]}`,
          headers: { cookie: inst.cookie, 'if-match': tag },
          payload,
        });
      const tag = off.headers.etag as string;
      const refused = await write({ isActive: true }, tag);
      expect(refused.statusCode).toBe(403);
      // The refused write changed nothing, so the client's tag is still good.
      expect((await write({ isActive: false }, tag)).statusCode).toBe(200);
    });
  },
  { seed: true, config: { courseCreateHourly: 1000, courseCreateDaily: 1000 } },
);
