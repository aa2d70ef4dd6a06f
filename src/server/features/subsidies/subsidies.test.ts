import { describe, expect, it } from 'vitest';
import { PAGE_DEFAULT_LIMIT } from '../../../contracts/common.ts';
import type { Question, StoredSubsidyResults, SubsidyResult } from '../../../contracts/subsidies.ts';
import { DEMO } from '../../test/accounts.ts';
import { describeApi, login, registerTalent } from '../../test/harness.ts';
import { expectBadCursors, walkPages } from '../../test/paging.ts';
import { SME_EMPLOYEE_ANSWERS } from '../../test/subsidy-answers.ts';

/** An SME employee looking for career advice: SLIM pays that (not course fees), and OOM. */
const SME_EMPLOYEE = { ...SME_EMPLOYEE_ANSWERS, '9': 'career_advice' };
const WW_JOB_SEEKER = { ...SME_EMPLOYEE_ANSWERS, '2': 'job_seeker_ww' };

describeApi('subsidies', (env) => {
  it('through submit: the DUO loan up to 56, full-time mbo only and never as a grant; A+O Gemeenten only as an alternative', async () => {
    const { cookie } = await registerTalent(env().app, 'sub-llk');
    const base = { '1': '1970-01-15', '2': 'employee', '4': 'GM0153', '8': 'gemeenten', '11': false };
    const hbo = (
      await submit({ responses: { ...base, '9': 'hbo_wo_programme' }, sessionId: 1 }, cookie)
    ).json() as SubsidyResult;
    const llk = hbo.matches.find((m) => m.subsidy.id === 'levenlanglerenkrediet');
    expect(llk?.subsidy).toMatchObject({ loan: true, maxAmount: null });
    expect(hbo.matches.map((m) => m.subsidy.id)).not.toContain('ao-gemeenten');
    expect(hbo.totalMatches).toBe(hbo.matches.length);
    expect(hbo.alternatives.some((a) => a.content.includes('7:611a BW'))).toBe(true);
    const partTime = (
      await submit({ responses: { ...base, '9': 'mbo_bol', '17': 'part_time' }, sessionId: 2 }, cookie)
    ).json() as SubsidyResult;
    expect(partTime.matches.map((m) => m.subsidy.id)).not.toContain('levenlanglerenkrediet');
    const fullTime = (
      await submit({ responses: { ...base, '9': 'mbo_bol', '17': 'full_time' }, sessionId: 3 }, cookie)
    ).json() as SubsidyResult;
    expect(fullTime.matches.map((m) => m.subsidy.id)).toContain('levenlanglerenkrediet');
    const missing = await submit({ responses: { ...base, '9': 'mbo_bol' }, sessionId: 4 }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Kies voltijd of deeltijd');
  });

  const get = (url: string, cookie?: string) => env().app.inject({ url, headers: cookie ? { cookie } : {} });
  const submit = (payload: unknown, cookie?: string) =>
    env().app.inject({
      method: 'POST',
      url: '/api/subsidies/submit',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });
  const analyses = async (userId: string) =>
    Number(
      (
        await env()
          .db.kysely.selectFrom('subsidyAnalyses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the questions to anyone (education and income no longer asked), with the birth date of a signed-in user as prefill', async () => {
    const res = await get('/api/subsidies/questionnaire');
    expect(res.statusCode).toBe(200);
    // The default page holds every question.
    expect(res.json().nextCursor).toBeNull();
    const questions = res.json().items;
    // No rule read education (3) or income (5, 7), so they are not asked any more.
    // Question 16 (the branch under Metaal en Techniek) follows the cao question.
    expect(questions.map((q: { id: number }) => q.id)).toEqual([
      1, 2, 4, 6, 8, 16, 9, 17, 10, 11, 12, 13, 14, 15,
    ]);
    expect(questions[2].options).toHaveLength(342);
    expect(questions[2].options).toContainEqual({ value: 'GM0153', label: 'Enschede' });
    expect(questions[0].prefill).toBe(null);
    const talent = await login(env().app, DEMO.talent);
    expect((await get('/api/subsidies/questionnaire', talent)).json().items[0].prefill).toBe('1994-03-12');
    const anyone = (url: string) => get(url);
    expect(await walkPages(anyone, '/api/subsidies/questionnaire')).toEqual(questions);
    await expectBadCursors(anyone, '/api/subsidies/questionnaire');
  });

  it('validates with the spec messages and writes nothing on a 400', async () => {
    const { cookie, user } = await registerTalent(env().app, 'sub-invalid');
    const cases: Array<[unknown, string]> = [
      [{ responses: {}, sessionId: '1' }, 'Geboortedatum is verplicht'],
      [{ responses: { ...SME_EMPLOYEE, '2': '' } }, 'Werkstatus is verplicht'],
      [{ responses: { ...SME_EMPLOYEE, '4': null } }, 'Gemeente is verplicht'],
      [{ responses: { ...SME_EMPLOYEE, '9': '' } }, 'Cursustype is verplicht'],
      [{ responses: { ...SME_EMPLOYEE, '2': 'astronaut' } }, 'Onbekende waarde voor Werkstatus'],
      [{ responses: { ...SME_EMPLOYEE, '1': '2999-01-01' } }, 'Geboortedatum kan niet in de toekomst liggen'],
      [{ responses: { ...SME_EMPLOYEE, '1': '1899-12-31' } }, 'Geboortedatum kan niet vóór 1900 liggen'],
      [{ responses: { ...SME_EMPLOYEE, '99': 'x' } }, 'Onbekende vraag: 99'],
      [{ responses: 'alles' }, 'Antwoorden ontbreken'],
      [{}, 'Antwoorden ontbreken'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload, cookie);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, detail: message });
    }
    expect(await analyses(user.id)).toBe(0);
    expect((await get('/api/user/subsidy-results', cookie)).json()).toEqual({
      hasResults: false,
      totalMatches: 0,
      matchedSubsidies: [],
      analysedAt: null,
      alternatives: [],
    });
  });

  it('matches, stores the result and the visible answers, and notifies the user', async () => {
    const { cookie, user } = await registerTalent(env().app, 'sub-sme');
    const res = await submit(
      {
        responses: { ...SME_EMPLOYEE, '5': '€ 41.000', '12': 'onzin-want-verborgen' },
        sessionId: 1732300000000,
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const result = res.json() as SubsidyResult;
    expect(result.matches.map((m) => m.subsidy.id)).toEqual(['slim', 'oom']);
    expect(result.totalMatches).toBe(2);
    expect(result.matches[0].matchReasons.join(' ')).toContain('Je werkgever vraagt de subsidie aan');
    expect(Object.keys(result.matches[0].subsidy).sort()).toEqual(
      [
        'amountNote',
        'applicationUrl',
        'appliedBy',
        'description',
        'facts',
        'homePageOnly',
        'id',
        'lastVerified',
        'loan',
        'maxAmount',
        'name',
        'provider',
        'sourceUrl',
        'tags',
        'validityPeriod',
      ].sort(),
    );
    expect(result.alternatives.length).toBeGreaterThan(0);
    // Every figure with its own source and checked date; OOM states no undated maximum and says
    // that its only source is the fund's home page.
    const [slimMatch, oomMatch] = result.matches;
    expect(slimMatch.subsidy.facts?.find((f) => f.id === 'rate')).toMatchObject({
      sourceUrl: 'https://zoek.officielebekendmakingen.nl/stcrt-2024-41822.html',
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(oomMatch.subsidy).toMatchObject({ maxAmount: null, homePageOnly: true, facts: [] });

    const row = await env()
      .db.kysely.selectFrom('subsidyAnalyses')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.sessionId).toBe('1732300000000');
    const stored = JSON.parse(row.responses);
    // The retired income question is ignored and never stored.
    expect(stored).not.toHaveProperty('5');
    expect(stored).not.toHaveProperty('12');

    const mine = (await get('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
    expect(mine).toMatchObject({ hasResults: true, totalMatches: 2 });
    expect(mine.matchedSubsidies).toEqual(result.matches);
    // "Andere mogelijkheden" are part of the stored result (issue 49).
    expect(mine.alternatives).toEqual(result.alternatives);

    const notes = await env()
      .db.kysely.selectFrom('notifications')
      .select(['type', 'title', 'message', 'actionUrl'])
      .where('userId', '=', user.id)
      .execute();
    expect(notes).toEqual([
      {
        type: 'system',
        title: 'Subsidieanalyse voltooid',
        message: 'We vonden 2 passende subsidies voor je opleiding.',
        actionUrl: '/subsidies',
      },
    ]);
  });

  it('question 16: the branch is validated (400, nothing stored), stored, read back and names the fund', async () => {
    const { cookie, user } = await registerTalent(env().app, 'sub-branch');
    const installer = { ...SME_EMPLOYEE, '16': 'installatie' };
    for (const bad of ['lassen', 3, true]) {
      const res = await submit({ responses: { ...installer, '16': bad } }, cookie);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Onbekende waarde voor Branche' });
    }
    expect(await analyses(user.id)).toBe(0);

    const res = await submit({ responses: installer, sessionId: 'branch' }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as SubsidyResult;
    expect(result.matches.map((m) => m.subsidy.id)).toEqual(['slim', 'otib']);
    const row = await env()
      .db.kysely.selectFrom('subsidyAnalyses')
      .select('responses')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.responses)['16']).toBe('installatie');
    // Read back (re-derived from the stored answers) in both languages: still OTIB, never OOM.
    const mine = (await get('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
    expect(mine.matchedSubsidies.map((m) => m.subsidy.id)).toEqual(['slim', 'otib']);
    expect(mine.matchedSubsidies[1].matchReasons.join(' ')).toContain(
      'Je bedrijf hoort bij het technisch installatiebedrijf',
    );
    const mineEn = (
      await env().app.inject({
        url: '/api/user/subsidy-results',
        headers: { cookie, 'accept-language': 'en' },
      })
    ).json() as StoredSubsidyResults;
    expect(mineEn.matchedSubsidies[1].matchReasons.join(' ')).toContain('technical installation industry');
    expect(JSON.stringify(mine)).not.toContain('OOM');

    // Another cao: the branch is not asked, so an answer to it is ignored and not stored.
    const other = await submit({ responses: { ...installer, '8': 'horeca', '16': 'kapot' } }, cookie);
    expect(other.statusCode, other.body).toBe(200);
    const latest = await env()
      .db.kysely.selectFrom('subsidyAnalyses')
      .select('responses')
      .where('userId', '=', user.id)
      .where('sessionId', 'is', null)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(latest.responses)).not.toHaveProperty('16');
  });

  it('the latest analysis wins; a job seeker on WW gets UWV', async () => {
    const { cookie, user } = await registerTalent(env().app, 'sub-latest');
    await submit({ responses: SME_EMPLOYEE, sessionId: 'a' }, cookie);
    const second = (
      await submit({ responses: WW_JOB_SEEKER, sessionId: 'b' }, cookie)
    ).json() as SubsidyResult;
    expect(second.matches.map((m) => m.subsidy.id)).toEqual(['uwv-scholing']);
    const mine = (await get('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
    expect(mine.matchedSubsidies.map((m) => m.subsidy.id)).toEqual(['uwv-scholing']);
    expect(await analyses(user.id)).toBe(2);
  });

  it('keeps results per user: nobody reads another user’s analysis', async () => {
    const a = await registerTalent(env().app, 'sub-a');
    const b = await registerTalent(env().app, 'sub-b');
    await submit({ responses: SME_EMPLOYEE }, a.cookie);
    expect((await get('/api/user/subsidy-results', b.cookie)).json().hasResults).toBe(false);
    expect((await get('/api/user/subsidy-results', a.cookie)).json().hasResults).toBe(true);
  });

  it('lets any signed-in role analyse for themselves', async () => {
    for (const email of [DEMO.company, DEMO.institute, DEMO.admin, DEMO.superadmin]) {
      const cookie = await login(env().app, email);
      expect((await submit({ responses: SME_EMPLOYEE }, cookie)).statusCode, email).toBe(200);
      expect((await get('/api/user/subsidy-results', cookie)).json().hasResults, email).toBe(true);
    }
  });

  describe('in English (Accept-Language: en)', () => {
    const EN = { 'accept-language': 'en-GB,en;q=0.9' };
    const getEn = (url: string, cookie?: string) =>
      env().app.inject({ url, headers: { ...EN, ...(cookie ? { cookie } : {}) } });
    const submitEn = (payload: unknown, cookie: string) =>
      env().app.inject({
        method: 'POST',
        url: '/api/subsidies/submit',
        headers: { ...EN, cookie },
        payload: payload as object,
      });

    it('asks the questions in English with the same ids and values', async () => {
      const nl = (await get('/api/subsidies/questionnaire')).json().items as Question[];
      const en = (await getEn('/api/subsidies/questionnaire')).json().items as Question[];
      expect(en.map((q) => [q.id, q.type, q.options.map((o) => o.value)])).toEqual(
        nl.map((q) => [q.id, q.type, q.options.map((o) => o.value)]),
      );
      expect(en[0].text).toBe('What is your date of birth?');
      expect(en[1].options[0]).toEqual({ value: 'employee', label: 'Employed' });
      expect(en[2].options).toContainEqual({ value: 'GM0153', label: 'Enschede' });
      expect(nl[0].text).toBe('Wat is je geboortedatum?');
    });

    it('gives reasons, descriptions and alternatives in English and reads the stored result in either language', async () => {
      const { cookie } = await registerTalent(env().app, 'sub-en');
      const res = await submitEn({ responses: SME_EMPLOYEE, sessionId: 'en' }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as SubsidyResult;
      expect(result.matches.map((m) => m.subsidy.id)).toEqual(['slim', 'oom']);
      const [slim] = result.matches;
      expect(slim.subsidy.name).toBe('SLIM subsidy (learning and development in SMEs)');
      expect(slim.subsidy.description).toMatch(/^A subsidy for SME employers/);
      expect(slim.matchReasons[0]).toBe(
        'You are employed by an employer with fewer than 250 staff (an SME).',
      );
      expect(result.alternatives[0].title).toBe('Free advice from the Leerwerkloket');

      const mineEn = (await getEn('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
      expect(mineEn.matchedSubsidies).toEqual(result.matches);
      const mineNl = (await get('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
      expect(mineNl.matchedSubsidies.map((m) => m.subsidy.id)).toEqual(['slim', 'oom']);
      expect(mineNl.matchedSubsidies[0].subsidy.name).toBe('SLIM-subsidie');
      expect(mineNl.matchedSubsidies[0].matchReasons[0]).toBe(
        'Je werkt in loondienst bij een werkgever met minder dan 250 medewerkers (mkb).',
      );
    });

    it('shows the demo talent’s seeded analysis in English', async () => {
      const cookie = await login(env().app, DEMO.talent);
      const mine = (await getEn('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
      // The loan she claims herself; SLIM (no course fees) only among the other options.
      expect(mine.matchedSubsidies.map((m) => m.subsidy.name)).toEqual([
        'Levenlanglerenkrediet (lifelong learning credit)',
      ]);
      expect(mine.alternatives.find((a) => a.schemeId === 'slim')?.title).toBe(
        'SLIM: your employer can pay for advice, not course fees',
      );
    });

    it('falls back to the stored snapshot when the stored answers no longer validate', async () => {
      const { cookie, user } = await registerTalent(env().app, 'sub-snapshot');
      await submit({ responses: SME_EMPLOYEE }, cookie);
      await env()
        .db.kysely.updateTable('subsidyAnalyses')
        .set({ responses: JSON.stringify({ ...SME_EMPLOYEE, '4': 'GM9999' }) })
        .where('userId', '=', user.id)
        .execute();
      const mine = (await getEn('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
      expect(mine.matchedSubsidies.map((m) => m.subsidy.name)).toEqual(['SLIM-subsidie', expect.any(String)]);
    });

    it('explains refused answers in English', async () => {
      const { cookie } = await registerTalent(env().app, 'sub-en-invalid');
      const cases: Array<[unknown, string]> = [
        [{ responses: {} }, 'Date of birth is required'],
        [{ responses: { ...SME_EMPLOYEE, '2': 'astronaut' } }, 'Unknown value for work situation'],
        [{ responses: { ...SME_EMPLOYEE, '1': '2999-01-01' } }, 'Date of birth cannot be in the future'],
        [{ responses: { ...SME_EMPLOYEE, '1': '1899-12-31' } }, 'Date of birth cannot be before 1900'],
        [
          { responses: { ...SME_EMPLOYEE, '6': 'misschien' } },
          'Number of staff of your employer: choose Yes or No',
        ],
        [{ responses: 'alles' }, 'Answers are missing'],
      ];
      for (const [payload, message] of cases) {
        const res = await submitEn(payload, cookie);
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toMatchObject({ message, detail: message });
      }
    });
  });

  it('seeds one analysis for the demo talent', async () => {
    const cookie = await login(env().app, DEMO.talent);
    const mine = (await get('/api/user/subsidy-results', cookie)).json() as StoredSubsidyResults;
    expect(mine.hasResults).toBe(true);
    expect(mine.matchedSubsidies.map((m) => m.subsidy.id)).toEqual(['levenlanglerenkrediet']);
    expect(mine.alternatives.map((a) => a.schemeId)).toContain('slim');
  });
});

describeApi('municipality search', (env) => {
  it('finds the official municipality by its common name, for anyone', async () => {
    const get = (q: string) =>
      env().app.inject({ url: `/api/subsidies/municipalities?q=${encodeURIComponent(q)}` });
    expect((await get('Den Haag')).json().items[0]).toEqual({ code: 'GM0518', name: "'s-Gravenhage" });
    expect((await get('Den Bosch')).json().items[0]).toEqual({ code: 'GM0796', name: "'s-Hertogenbosch" });
    expect((await get('x'.repeat(101))).statusCode).toBe(400);
  });

  it('pages the hits: none cut off, the best first, a limit up to the documented maximum', async () => {
    const inject = (url: string) => env().app.inject({ url });
    // Every municipality without a query: the default page, then the rest by cursor.
    const first = (await inject('/api/subsidies/municipalities')).json();
    expect(first.items).toHaveLength(PAGE_DEFAULT_LIMIT);
    const all = (await inject('/api/subsidies/municipalities?limit=200')).json();
    expect(all.items).toHaveLength(200);
    const rest = (await inject(`/api/subsidies/municipalities?limit=200&cursor=${all.nextCursor}`)).json();
    expect(rest).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(all.items.length + rest.items.length).toBe(342);
    expect((await inject('/api/subsidies/municipalities?limit=201')).statusCode).toBe(400);
    // A search walked one at a time by cursor keeps its order.
    const hits = (await inject('/api/subsidies/municipalities?q=berg')).json();
    expect(hits.items.length).toBeGreaterThan(2);
    expect(await walkPages(inject, '/api/subsidies/municipalities?q=berg')).toEqual(hits.items);
    await expectBadCursors(inject, '/api/subsidies/municipalities?q=berg');
  });
});
