import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import type { SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { DOSSIER_RULE_CODES, ELIGIBILITY_MESSAGES } from '../../../domain/subsidy-applications/index.ts';
import { describeApi, registerTalent } from '../../test/harness.ts';
import {
  BBL_EMPLOYEE_ANSWERS,
  ONTWIKKELPAD_EMPLOYEE_ANSWERS,
  SME_EMPLOYEE_ANSWERS,
  THIRD_ROUTE_EMPLOYEE_ANSWERS,
  WW_JOB_SEEKER_ANSWERS,
} from '../../test/subsidy-answers.ts';
import { sendDeadlineReminders } from './reminders.ts';

/**
 * Dossiers follow their scheme (issue 49 part 4, decision 441) and windows can fire (part 5). The
 * day is fixed at 28 November 2026 (only Date is faked).
 */
describeApi('subsidy dossiers follow their scheme', (env) => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  const k = () => env().db.kysely;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    env().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const check = async (cookie: string, responses: object) =>
    expect((await call('POST', '/api/subsidies/submit', cookie, { responses })).statusCode).toBe(200);
  const start = (cookie: string, payload: object) =>
    call('POST', '/api/subsidies/applications', cookie, payload);
  const dossierCount = async () =>
    Number(
      (
        await k()
          .selectFrom('subsidyApplications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** A catalogue course and its price in euros. */
  const course = async () => {
    const c = await k()
      .selectFrom('courses')
      .select(['id', 'priceCents'])
      .where('isActive', '=', 1)
      .where('priceCents', '>', 0)
      .orderBy('priceCents')
      .executeTakeFirstOrThrow();
    return { id: Number(c.id), price: Number(c.priceCents) / 100 };
  };
  const expectRefused = async (
    res: Awaited<ReturnType<typeof start>>,
    status: number,
    code: string,
    message?: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.type).toBe(`tag:skillsplatform.nl,2026:problem/${code}`);
    if (message) expect(body.message).toBe(message);
  };

  it('an installation-branch employee may start OTIB and SLIM, and is refused the rest, each naming its rule', async () => {
    const { cookie } = await registerTalent(env().app, 'installer');
    await check(cookie, { ...SME_EMPLOYEE_ANSWERS, '16': 'installatie' });
    const before = await dossierCount();
    const refused: [string, number, string][] = [
      ['levenlanglerenkrediet', 409, DOSSIER_RULE_CODES.loanConditions],
      ['uwv-scholing', 409, DOSSIER_RULE_CODES.needsWw],
      ['gemeente-participatiewet', 409, DOSSIER_RULE_CODES.needsBijstand],
      ['oom', 409, DOSSIER_RULE_CODES.needsFundCao],
      ['soob', 409, DOSSIER_RULE_CODES.needsFundCao],
      ['bouw-infra', 409, DOSSIER_RULE_CODES.needsFundCao],
      ['fcb', 409, DOSSIER_RULE_CODES.needsFundCao],
      ['ao-gemeenten', 409, DOSSIER_RULE_CODES.fundPaysNoTraining],
      ['praktijkleren', 409, DOSSIER_RULE_CODES.needsTrainingPlace],
      ['slim-ontwikkelpaden', 409, DOSSIER_RULE_CODES.needsOntwikkelpad],
    ];
    for (const [schemeId, status, code] of refused)
      await expectRefused(await start(cookie, { schemeId }), status, code);
    expect(await dossierCount()).toBe(before);
    expect((await start(cookie, { schemeId: 'otib' })).statusCode).toBe(201);
    expect((await start(cookie, { schemeId: 'slim' })).statusCode).toBe(201);
  });

  it('who may apply: WW for UWV, bijstand for the municipality, the cao for a fund, a check first', async () => {
    const fresh = (await registerTalent(env().app, 'no-check')).cookie;
    await expectRefused(
      await start(fresh, { schemeId: 'uwv-scholing' }),
      409,
      DOSSIER_RULE_CODES.checkFirst,
      ELIGIBILITY_MESSAGES.checkFirst,
    );
    const ww = (await registerTalent(env().app, 'ww')).cookie;
    await check(ww, WW_JOB_SEEKER_ANSWERS);
    expect((await start(ww, { schemeId: 'uwv-scholing' })).statusCode).toBe(201);
    await expectRefused(
      await start(ww, { schemeId: 'gemeente-participatiewet' }),
      409,
      DOSSIER_RULE_CODES.needsBijstand,
    );
    const bijstand = (await registerTalent(env().app, 'bijstand')).cookie;
    await check(bijstand, { ...WW_JOB_SEEKER_ANSWERS, '2': 'job_seeker_bijstand' });
    expect((await start(bijstand, { schemeId: 'gemeente-participatiewet' })).statusCode).toBe(201);
    await expectRefused(await start(bijstand, { schemeId: 'uwv-scholing' }), 409, DOSSIER_RULE_CODES.needsWw);
    const childcare = (await registerTalent(env().app, 'kinderopvang')).cookie;
    await check(childcare, { ...SME_EMPLOYEE_ANSWERS, '8': 'kinderopvang' });
    expect((await start(childcare, { schemeId: 'fcb' })).statusCode).toBe(201);
    await expectRefused(await start(childcare, { schemeId: 'oom' }), 409, DOSSIER_RULE_CODES.needsFundCao);
    // In English, with the same code.
    const en = await env().app.inject({
      method: 'POST',
      url: '/api/subsidies/applications',
      headers: { cookie: childcare, 'accept-language': 'en' },
      payload: { schemeId: 'ao-gemeenten' },
    });
    expect(en.json()).toMatchObject({
      code: DOSSIER_RULE_CODES.fundPaysNoTraining,
      message: expect.stringMatching(/^A\+O fonds Gemeenten does not pay for staff training/),
    });
  });

  it('the loan: its own conditions, and only for accredited courses (no catalogue course)', async () => {
    const { cookie } = await registerTalent(env().app, 'loan');
    const c = await course();
    await check(cookie, { ...WW_JOB_SEEKER_ANSWERS, '15': false });
    await expectRefused(
      await start(cookie, { schemeId: 'levenlanglerenkrediet' }),
      409,
      DOSSIER_RULE_CODES.loanConditions,
      ELIGIBILITY_MESSAGES.loanResidence,
    );
    await check(cookie, { ...WW_JOB_SEEKER_ANSWERS, '1': '1969-08-20' });
    await expectRefused(
      await start(cookie, { schemeId: 'levenlanglerenkrediet' }),
      409,
      DOSSIER_RULE_CODES.loanConditions,
      ELIGIBILITY_MESSAGES.loanAge,
    );
    await check(cookie, { ...WW_JOB_SEEKER_ANSWERS, '9': 'short_course' });
    await expectRefused(
      await start(cookie, { schemeId: 'levenlanglerenkrediet' }),
      409,
      DOSSIER_RULE_CODES.loanConditions,
      ELIGIBILITY_MESSAGES.loanCourseType,
    );
    // Born 15-10-1969: 57 today, 56 on 1 September 2026: the loan fits.
    await check(cookie, { ...WW_JOB_SEEKER_ANSWERS, '1': '1969-10-15' });
    await expectRefused(
      await start(cookie, { schemeId: 'levenlanglerenkrediet', courseId: c.id }),
      400,
      DOSSIER_RULE_CODES.courseNotAccredited,
      ELIGIBILITY_MESSAGES.courseNotAccredited,
    );
    expect(
      (await start(cookie, { schemeId: 'levenlanglerenkrediet', amountRequested: 2530 })).statusCode,
    ).toBe(201);
  });

  it('amounts: at most the course price and the scheme’s cap, also when the decision is recorded', async () => {
    const { cookie } = await registerTalent(env().app, 'amounts');
    const c = await course();
    await check(cookie, { ...SME_EMPLOYEE_ANSWERS, '16': 'installatie' });
    await expectRefused(
      await start(cookie, { schemeId: 'otib', courseId: c.id, amountRequested: c.price + 0.01 }),
      400,
      DOSSIER_RULE_CODES.amountOverPrice,
      ELIGIBILITY_MESSAGES.amountOverPrice,
    );
    await expectRefused(
      await start(cookie, { schemeId: 'slim', amountRequested: 25_000 }),
      400,
      DOSSIER_RULE_CODES.amountOverMaximum,
    );
    // Without a requested amount the approval is capped by the course's price.
    const d = (await start(cookie, { schemeId: 'otib', courseId: c.id })).json() as SubsidyDossier;
    expect(
      (await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, cookie, {})).statusCode,
    ).toBe(409); // no linked employer: asked outside the platform
    // The talent records the steps herself here (no employer linked on the platform).
    expect(
      (await call('PATCH', `/api/subsidies/applications/${d.id}`, cookie, { status: 'submitted' }))
        .statusCode,
    ).toBe(200);
    const over = await call('PATCH', `/api/subsidies/applications/${d.id}`, cookie, {
      status: 'approved',
      approvedAmount: c.price + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: 'Het toegekende bedrag mag niet hoger zijn dan de prijs van de cursus',
      code: DOSSIER_RULE_CODES.amountOverPrice,
    });
    expect(
      (
        await call('PATCH', `/api/subsidies/applications/${d.id}`, cookie, {
          status: 'approved',
          approvedAmount: c.price,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('a scheme takes only the kind of course it pays for: SLIM and praktijkleren none', async () => {
    const { cookie } = await registerTalent(env().app, 'course-kind');
    const c = await course();
    await check(cookie, BBL_EMPLOYEE_ANSWERS);
    await expectRefused(
      await start(cookie, { schemeId: 'praktijkleren', courseId: c.id }),
      400,
      DOSSIER_RULE_CODES.courseNotPaid,
    );
    await expectRefused(
      await start(cookie, { schemeId: 'slim', courseId: c.id }),
      400,
      DOSSIER_RULE_CODES.noCourseFees,
    );
    expect((await start(cookie, { schemeId: 'praktijkleren', amountRequested: 2700 })).statusCode).toBe(201);
  });

  it('the OpenAPI document lists every dossier rule’s code, and every refusal has its English', async () => {
    const doc = (await env().app.inject({ url: '/api/openapi.json' })).json();
    const codeText = JSON.stringify(doc.components.schemas);
    for (const code of Object.values(DOSSIER_RULE_CODES)) expect(codeText).toContain(`\`${code}\``);
    for (const code of Object.values(DOSSIER_RULE_CODES)) expect(SUBSIDY_PROBLEMS[code].en).toBeDefined();
  });

  it('on 28 November 2026 every dossier of a scheme with rounds has a window, and reminders fire', async () => {
    const { cookie } = await registerTalent(env().app, 'windows');
    const started: SubsidyDossier[] = [];
    for (const [answers, schemeId] of [
      [SME_EMPLOYEE_ANSWERS, 'slim'],
      [ONTWIKKELPAD_EMPLOYEE_ANSWERS, 'slim-ontwikkelpaden'],
      [BBL_EMPLOYEE_ANSWERS, 'praktijkleren'],
      [THIRD_ROUTE_EMPLOYEE_ANSWERS, 'praktijkleren-derde-leerweg'],
    ] as const) {
      await check(cookie, answers);
      const res = await start(cookie, { schemeId });
      expect(res.statusCode, res.body).toBe(201);
      started.push(res.json() as SubsidyDossier);
    }
    const list = (await call('GET', '/api/user/subsidy-applications', cookie)).json()
      .items as SubsidyDossier[];
    for (const d of list) {
      expect(d.window, d.schemeId ?? '').not.toBeNull();
      expect(d.deadline).toBe(d.window?.closes);
      expect(d.window?.sourceUrl).toMatch(/^https:\/\//);
    }
    const derde = list.find((d) => d.schemeId === 'praktijkleren-derde-leerweg')!;
    expect(derde.window).toEqual({
      opens: '2026-11-03',
      closes: '2026-11-28',
      kind: 'expected',
      sourceUrl:
        'https://www.countus.nl/kenniscentrum/nieuws/vraag-tot-28-november-de-subsidie-praktijkleren-derde-leerweg-aan',
      sourceIssued: null,
      basedOn: { opens: '2025-11-03', closes: '2025-11-28' },
    });
    expect(list.find((d) => d.schemeId === 'praktijkleren')?.window).toMatchObject({
      opens: '2027-06-02',
      kind: 'expected',
    });
    // The expected window closes today: one reminder, which says the window is derived.
    expect(await sendDeadlineReminders(k(), new Date('2026-11-28T10:00:00Z'))).toBeGreaterThanOrEqual(1);
    const notes = (await call('GET', '/api/user/notifications', cookie)).json().items as {
      title: string;
      message: string;
    }[];
    const reminder = notes.find((n) => n.title === 'Deadline subsidieaanvraag nadert')!;
    expect(reminder.message).toContain('naar verwachting uiterlijk 28-11-2026');
    expect(reminder.message).toContain('afgeleid van vorig jaar');
    expect(started).toHaveLength(4);
  });
});
