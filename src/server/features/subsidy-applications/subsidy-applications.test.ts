import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { SUBSIDY_PROBLEMS } from '../../../contracts/problems/subsidies.ts';
import type { CompanySubsidyRequest, SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { DEMO } from '../../test/accounts.ts';
import { describeApi, login, registerTalent, sessionCookie } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';
import {
  BBL_EMPLOYEE_ANSWERS,
  ONTWIKKELPAD_EMPLOYEE_ANSWERS,
  SME_EMPLOYEE_ANSWERS,
  WW_JOB_SEEKER_ANSWERS,
} from '../../test/subsidy-answers.ts';
import { sendDeadlineReminders } from './reminders.ts';

describeApi('subsidy dossiers', (env) => {
  const k = () => env().db.kysely;
  const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
    env().app.inject({
      method: method as 'GET',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const start = (cookie: string | undefined, payload: unknown) =>
    call('POST', '/api/subsidies/applications', cookie, payload);
  const patch = (id: number, cookie: string | undefined, payload: unknown) =>
    call('PATCH', `/api/subsidies/applications/${id}`, cookie, payload);
  const dossierCount = async () =>
    Number(
      (
        await k()
          .selectFrom('subsidyApplications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const notes = async (cookie: string) =>
    (await call('GET', '/api/user/notifications', cookie)).json().items as {
      title: string;
      message: string;
    }[];
  const registerCompany = async () => {
    const email = `firma-${randomBytes(4).toString('hex')}@test.nl`;
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        password: 'Fietsbel-Oranje7',
        firstName: 'Kees',
        lastName: 'Baas',
        userType: 'company',
        companyName: `Firma ${email.slice(6, 14)}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { cookie: sessionCookie(res), id: (res.json() as { id: string }).id };
  };
  /** A fresh talent who accepted the company's invitation. */
  const employeeOf = async (companyCookie: string) => {
    const talent = await registerTalent(env().app, 'werknemer');
    expect(
      (await call('POST', '/api/company/employees/invite', companyCookie, { email: talent.user.email }))
        .statusCode,
    ).toBe(202);
    const [inv] = (await call('GET', '/api/user/employer-invitations', talent.cookie)).json().items;
    expect(
      (await call('POST', `/api/user/employer-invitations/${inv.id}/accept`, talent.cookie)).statusCode,
    ).toBe(200);
    return talent;
  };
  const courseId = async (minPriceCents = 0) =>
    Number(
      (
        await k()
          .selectFrom('courses')
          .select('id')
          .where('isActive', '=', 1)
          .where('priceCents', '>=', minPriceCents)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  /** Who may start which dossier follows the talent's last subsidy check. */
  const check = async (cookie: string, responses: object) =>
    expect((await call('POST', '/api/subsidies/submit', cookie, { responses })).statusCode).toBe(200);

  it('starts a concept dossier that lists what the provider needs, pre-filled from the questionnaire and the course', async () => {
    const { cookie } = await registerTalent(env().app, 'dossier');
    await check(cookie, WW_JOB_SEEKER_ANSWERS);
    const course = await courseId(150_000);
    const res = await start(cookie, { schemeId: 'uwv-scholing', courseId: course, amountRequested: 1500 });
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json() as SubsidyDossier;
    expect(d).toMatchObject({
      status: 'concept',
      schemeId: 'uwv-scholing',
      subsidyType: 'Scholing met een WW-uitkering',
      provider: 'UWV',
      appliedBy: 'person',
      applicant: 'talent',
      requestedAmount: 1500,
      approvedAmount: null,
      nextStepKey: 'prepareAndSubmit',
      allowedSteps: ['submitted', 'withdrawn'],
      canAskEmployer: false,
    });
    expect(d.applicationUrl).toMatch(/^https:\/\/.*uwv\.nl/);
    expect(d.validityPeriod).toBeTruthy();
    expect(d.documents).toContain('Een afspraak met je adviseur van UWV over de scholing');
    expect(d.course?.id).toBe(course);
    const labels = Object.fromEntries(d.prefill.map((p) => [p.label, p.value]));
    expect(labels.Geboortedatum).toBe('1-1-1981');
    expect(labels.Opleiding).toBe(d.course?.title);
    expect(labels['Aangevraagd bedrag']).toBe('€ 1.500,00');
    expect(d.history).toMatchObject([{ kind: 'created', toStatus: 'concept', actorRole: 'talent' }]);
    // The same list feeds Aanvragen and Status.
    const list = (await call('GET', '/api/user/subsidy-applications', cookie)).json()
      .items as SubsidyDossier[];
    expect(list.map((x) => x.id)).toEqual([d.id]);
    // In English.
    const en = await env().app.inject({
      url: `/api/subsidies/applications/${d.id}`,
      headers: { cookie, 'accept-language': 'en' },
    });
    expect((en.json() as SubsidyDossier).nextStep).toMatch(/^Gather the documents/);
  });

  it('refuses bad starts with a clear 4xx and writes nothing', async () => {
    const { cookie } = await registerTalent(env().app, 'dossier-bad');
    await check(cookie, SME_EMPLOYEE_ANSWERS);
    const before = await dossierCount();
    const cases: [unknown, number, string][] = [
      [{ schemeId: 'bestaat-niet' }, 400, 'Onbekende regeling'],
      [{}, 400, 'Kies een regeling'],
      [
        { schemeId: 'slim', amountRequested: 25_000 },
        400,
        'Het aangevraagde bedrag is hoger dan het maximum van de regeling',
      ],
      [{ schemeId: 'slim', amountRequested: -1 }, 400, 'Aangevraagd bedrag kan niet negatief zijn'],
      [{ schemeId: 'uwv-scholing', courseId: 99_999_999 }, 400, 'Onbekende cursus'],
      [{ schemeId: 'slim', extra: 1 }, 400, 'Onbekend veld: extra'],
      [{ schemeId: 'stap' }, 409, 'Deze regeling is gestopt; je kunt er geen aanvraag meer voor doen'],
      [{ schemeId: 'leerwerkloket' }, 409, 'Voor deze regeling doe je geen aanvraag: het is advies'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await start(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await dossierCount()).toBe(before);
    expect((await start(undefined, { schemeId: 'slim' })).statusCode).toBe(401);
    for (const who of [DEMO.company, DEMO.institute, DEMO.admin]) {
      expect((await start(await login(env().app, who), { schemeId: 'slim' })).statusCode).toBe(403);
    }
    expect((await start(cookie, { schemeId: 'slim' })).statusCode).toBe(201);
    const dup = await start(cookie, { schemeId: 'slim' });
    expect(dup.statusCode).toBe(409);
    expect(await dossierCount()).toBe(before + 1);
  });

  it('walks the status machine: every allowed step, refused steps, dates and amounts, with history', async () => {
    const { cookie } = await registerTalent(env().app, 'machine');
    await check(cookie, WW_JOB_SEEKER_ANSWERS);
    const d = (
      await start(cookie, { schemeId: 'uwv-scholing', amountRequested: 2000 })
    ).json() as SubsidyDossier;
    const step = async (payload: object, status: number, message?: string) => {
      const res = await patch(d.id, cookie, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(status);
      if (message) expect(res.json().message).toBe(message);
      return res.json() as SubsidyDossier;
    };
    const refusedStep = 'Deze stap kan niet vanuit de huidige status van de aanvraag';
    await step({ status: 'approved' }, 409, refusedStep);
    await step({ status: 'rejected' }, 409, refusedStep);
    await step({ status: 'concept' }, 409, refusedStep);
    await step(
      { status: 'submitted', submittedAt: '2999-01-01' },
      400,
      'Een datum mag niet in de toekomst liggen',
    );
    await step({ status: 'submitted', submittedAt: '2026-02-30' }, 400, 'Gebruik een datum als JJJJ-MM-DD');
    await step(
      { status: 'submitted', approvedAmount: 10 },
      400,
      'Een toegekend bedrag hoort alleen bij status approved',
    );
    await step({ status: 'pending' }, 400, 'Ongeldige status');
    const submitted = await step(
      { status: 'submitted', submittedAt: '2026-11-02', note: 'Via werk.nl' },
      200,
    );
    expect(submitted).toMatchObject({
      status: 'submitted',
      submittedAt: '2026-11-02',
      reference: null,
      nextStepKey: 'waitForDecision',
    });
    const withRef = await step({ status: 'submitted', reference: 'UWV-778' }, 200);
    expect(withRef).toMatchObject({ submittedAt: '2026-11-02', reference: 'UWV-778' });
    await step(
      { status: 'approved', decisionDate: '2026-11-01' },
      400,
      'De besluitdatum ligt vóór de indieningsdatum',
    );
    await step(
      { status: 'approved', approvedAmount: 2000.5 },
      400,
      'Het toegekende bedrag mag niet hoger zijn dan het aangevraagde bedrag',
    );
    await step(
      { status: 'rejected', reference: 'x' },
      400,
      'Indieningsdatum en kenmerk horen alleen bij status submitted',
    );
    const approved = await step(
      { status: 'approved', approvedAmount: 1800, decisionDate: '2026-11-20' },
      200,
    );
    expect(approved).toMatchObject({
      status: 'approved',
      approvedAmount: 1800,
      decisionDate: '2026-11-20',
      allowedSteps: [],
    });
    for (const to of ['concept', 'submitted', 'approved', 'rejected', 'withdrawn'])
      await step({ status: to }, 409, refusedStep);
    expect(approved.history.map((h) => [h.kind, h.fromStatus, h.toStatus])).toEqual([
      ['created', null, 'concept'],
      ['status', 'concept', 'submitted'],
      ['status', 'submitted', 'submitted'],
      ['status', 'submitted', 'approved'],
    ]);
    expect(approved.history[1].note).toBe('Via werk.nl');
    expect(approved.history[3]).toMatchObject({ approvedAmount: 1800, date: '2026-11-20' });
    // A talent's own steps notify nobody else; the Status list shows the decision.
    const list = (await call('GET', '/api/user/subsidy-applications', cookie)).json()
      .items as SubsidyDossier[];
    expect(list[0]).toMatchObject({ status: 'approved', approvedAmount: 1800 });

    // concept → withdrawn; submitted → rejected; submitted → withdrawn (the loan takes no catalogue course).
    const other = async () =>
      (await start(cookie, { schemeId: 'levenlanglerenkrediet' })).json() as SubsidyDossier;
    const a = await other();
    expect((await patch(a.id, cookie, { status: 'withdrawn', note: 'Toch niet' })).json().status).toBe(
      'withdrawn',
    );
    expect((await patch(a.id, cookie, { status: 'submitted' })).statusCode).toBe(409);
    const b = await other();
    expect((await patch(b.id, cookie, { status: 'submitted' })).statusCode).toBe(200);
    const rejected = (await patch(b.id, cookie, { status: 'rejected' })).json() as SubsidyDossier;
    expect(rejected).toMatchObject({
      status: 'rejected',
      approvedAmount: null,
      decisionDate: expect.any(String),
    });
    const c = await other();
    await patch(c.id, cookie, { status: 'submitted' });
    expect((await patch(c.id, cookie, { status: 'withdrawn' })).json().status).toBe('withdrawn');
  });

  it('caps an approval without a requested amount at the scheme maximum', async () => {
    const { cookie } = await registerTalent(env().app, 'cap');
    await check(cookie, BBL_EMPLOYEE_ANSWERS);
    const d = (await start(cookie, { schemeId: 'praktijkleren' })).json() as SubsidyDossier;
    expect(d.maxAmount).toBe(2700);
    await patch(d.id, cookie, { status: 'submitted' });
    expect((await patch(d.id, cookie, { status: 'approved' })).json().message).toBe(
      'Vul het toegekende bedrag in',
    );
    expect((await patch(d.id, cookie, { status: 'approved', approvedAmount: 2700.01 })).json().message).toBe(
      'Het toegekende bedrag mag niet hoger zijn dan het maximum van de regeling',
    );
    expect((await patch(d.id, cookie, { status: 'approved', approvedAmount: 2700 })).statusCode).toBe(200);
  });

  it('lets only the applicant change a dossier; institutes never; an admin corrects, audited, and both sides hear of it', async () => {
    const { cookie } = await registerTalent(env().app, 'owner');
    await check(cookie, WW_JOB_SEEKER_ANSWERS);
    const d = (
      await start(cookie, { schemeId: 'uwv-scholing', amountRequested: 900 })
    ).json() as SubsidyDossier;
    expect((await patch(d.id, undefined, { status: 'submitted' })).statusCode).toBe(401);
    const institute = await patch(d.id, await login(env().app, DEMO.institute), { status: 'submitted' });
    expect(institute.statusCode).toBe(403);
    expect(institute.json().message).toBe(SUBSIDY_PROBLEMS['subsidy_application.no_institute_status'].nl);
    expect(
      (await patch(d.id, await login(env().app, DEMO.company), { status: 'submitted' })).statusCode,
    ).toBe(404);
    expect(
      (await patch(d.id, (await registerTalent(env().app, 'stranger')).cookie, { status: 'submitted' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/subsidies/applications/${d.id}`, await login(env().app, DEMO.company)))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/subsidies/applications/${d.id}`, await login(env().app, DEMO.institute)))
        .statusCode,
    ).toBe(404);
    const stored = await k()
      .selectFrom('subsidyApplications')
      .select('status')
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('concept');

    // An admin corrects, even a step the machine would refuse, and the audit log has it.
    const admin = await login(env().app, DEMO.admin);
    const fixed = await patch(d.id, admin, {
      status: 'approved',
      approvedAmount: 900,
      note: 'Correctie na melding',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().history.at(-1)).toMatchObject({
      actorRole: 'admin',
      fromStatus: 'concept',
      toStatus: 'approved',
    });
    expect((await patch(d.id, admin, { status: 'approved' })).statusCode).toBe(409);
    expect((await patch(d.id, admin, { status: 'approved', approvedAmount: 901 })).statusCode).toBe(409);
    expect((await patch(d.id, admin, { status: 'rejected', approvedAmount: 1 })).statusCode).toBe(400);
    const audit = await k()
      .selectFrom('auditLog')
      .select(['action', 'details'])
      .where('targetType', '=', 'subsidyApplication')
      .where('targetId', '=', String(d.id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('subsidy.application.status');
    expect(JSON.parse(audit.details)).toMatchObject({
      from: 'concept',
      to: 'approved',
      approvedAmountCents: 90_000,
    });
    expect((await notes(cookie))[0]).toMatchObject({
      title: 'Status van je subsidieaanvraag gewijzigd',
      message: 'Je aanvraag voor Scholing met een WW-uitkering is goedgekeurd.',
    });
  });

  it("a company's subsidy requests page in SQL, latest request first (decision 491)", async () => {
    const company = await registerCompany();
    const asked: number[] = [];
    for (let i = 0; i < 3; i++) {
      const talent = await employeeOf(company.cookie);
      await check(talent.cookie, SME_EMPLOYEE_ANSWERS);
      const d = (
        await start(talent.cookie, { schemeId: 'slim', amountRequested: 5000 })
      ).json() as SubsidyDossier;
      const res = await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, talent.cookie, {
        message: `Verzoek ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      asked.push(d.id);
    }
    const get = (url: string) => call('GET', url, company.cookie);
    const all = (await walkPages(get, '/api/company/subsidy-requests')) as CompanySubsidyRequest[];
    expect(await walkPages(get, '/api/company/subsidy-requests', { size: 2 })).toEqual(all);
    expect(all.map((r) => r.id).sort()).toEqual([...asked].sort());
    const order = (a: CompanySubsidyRequest, b: CompanySubsidyRequest) =>
      (b.requestedAt ?? '').localeCompare(a.requestedAt ?? '') || b.id - a.id;
    expect(all).toEqual([...all].sort(order));
    await expectBadCursors(get, '/api/company/subsidy-requests');
  });

  it('employer schemes: the talent asks the linked employer, who accepts and records each step; the talent follows read-only', async () => {
    const company = await registerCompany();
    const talent = await employeeOf(company.cookie);
    const other = await registerCompany();
    await check(talent.cookie, SME_EMPLOYEE_ANSWERS);
    const d = (
      await start(talent.cookie, { schemeId: 'slim', amountRequested: 5000 })
    ).json() as SubsidyDossier;
    expect(d).toMatchObject({
      appliedBy: 'employer',
      nextStepKey: 'askEmployer',
      canAskEmployer: true,
      hasLinkedEmployer: true,
    });
    // Before asking, the company sees nothing.
    expect((await call('GET', '/api/company/subsidy-requests', company.cookie)).json().items).toEqual([]);
    const asked = await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, talent.cookie, {
      message: 'Kunnen we dit samen doen?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      nextStepKey: 'waitForEmployer',
      allowedSteps: ['withdrawn'],
      employer: { request: 'requested' },
    });
    expect(
      (await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, talent.cookie, {}))
        .statusCode,
    ).toBe(409);
    expect((await notes(company.cookie))[0]).toMatchObject({
      title: 'Verzoek om subsidie aan te vragen',
      message:
        'Test Gebruiker vraagt je om SLIM-subsidie aan te vragen. Bekijk het verzoek onder Subsidieverzoeken.',
    });
    // While the employer decides, the talent can only withdraw.
    const waiting = await patch(d.id, talent.cookie, { status: 'submitted' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(SUBSIDY_PROBLEMS['subsidy_application.wait_for_employer'].nl);

    const requests = (await call('GET', '/api/company/subsidy-requests', company.cookie)).json()
      .items as CompanySubsidyRequest[];
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: d.id,
      request: 'requested',
      message: 'Kunnen we dit samen doen?',
    });
    expect(requests[0].dossier.prefill.map((p) => p.label)).not.toContain('Geboortedatum');
    // Another company sees and decides nothing; the company cannot record before accepting.
    expect((await call('GET', '/api/company/subsidy-requests', other.cookie)).json().items).toEqual([]);
    expect(
      (await call('POST', `/api/company/subsidy-requests/${d.id}`, other.cookie, { accept: true }))
        .statusCode,
    ).toBe(404);
    expect((await patch(d.id, other.cookie, { status: 'submitted' })).statusCode).toBe(404);
    expect((await patch(d.id, company.cookie, { status: 'submitted' })).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/company/subsidy-requests/${d.id}`, company.cookie, { accept: 'ja' }))
        .statusCode,
    ).toBe(400);

    const accepted = await call('POST', `/api/company/subsidy-requests/${d.id}`, company.cookie, {
      accept: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      applicant: 'employer',
      allowedSteps: ['submitted', 'withdrawn'],
      nextStepKey: 'prepareAndSubmit',
    });
    expect(
      (await call('POST', `/api/company/subsidy-requests/${d.id}`, company.cookie, { accept: false }))
        .statusCode,
    ).toBe(409);
    expect((await notes(talent.cookie))[0].title).toBe('Je werkgever vraagt de subsidie aan');

    const readOnly = await patch(d.id, talent.cookie, { status: 'withdrawn' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe(SUBSIDY_PROBLEMS['subsidy_application.employer_keeps_it'].nl);
    expect(
      (await patch(d.id, company.cookie, { status: 'submitted', reference: 'SLIM-2026-1' })).statusCode,
    ).toBe(200);
    expect((await notes(talent.cookie))[0].message).toBe('Je aanvraag voor SLIM-subsidie is ingediend.');
    expect((await patch(d.id, company.cookie, { status: 'approved', approvedAmount: 5001 })).statusCode).toBe(
      400,
    );
    expect((await patch(d.id, company.cookie, { status: 'approved', approvedAmount: 4500 })).statusCode).toBe(
      200,
    );
    expect((await notes(talent.cookie))[0].message).toBe('Je aanvraag voor SLIM-subsidie is goedgekeurd.');

    const mine = (await call('GET', '/api/user/subsidy-applications', talent.cookie)).json()
      .items as SubsidyDossier[];
    expect(mine[0]).toMatchObject({
      status: 'approved',
      approvedAmount: 4500,
      applicant: 'employer',
      allowedSteps: [],
      reference: 'SLIM-2026-1',
    });
    expect(mine[0].history.map((h) => `${h.actorRole}:${h.kind}:${h.toStatus}`)).toEqual([
      'talent:created:concept',
      'talent:employerRequest:concept',
      'employer:employerAccepted:concept',
      'employer:status:submitted',
      'employer:status:approved',
    ]);
  });

  it('a declined request returns the dossier to the talent with the reason; a talent without employer is told how to ask', async () => {
    const company = await registerCompany();
    const talent = await employeeOf(company.cookie);
    await check(talent.cookie, ONTWIKKELPAD_EMPLOYEE_ANSWERS);
    const d = (await start(talent.cookie, { schemeId: 'slim-ontwikkelpaden' })).json() as SubsidyDossier;
    await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, talent.cookie, {});
    const declined = await call('POST', `/api/company/subsidy-requests/${d.id}`, company.cookie, {
      accept: false,
      reason: 'Geen budget dit jaar',
    });
    expect(declined.statusCode).toBe(200);
    const mine = (
      await call('GET', `/api/subsidies/applications/${d.id}`, talent.cookie)
    ).json() as SubsidyDossier;
    expect(mine).toMatchObject({
      nextStepKey: 'employerDeclined',
      applicant: 'talent',
      employer: { request: 'declined', reason: 'Geen budget dit jaar' },
    });
    expect((await notes(talent.cookie))[0].title).toBe('Je werkgever vraagt de subsidie niet aan');
    // Asking again is possible; a person scheme cannot be asked.
    expect(
      (await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, talent.cookie, {}))
        .statusCode,
    ).toBe(200);
    await check(talent.cookie, { ...SME_EMPLOYEE_ANSWERS, '9': 'hbo_wo_module', '11': false });
    const own = (await start(talent.cookie, { schemeId: 'levenlanglerenkrediet' })).json() as SubsidyDossier;
    expect(
      (await call('POST', `/api/subsidies/applications/${own.id}/employer-request`, talent.cookie, {}))
        .statusCode,
    ).toBe(409);

    // Without a linked employer: 409 with how to ask outside the platform.
    const alone = await registerTalent(env().app, 'alleen');
    await check(alone.cookie, SME_EMPLOYEE_ANSWERS);
    const solo = (await start(alone.cookie, { schemeId: 'slim' })).json() as SubsidyDossier;
    expect(solo).toMatchObject({
      hasLinkedEmployer: false,
      canAskEmployer: false,
      nextStepKey: 'askEmployer',
    });
    const res = await call(
      'POST',
      `/api/subsidies/applications/${solo.id}/employer-request`,
      alone.cookie,
      {},
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SUBSIDY_PROBLEMS['subsidy_application.no_linked_employer'].nl);
    // Another talent's dossier: 404.
    expect(
      (await call('POST', `/api/subsidies/applications/${solo.id}/employer-request`, talent.cookie, {}))
        .statusCode,
    ).toBe(404);
  });

  it('only the current employer sees a request: after the talent leaves, the company loses it', async () => {
    const company = await registerCompany();
    const talent = await employeeOf(company.cookie);
    await check(talent.cookie, SME_EMPLOYEE_ANSWERS);
    const d = (await start(talent.cookie, { schemeId: 'slim' })).json() as SubsidyDossier;
    await call('POST', `/api/subsidies/applications/${d.id}/employer-request`, talent.cookie, {});
    expect((await call('GET', '/api/company/subsidy-requests', company.cookie)).json().items).toHaveLength(1);
    await k().deleteFrom('employeeLinks').where('talentId', '=', talent.user.id).execute();
    expect((await call('GET', '/api/company/subsidy-requests', company.cookie)).json().items).toEqual([]);
    expect(
      (await call('POST', `/api/company/subsidy-requests/${d.id}`, company.cookie, { accept: true }))
        .statusCode,
    ).toBe(404);
    // The talent can withdraw the open request herself.
    expect((await patch(d.id, talent.cookie, { status: 'withdrawn' })).statusCode).toBe(200);
  });

  it('the seeded demo applications are dossiers with history, and the Coach’s approved total stays', async () => {
    const list = (
      await call('GET', '/api/user/subsidy-applications', await login(env().app, DEMO.talent))
    ).json().items as SubsidyDossier[];
    const seeded = list.filter((a) => a.history.length > 1);
    expect(seeded.map((a) => [a.schemeId, a.status]).sort()).toEqual([
      ['levenlanglerenkrediet', 'approved'],
      ['slim', 'submitted'],
    ]);
    expect(seeded.every((a) => a.schemeId && a.reference && a.submittedAt)).toBe(true);
    // SLIM never pays course fees: no course on its dossier.
    expect(seeded.find((a) => a.schemeId === 'slim')?.course).toBeNull();
  });

  it('a SLIM dossier takes no course: 400 with the reason (SLIM pays no course fees)', async () => {
    const { cookie } = await registerTalent(env().app, 'slimcourse');
    await check(cookie, SME_EMPLOYEE_ANSWERS);
    const res = await start(cookie, { schemeId: 'slim', courseId: await courseId() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^SLIM betaalt geen cursusgeld/);
    expect((await start(cookie, { schemeId: 'slim', amountRequested: 6000 })).statusCode).toBe(201);
  });

  it('reminds once when a concept’s window closes within 14 days', async () => {
    // The catalogue's own dated window: praktijkleren 2026 runs 2 June to 17 September.
    const { cookie } = await registerTalent(env().app, 'deadline');
    await check(cookie, BBL_EMPLOYEE_ANSWERS);
    const concept = (await start(cookie, { schemeId: 'praktijkleren' })).json() as SubsidyDossier;
    // Another talent's submitted dossier for the same scheme is not reminded.
    const other = await registerTalent(env().app, 'deadline-done');
    await check(other.cookie, BBL_EMPLOYEE_ANSWERS);
    const done = (await start(other.cookie, { schemeId: 'praktijkleren' })).json() as SubsidyDossier;
    await patch(done.id, other.cookie, { status: 'submitted' });
    const countFor = async () =>
      (await notes(cookie)).filter((n) => n.title === 'Deadline subsidieaanvraag nadert').length;
    expect(await sendDeadlineReminders(k(), new Date('2026-08-01T10:00:00Z'))).toBe(0);
    expect(await sendDeadlineReminders(k(), new Date('2026-09-10T10:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await notes(other.cookie)).some((n) => n.title === 'Deadline subsidieaanvraag nadert')).toBe(
      false,
    );
    expect(await sendDeadlineReminders(k(), new Date('2026-09-11T10:00:00Z'))).toBe(0);
    expect(await countFor()).toBe(1);
    const [note] = (await notes(cookie)).filter((n) => n.title === 'Deadline subsidieaanvraag nadert');
    expect(note.message).toBe(
      'De aanvraag voor Subsidieregeling praktijkleren moet uiterlijk 17-9-2026 bij de aanbieder zijn (nog 7 dagen).',
    );
    const row = await k()
      .selectFrom('subsidyApplications')
      .select('remindedFor')
      .where('id', '=', concept.id)
      .executeTakeFirstOrThrow();
    expect(row.remindedFor).toBe('2026-09-17');
  });
});
