import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { StoredSubsidyResults, SubsidyResult } from '../../../contracts/subsidies.ts';
import { describeApi, registerTalent } from '../../test/harness.ts';

/**
 * The subsidy check on the twenty situations of issue 49 ("The subsidy check did better"): each
 * gives the right advice through POST /api/subsidies/submit, and the stored result (with its
 * "Andere mogelijkheden") through GET /api/user/subsidy-results. The day is fixed at 28 November
 * 2026 (only Date is faked), so ages and windows do not move with the calendar.
 */
describeApi('subsidy advice: the twenty situations of issue 49', (env) => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  const base = { '1': '1985-04-01', '2': 'employee', '4': 'GM0153', '9': 'short_course' };
  let cookie = '';
  const check = async (answers: Record<string, unknown>, lang?: 'en') => {
    if (!cookie) cookie = (await registerTalent(env().app, 'advice')).cookie;
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/subsidies/submit',
      headers: { cookie, ...(lang ? { 'accept-language': lang } : {}) },
      payload: { responses: { ...base, ...answers } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as SubsidyResult;
    const ids = result.matches.map((m) => m.subsidy.id);
    const alt = (title: string | RegExp) =>
      result.alternatives.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
    const all = JSON.stringify(result);
    return { result, ids, alt, all };
  };

  it('1. "Nee" to Dutch nationality or equal status: no loan, neither matched nor suggested', async () => {
    const r = await check({ '1': '1980-02-01', '9': 'hbo_wo_programme', '11': false, '15': false });
    expect(r.ids).not.toContain('levenlanglerenkrediet');
    expect(r.alt(/^Deeltijd studeren/)).toBeUndefined();
    expect(
      r.alt(/^Levenlanglerenkrediet en studiefinanciering: alleen met Nederlandse nationaliteit/),
    ).toBeTruthy();
    // Full-time mbo too.
    const mbo = await check({ '1': '1980-02-01', '9': 'mbo_bol', '17': 'full_time', '15': false });
    expect(mbo.ids).not.toContain('levenlanglerenkrediet');
    expect(mbo.alt('Gewone studiefinanciering van DUO')).toBeUndefined();
  });

  it('2. a duaal (or full-time) hbo student under 30 gets ordinary student finance; the false sentence is gone', async () => {
    const r = await check({ '1': '2004-03-01', '9': 'hbo_wo_programme' });
    expect(r.all).not.toContain('krijgt nooit gewone studiefinanciering');
    expect(r.alt('Gewone studiefinanciering van DUO')?.content).toContain(
      'voor een voltijdse of duale hbo- of wo-opleiding gewone studiefinanciering',
    );
    expect(r.alt(/^Deeltijd studeren/)?.content).toContain(
      'Een duale opleiding valt wel onder de gewone studiefinanciering',
    );
  });

  it('3. born 15-10-1969: 56 on 1 September 2026, so the loan fits, with a caution for 2027', async () => {
    const r = await check({
      '1': '1969-10-15',
      '2': 'other',
      '9': 'hbo_wo_programme',
      '11': false,
      '15': true,
    });
    expect(r.ids).toContain('levenlanglerenkrediet');
    const llk = r.result.matches.find((m) => m.subsidy.id === 'levenlanglerenkrediet')!;
    expect(llk.matchReasons).toContain(
      'Je was op 1 september 2026, de start van het studiejaar, 56 jaar: jonger dan 57, dus binnen de leeftijdsgrens.',
    );
    expect(r.alt(/^Levenlanglerenkrediet: let op je leeftijd/)?.content).toContain(
      'Op 1 september 2027 ben je 57',
    );
  });

  it('4. 57 on 1 September 2026: no loan, and no hint that it is an option', async () => {
    const r = await check({ '1': '1969-08-20', '9': 'hbo_wo_programme', '11': false });
    expect(r.ids).not.toContain('levenlanglerenkrediet');
    expect(r.alt(/^Deeltijd studeren/)).toBeUndefined();
  });

  it('5. a 19-year-old in full-time mbo-bol is told about ordinary student finance first', async () => {
    const r = await check({ '1': '2007-05-01', '2': 'student', '9': 'mbo_bol', '17': 'full_time' });
    expect(r.ids).not.toContain('levenlanglerenkrediet');
    expect(r.alt('Gewone studiefinanciering van DUO')?.content).toMatch(
      /^Voor een voltijdse mbo-bol-opleiding krijg je gewone studiefinanciering van DUO/,
    );
  });

  it('6. part-time mbo-bol at 40: no loan (full-time only), with the reason', async () => {
    const r = await check({ '1': '1986-01-10', '9': 'mbo_bol', '17': 'part_time', '11': false });
    expect(r.ids).not.toContain('levenlanglerenkrediet');
    expect(r.alt('Levenlanglerenkrediet: alleen voor voltijd-mbo')).toBeTruthy();
    expect(r.alt('Gewone studiefinanciering van DUO')).toBeUndefined();
  });

  it('7. self-employed: training for the business is a business cost; SLIM is not for a one-person business', async () => {
    const r = await check({ '2': 'self_employed' });
    const alt = r.alt('Zelfstandige: een opleiding voor je bedrijf is een bedrijfskost')!;
    expect(alt.content).toContain('zakelijke kosten');
    expect(alt.content).toContain('artikel 3.8 Wet inkomstenbelasting 2001');
    expect(alt.content).toContain('op 1 januari 2022 afgeschaft');
    expect(r.ids).not.toContain('slim');
    expect(r.alt('Je werkgever kan je opleiding betalen')).toBeUndefined();
  });

  it('8. a 60-year-old on WW: UWV’s training, and UWV’s own help (work coach, werk.nl)', async () => {
    const r = await check({ '1': '1966-03-01', '2': 'job_seeker_ww' });
    expect(r.ids).toEqual(['uwv-scholing']);
    const own = r.alt('UWV helpt je ook zelf: je werkcoach en werk.nl')!;
    expect(own.content).toContain('werkcoach van UWV');
    expect(own.content).toContain('werk.nl');
  });

  it('9. on WW while someone else pays everything: still ask UWV for permission first', async () => {
    const r = await check({ '2': 'job_seeker_ww', '10': true });
    expect(r.ids).not.toContain('uwv-scholing');
    expect(r.alt(/^UWV helpt je ook zelf/)?.content).toContain(
      'vraag dan vóór de start toestemming aan UWV, ook als iemand anders de opleiding betaalt',
    );
  });

  it('10. on WW looking for career advice: UWV’s own help, not a training grant', async () => {
    const r = await check({ '2': 'job_seeker_ww', '9': 'career_advice' });
    expect(r.ids).not.toContain('uwv-scholing');
    expect(r.alt(/^UWV helpt je ook zelf/)).toBeTruthy();
  });

  it('11. derde leerweg at a recognised company: the November windows, published and expected', async () => {
    const r = await check({ '9': 'mbo_third_route', '12': true });
    const derde = r.result.matches.find((m) => m.subsidy.id === 'praktijkleren-derde-leerweg')!;
    expect(derde.subsidy.validityPeriod).not.toContain('geen bevestigd aanvraagtijdvak');
    expect(derde.subsidy.validityPeriod).toContain('verwacht open tot en met 28 november 2026');
    expect(derde.subsidy.validityPeriod).toContain('(3 november 2025 tot en met 28 november 2025)');
  });

  it('12. any employee: the employer pays required training in working time and may pay other training tax-free', async () => {
    const r = await check({ '6': false });
    const alt = r.alt('Je werkgever kan je opleiding betalen')!;
    expect(alt.content).toContain('artikel 7:611a BW');
    expect(alt.content).toContain('onder werktijd');
    expect(alt.content).toContain('gerichte vrijstelling van de werkkostenregeling');
    // A large employer: no SLIM at all.
    expect(r.result.alternatives.some((a) => a.schemeId === 'slim')).toBe(false);
  });

  it('13. an SME employee who wants a course: SLIM is not "Passend" (no course fees), only an option for the employer', async () => {
    const r = await check({ '6': true });
    expect(r.ids).not.toContain('slim');
    expect(r.alt('SLIM: je werkgever kan advies betalen, geen cursusgeld')?.content).toContain(
      'SLIM betaalt geen cursusgeld',
    );
  });

  it('14. an SME employee who wants career advice: SLIM fits', async () => {
    const r = await check({ '6': true, '9': 'career_advice' });
    expect(r.ids).toContain('slim');
    expect(r.alt(/^SLIM: je werkgever/)).toBeUndefined();
  });

  it('15. bijstand in Rotterdam: the municipality by name, no employer advice', async () => {
    const r = await check({ '2': 'job_seeker_bijstand', '4': 'GM0599' });
    expect(r.ids).toEqual(['gemeente-participatiewet']);
    expect(r.result.matches[0].subsidy.provider).toBe('Gemeente Rotterdam');
    expect(r.alt('Je werkgever kan je opleiding betalen')).toBeUndefined();
  });

  it('16. a job seeker without a benefit: the work desk, werk.nl and the RMC', async () => {
    const r = await check({ '2': 'job_seeker_none' });
    expect(r.ids).toEqual([]);
    expect(r.alt(/^Werkzoekend zonder uitkering/)?.content).toContain('werkplein of team Werk');
  });

  it('17. under the cao Gemeenten: A+O is no match; the employer pays (7:611a BW), the IKB tops up', async () => {
    const r = await check({ '8': 'gemeenten' });
    expect(r.ids).not.toContain('ao-gemeenten');
    expect(r.alt('Cao Gemeenten: je werkgever betaalt scholing voor je werk')?.content).toContain('IKB');
  });

  it('18. an installation-branch employee: OTIB / Wij Techniek, not OOM', async () => {
    const r = await check({ '8': 'metaal-techniek', '16': 'installatie' });
    expect(r.ids).toContain('otib');
    expect(r.ids).not.toContain('oom');
  });

  it('19. STAP’s end with its source’s own date, never "mogelijk verouderd"', async () => {
    const r = await check({});
    const stap = r.alt('STAP-budget (gestopt)')!;
    expect(stap.content).toContain('(Bron: rijksoverheid.nl, 13 juni 2023.)');
    expect(r.all).not.toMatch(/mogelijk verouderd, stand 13 juni 2023/);
  });

  it('20. window texts name the source’s own date, never a 2026 check beside older windows', async () => {
    const r = await check({ '9': 'mbo_bbl', '12': true, '14': true, '8': 'vvt' });
    const paden = r.result.matches.find((m) => m.subsidy.id === 'slim-ontwikkelpaden')!;
    expect(paden.subsidy.validityPeriod).toContain('Bron van de tijdvakken: rijksoverheid.nl, 3 maart 2025.');
    expect(paden.subsidy.validityPeriod).toContain('verwacht van 10 maart 2027 tot en met 30 juni 2027');
    for (const m of r.result.matches) expect(m.subsidy.validityPeriod).not.toMatch(/gecontroleerd op/);
  });

  it('"Andere mogelijkheden" are stored with the analysis and read back on a later visit, in either language', async () => {
    const { cookie: own } = await registerTalent(env().app, 'advice-stored');
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/subsidies/submit',
      headers: { cookie: own },
      payload: { responses: { ...base, '6': true } },
    });
    const result = res.json() as SubsidyResult;
    expect(result.alternatives.length).toBeGreaterThan(2);
    const read = async (lang?: 'en') =>
      (
        await env().app.inject({
          url: '/api/user/subsidy-results',
          headers: { cookie: own, ...(lang ? { 'accept-language': lang } : {}) },
        })
      ).json() as StoredSubsidyResults;
    expect((await read()).alternatives).toEqual(result.alternatives);
    const en = await read('en');
    expect(en.alternatives.map((a) => a.schemeId)).toEqual(result.alternatives.map((a) => a.schemeId));
    expect(en.alternatives.find((a) => a.schemeId === 'slim')?.title).toBe(
      'SLIM: your employer can pay for advice, not course fees',
    );
    // The stored snapshot keeps them too (the fallback when the answers no longer validate).
    const row = await env()
      .db.kysely.selectFrom('subsidyAnalyses')
      .select('result')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((JSON.parse(row.result) as SubsidyResult).alternatives).toEqual(result.alternatives);
  });
});
