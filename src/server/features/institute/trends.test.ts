import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TrendsResponse } from '../../../contracts/analytics.ts';
import { periodStart } from '../../../domain/analytics/trends.ts';
import { dutchToday } from '../../../domain/dates.ts';
import { courseBody } from '../../test/course-body.ts';
import { describeApi, registerTalent, sessionCookie, setUpTotp } from '../../test/harness.ts';

/** Growth trends of an institute and of a company: counted from stored events. */
describeApi('growth trends (/analytics, Groeitrends)', (env) => {
  const register = async (userType: 'institute' | 'company') => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: `${userType}-${randomBytes(4).toString('hex')}@test.nl`,
        password: 'Fietsbel-Oranje7',
        firstName: 'Trend',
        lastName: 'Tester',
        userType,
        ...(userType === 'institute'
          ? { instituteName: `Trendacademie ${randomBytes(3).toString('hex')}` }
          : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    if (userType === 'institute') await setUpTotp(env().app, sessionCookie(res), res.json().email);
    return { cookie: sessionCookie(res), id: (res.json() as { id: string }).id };
  };
  const trends = async (url: string, cookie: string) => {
    const res = await env().app.inject({ url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TrendsResponse;
  };

  it('an institute gets 12 months (or weeks) of enrolments, completions and reviews of its own courses', async () => {
    const { app, db } = env();
    const inst = await register('institute');
    const created = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { cookie: inst.cookie },
      payload: courseBody({ title: 'Trendcursus', description: 'Een cursus om trends te tellen.' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const courseId = created.json().id as number;
    const now = new Date().toISOString();
    const learners = await Promise.all([registerTalent(app), registerTalent(app)]);
    await db.kysely
      .insertInto('enrollments')
      .values([
        {
          userId: learners[0].user.id,
          courseId,
          progress: 100,
          status: 'completed',
          createdAt: now,
          completedAt: now,
        },
        {
          userId: learners[1].user.id,
          courseId,
          progress: 10,
          status: 'enrolled',
          createdAt: now,
          completedAt: null,
        },
      ])
      .execute();
    await db.kysely
      .insertInto('courseRatings')
      .values({ courseId, userId: learners[0].user.id, rating: 5, createdAt: now })
      .execute();

    const month = await trends('/api/institute/analytics/trends', inst.cookie);
    expect(month.period).toBe('month');
    expect(month.series).toEqual(['enrollments', 'completions', 'reviews']);
    expect(month.buckets).toHaveLength(12);
    expect(month.buckets.at(-1)).toEqual({
      start: periodStart(dutchToday(), 'month'),
      counts: { enrollments: 2, completions: 1, reviews: 1 },
    });
    expect(month.buckets.slice(0, -1).every((b) => b.counts.enrollments === 0)).toBe(true);

    const week = await trends('/api/institute/analytics/trends?period=week', inst.cookie);
    expect(week.buckets.at(-1)?.start).toBe(periodStart(dutchToday(), 'week'));
    expect(week.buckets.at(-1)?.counts).toEqual({ enrollments: 2, completions: 1, reviews: 1 });

    // Another institute sees none of it.
    const other = await register('institute');
    const theirs = await trends('/api/institute/analytics/trends', other.cookie);
    expect(theirs.buckets.every((b) => b.counts.enrollments === 0)).toBe(true);

    const bad = await app.inject({
      url: '/api/institute/analytics/trends?period=year',
      headers: { cookie: inst.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a company gets applications, hires and its employees’ enrolments and completions', async () => {
    const { app, db } = env();
    const company = await register('company');
    const vacancy = await app.inject({
      method: 'POST',
      url: '/api/company/vacancies',
      headers: { cookie: company.cookie },
      payload: {
        title: 'Trendvacature',
        description: 'Een vacature om trends te tellen.',
        location: 'Utrecht',
        hours: 32,
        skills: ['Planning'],
      },
    });
    expect(vacancy.statusCode, vacancy.body).toBe(201);
    const vacancyId = vacancy.json().id as number;
    const applicant = await registerTalent(app);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/vacancies/${vacancyId}/apply`,
      headers: { cookie: applicant.cookie },
      payload: { motivation: 'Ik solliciteer graag, want deze functie past bij mij.' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const now = new Date().toISOString();
    await db.kysely
      .updateTable('applications')
      .set({ status: 'hired', updatedAt: now })
      .where('vacancyId', '=', vacancyId)
      .execute();
    const employee = await registerTalent(app);
    await db.kysely
      .insertInto('employeeLinks')
      .values({
        companyId: company.id,
        talentId: employee.user.id,
        position: null,
        department: null,
        status: 'active',
        createdAt: now,
        respondedAt: now,
      })
      .execute();
    const courseId = (await db.kysely.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id;
    await db.kysely
      .insertInto('enrollments')
      .values({
        userId: employee.user.id,
        courseId,
        progress: 100,
        status: 'completed',
        createdAt: now,
        completedAt: now,
      })
      .execute();

    const month = await trends('/api/company/analytics/trends', company.cookie);
    expect(month.series).toEqual(['applications', 'hires', 'enrollments', 'completions']);
    expect(month.buckets.at(-1)?.counts).toEqual({
      applications: 1,
      hires: 1,
      enrollments: 1,
      completions: 1,
    });
  });
});
