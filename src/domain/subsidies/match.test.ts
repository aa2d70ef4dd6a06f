import { describe, expect, it } from 'vitest';
import type { SubsidyAnswers } from './answers.ts';
import { validateResponses } from './answers.ts';
import { CAOS, METAL_BRANCHES } from './data/caos.ts';
import { MUNICIPALITIES } from './data/municipalities.ts';
import { matchSubsidies } from './match.ts';
import { COURSE_TYPES, EMPLOYMENT, questionnaire } from './questions.ts';
import { SCHEMES, schemeById } from './schemes.ts';
import { SCHEME_TEXTS_EN } from './schemes-en.ts';
import { baseAnswers, SME_METAL_RESPONSES, TODAY } from './test-fixtures.ts';

const ids = (a: SubsidyAnswers, today = TODAY) => matchSubsidies(a, today).matches.map((m) => m.subsidy.id);

describe('whole questionnaire', () => {
  it('an SME employee under the metal cao wanting a short course: OOM; SLIM (no course fees) only as an alternative', () => {
    const v = validateResponses({ ...SME_METAL_RESPONSES, '14': false }, TODAY);
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const result = matchSubsidies(v.answers, TODAY);
    expect(result.matches.map((m) => m.subsidy.id)).toEqual(['oom']);
    expect(result.totalMatches).toBe(1);
    const slim = result.alternatives.find((a) => a.schemeId === 'slim')!;
    expect(slim.title).toBe('SLIM: je werkgever kan advies betalen, geen cursusgeld');
    expect(slim.content).toContain('SLIM betaalt geen cursusgeld');
  });

  it('an SME employee wanting career advice: SLIM is a match', () => {
    const result = matchSubsidies(baseAnswers({ smeEmployer: true, courseType: 'career_advice' }), TODAY);
    const slim = result.matches.find((m) => m.subsidy.id === 'slim')!;
    expect(slim.matchReasons.some((r) => r.includes('Je werkgever vraagt de subsidie aan'))).toBe(true);
    expect(slim.subsidy).toMatchObject({ provider: expect.stringContaining('SZW'), maxAmount: 24999 });
  });

  it('a job seeker on WW wanting an mbo bol course, 45, no student finance: UWV and the DUO loan', () => {
    expect(
      ids(
        baseAnswers({
          employment: 'job_seeker_ww',
          courseType: 'mbo_bol',
          fullTime: true,
          birthDate: '1981-01-01',
        }),
      ),
    ).toEqual(['levenlanglerenkrediet', 'uwv-scholing']);
  });

  it('the levenlanglerenkrediet in mbo is for full-time bol only: part-time gets the reason instead', () => {
    const a = baseAnswers({ courseType: 'mbo_bol', fullTime: false, birthDate: '1981-01-01' });
    expect(ids(a)).not.toContain('levenlanglerenkrediet');
    expect(matchSubsidies(a, TODAY).alternatives.map((x) => x.title)).toContain(
      'Levenlanglerenkrediet: alleen voor voltijd-mbo',
    );
  });

  it('the levenlanglerenkrediet is a loan: no grant headline amount, and its facts say loan', () => {
    const a = baseAnswers({ courseType: 'hbo_wo_programme', studentFinanceLeft: false });
    const llk = matchSubsidies(a, TODAY).matches.find((m) => m.subsidy.id === 'levenlanglerenkrediet')!;
    expect(llk.subsidy.maxAmount).toBeNull();
    expect(llk.subsidy.loan).toBe(true);
    expect(llk.subsidy.amountNote).toMatch(/^Een lening, geen gift/);
    expect(llk.subsidy.amountNote).not.toMatch(/12\.650|2,57/);
  });

  it('A+O fonds Gemeenten is an alternative (the employer pays; the IKB is a top-up), not a match', () => {
    const r = matchSubsidies(baseAnswers({ cao: 'gemeenten' }), TODAY);
    expect(r.matches.map((m) => m.subsidy.id)).not.toContain('ao-gemeenten');
    expect(r.totalMatches).toBe(r.matches.length);
    const alt = r.alternatives.find((x) => x.title.startsWith('Cao Gemeenten'))!;
    expect(alt.content).toContain('7:611a BW');
    expect(alt.content).toContain('aanvullend');
  });

  it('a job seeker without a benefit is sent to the work desk, werk.nl and the RMC, not the employers’ desk', () => {
    const r = matchSubsidies(baseAnswers({ employment: 'job_seeker_none' }), TODAY);
    const alt = r.alternatives.find((x) => x.title.startsWith('Werkzoekend zonder uitkering'))!;
    expect(alt.content).toMatch(/werkplein of team Werk/);
    expect(alt.content).toContain('werk.nl');
    expect(alt.content).toContain('RMC');
    expect(alt.content).not.toMatch(/werkgeversservicepunt|jongerenloket/);
  });

  it('someone on bijstand in Rotterdam: the municipality by name', () => {
    const r = matchSubsidies(
      baseAnswers({ employment: 'job_seeker_bijstand', municipality: 'GM0599' }),
      TODAY,
    );
    expect(r.matches.map((m) => m.subsidy.provider)).toEqual(['Gemeente Rotterdam']);
  });

  it('a bbl student at a recognised training company in zorg: ontwikkelpad and praktijkleren', () => {
    expect(
      ids(
        baseAnswers({
          courseType: 'mbo_bbl',
          recognisedTrainingCompany: true,
          ontwikkelpadSector: true,
          cao: 'vvt',
        }),
      ),
    ).toEqual(['slim-ontwikkelpaden', 'praktijkleren']);
  });

  it('the loan’s age counts on 1 September, the start of the study year, not on the day of the check', () => {
    // Born 15 October 1969: 57 on the day of the check, 56 on 1 September 2026.
    const a = baseAnswers({
      courseType: 'hbo_wo_programme',
      studentFinanceLeft: false,
      birthDate: '1969-10-15',
    });
    const r = matchSubsidies(a, '2026-11-28');
    const llk = r.matches.find((m) => m.subsidy.id === 'levenlanglerenkrediet')!;
    expect(llk.matchReasons).toContain(
      'Je was op 1 september 2026, de start van het studiejaar, 56 jaar: jonger dan 57, dus binnen de leeftijdsgrens.',
    );
    // She is 57 on 1 September 2027: a caution for the next study year.
    expect(
      r.alternatives.find((x) => x.title.startsWith('Levenlanglerenkrediet: let op'))?.content,
    ).toContain('Op 1 september 2027 ben je 57');
    // Before 1 September 2026 the study year 2025-26 counts: she was 55 then.
    expect(ids(a, '2026-08-31')).toContain('levenlanglerenkrediet');
    // 57 on 1 September 2026: refused in the study year 2026-27.
    expect(ids(baseAnswers({ ...a, birthDate: '1969-08-31' }), '2026-11-28')).not.toContain(
      'levenlanglerenkrediet',
    );
  });

  it('nothing fits: zero matches, but alternatives with the Leerwerkloket and what replaced STAP', () => {
    const r = matchSubsidies(baseAnswers({ employment: 'self_employed' }), TODAY);
    expect(r.totalMatches).toBe(0);
    const titles = r.alternatives.map((x) => x.title);
    expect(titles[0]).toBe('Gratis advies bij het Leerwerkloket');
    const stap = r.alternatives.find((x) => x.title.startsWith('STAP-budget'))!;
    expect(stap.content).toContain('SLIM-scholingssubsidie');
  });

  it('career advice mentions that NL leert door ended and what replaced it', () => {
    const r = matchSubsidies(baseAnswers({ courseType: 'career_advice' }), TODAY);
    expect(
      r.alternatives.some((x) => x.title.startsWith('NL leert door') && x.content.includes('Leerwerkloket')),
    ).toBe(true);
  });

  it('a cao whose fund is not in the catalogue points to the fund in the alternatives', () => {
    const r = matchSubsidies(baseAnswers({ cao: 'metalektro' }), TODAY);
    expect(r.alternatives.map((x) => x.title)).toContain('Opleidingsfonds van je cao: A+O Metalektro');
  });

  it('ended schemes and the Leerwerkloket are never matches, whatever the answers', () => {
    const never = new Set(['stap', 'ontwikkeladvies', 'leerwerkloket']);
    for (const employment of EMPLOYMENT)
      for (const courseType of COURSE_TYPES)
        for (const flag of [true, false, null]) {
          const a = baseAnswers({
            employment,
            courseType,
            smeEmployer: flag,
            studentFinanceLeft: flag === null ? null : !flag,
            recognisedTrainingCompany: flag,
            ontwikkelpadSector: flag,
            othersPayAll: flag === null ? null : !flag,
            cao: 'metaal-techniek',
          });
          for (const id of ids(a)) expect(never.has(id)).toBe(false);
        }
  });

  it('every match carries reasons and the catalogue fields', () => {
    const r = matchSubsidies(
      baseAnswers({
        smeEmployer: true,
        employment: 'employee',
        cao: 'kinderopvang',
        ontwikkelpadSector: true,
        courseType: 'mbo_bbl',
        recognisedTrainingCompany: true,
      }),
      TODAY,
    );
    expect(r.totalMatches).toBe(3);
    for (const m of r.matches) {
      expect(m.matchReasons.length).toBeGreaterThan(0);
      expect(m.subsidy.sourceUrl).toMatch(/^https:\/\//);
      expect(m.subsidy.lastVerified).toMatch(/^\d{4}-\d{2}$/);
    }
  });
});

describe('catalogue and data', () => {
  it('every scheme names provider, amount, status, source and last-verified month', () => {
    for (const s of SCHEMES) {
      expect(s.provider.length, s.id).toBeGreaterThan(1);
      expect(s.amountNote.length, s.id).toBeGreaterThan(5);
      expect(['open', 'ended']).toContain(s.status);
      expect(s.sourceUrl).toMatch(/^https:\/\//);
      expect(s.lastVerified).toMatch(/^20\d\d-\d\d$/);
      if (s.status === 'ended') expect(s.replacedBy, s.id).toBeTruthy();
    }
    expect(new Set(SCHEMES.map((s) => s.id)).size).toBe(SCHEMES.length);
  });

  it('holds the 342 municipalities of 1 January 2026 with unique CBS codes', () => {
    expect(MUNICIPALITIES).toHaveLength(342);
    expect(new Set(MUNICIPALITIES.map((m) => m.code)).size).toBe(342);
    expect(new Set(MUNICIPALITIES.map((m) => m.name)).size).toBe(342);
    for (const m of MUNICIPALITIES) expect(m.code).toMatch(/^GM\d{4}$/);
    const byCode = Object.fromEntries(MUNICIPALITIES.map((m) => [m.code, m.name]));
    expect(byCode).toMatchObject({
      GM0153: 'Enschede',
      GM0363: 'Amsterdam',
      GM0518: "'s-Gravenhage",
      GM1992: 'Voorne aan Zee',
      GM1991: 'Maashorst',
      GM1982: 'Land van Cuijk',
    });
    for (const gone of ['GM0457', 'GM0501', 'GM0530', 'GM0614']) expect(byCode[gone]).toBeUndefined();
  });

  it('holds at least 25 caos with unique slugs, linked to catalogue funds that exist', () => {
    expect(CAOS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(CAOS.map((c) => c.slug)).size).toBe(CAOS.length);
    for (const slug of [
      'metaal-techniek',
      'technisch-installatie',
      'beroepsgoederenvervoer',
      'bouw-infra',
      'gemeenten',
      'vvt',
    ])
      expect(CAOS.map((c) => c.slug)).toContain(slug);
    for (const c of CAOS) if (c.fundId) expect(SCHEMES.some((s) => s.id === c.fundId)).toBe(true);
  });

  it('the questionnaire has the fixed ids, types and required flags (3, 5 and 7 retired)', () => {
    const qs = questionnaire();
    expect(qs.map((q) => [q.id, q.type, q.required])).toEqual([
      [1, 'date', true],
      [2, 'select', true],
      [4, 'searchable_select', true],
      [6, 'boolean', false],
      [8, 'searchable_select', false],
      [16, 'radio', false],
      [9, 'select', true],
      [17, 'radio', true],
      [10, 'boolean', false],
      [11, 'boolean', false],
      [12, 'boolean', false],
      [13, 'text', false],
      [14, 'boolean', false],
      [15, 'boolean', false],
    ]);
    const byId = (id: number) => qs.find((q) => q.id === id)!;
    expect(byId(2).options.map((o) => o.value)).toEqual([...EMPLOYMENT]);
    expect(byId(9).options.map((o) => o.value)).toEqual([...COURSE_TYPES]);
    expect(byId(8).options[0].value).toBe('none');
    expect(byId(12).showIf).toEqual({ questionId: 9, values: ['mbo_bbl', 'mbo_third_route'] });
    for (const id of [6, 8, 14]) expect(byId(id).showIf).toEqual({ questionId: 2, value: 'employee' });
    expect(byId(16).showIf).toEqual({ questionId: 8, value: 'metaal-techniek' });
    expect(byId(16).options.map((o) => o.value)).toEqual([...METAL_BRANCHES]);
  });

  it('every O&O fund cites its own site, never a union’s, and says how the link was checked', () => {
    const funds = SCHEMES.filter((s) => s.tags.includes('O&O-fonds'));
    expect(funds.map((s) => s.id)).toEqual(
      expect.arrayContaining(['oom', 'otib', 'bouw-infra', 'ao-gemeenten']),
    );
    for (const s of funds) {
      for (const url of [s.sourceUrl, s.applicationUrl])
        expect(url, s.id).not.toMatch(/fnv\.nl|cnv(vakmensen)?\.nl|agere\.nl|vakbond|unie\.nl/);
      expect(s.sourceNote, s.id).toBeTruthy();
      // A deep link only where that exact page was found stored; otherwise the home page.
      const deep = new URL(s.sourceUrl).pathname !== '/';
      expect(s.sourceNote, s.id).toMatch(deep ? /stored page/ : /^Home page of the fund/);
    }
    // No scheme page of OOM could be verified: its home page, and the data says so.
    expect(schemeById('oom').sourceUrl).toBe('https://www.oom.nl');
    expect(schemeById('oom').homePageOnly).toBe(true);
    expect(schemeById('oom').maxAmount).toBeNull();
    expect(schemeById('otib').sourceUrl).toMatch(/^https:\/\/www\.wij-techniek\.nl\//);
  });

  it('the construction fund is named once, administered by Volandis, with Volandis as its source', () => {
    const s = schemeById('bouw-infra');
    expect(s.provider).toBe('Volandis');
    expect(s.sourceUrl).toMatch(/^https:\/\/www\.volandis\.nl\//);
    for (const text of [s.name, s.description, SCHEME_TEXTS_EN['bouw-infra']?.description ?? ''])
      expect(text).not.toMatch(/Fundeon|niet bevestigd|not confirmed|Scholingsfonds/);
  });
});

describe('Metaal en Techniek: matches and alternatives per branch (question 16, decision 260)', () => {
  const metal = (metalBranch: SubsidyAnswers['metalBranch'], lang: 'nl' | 'en' = 'nl') =>
    matchSubsidies(baseAnswers({ cao: 'metaal-techniek', metalBranch }), TODAY, lang);
  const funds = (r: ReturnType<typeof metal>) =>
    r.matches.map((m) => m.subsidy.id).filter((id) => id === 'oom' || id === 'otib');
  it.each([
    ['metaalbewerking', ['oom'], null],
    ['installatie', ['otib'], null],
    ['carrosserie', [], 'Opleidingsfonds van je branche: OOC'],
    ['isolatie', [], 'Opleidingsfonds van je branche: OOI'],
    ['goud_zilver', [], 'Opleidingsfonds van je branche: OOGZ'],
    ['unknown', [], 'Cao Metaal en Techniek: welk opleidingsfonds geldt, hangt af van je branche'],
    [null, [], 'Cao Metaal en Techniek: welk opleidingsfonds geldt, hangt af van je branche'],
  ] as const)('branch %s: funds %j, alternative %s', (branch, expected, alternative) => {
    const r = metal(branch);
    expect(funds(r)).toEqual(expected);
    const titles = r.alternatives.map((a) => a.title);
    if (alternative) expect(titles).toContain(alternative);
    else expect(titles.join(' ')).not.toMatch(/branche|Metaal en Techniek/);
  });
  it.each(['nl', 'en'] as const)(
    '%s: “weet ik niet” explains OOM and OTIB and says to ask the employer',
    (lang) => {
      const alt = metal('unknown', lang).alternatives.find((a) => a.content.includes('OTIB / Wij Techniek'));
      expect(alt?.content).toContain('OOM');
      expect(alt?.content).toMatch(lang === 'nl' ? /Vraag je werkgever/ : /Ask your employer/);
    },
  );
  it('no branch alternative for another cao', () => {
    const r = matchSubsidies(baseAnswers({ cao: 'horeca', metalBranch: 'unknown' }), TODAY);
    expect(r.alternatives.map((a) => a.title).join(' ')).not.toMatch(/Metaal en Techniek|branche/);
  });
});

describe('what the user can claim themselves first; no internal notes', () => {
  it('own schemes come before the employer’s, and every match says who applies', () => {
    // An employee in a bbl route at a recognised company who may also use the DUO loan.
    for (const answers of [
      baseAnswers({
        courseType: 'mbo_bbl',
        recognisedTrainingCompany: true,
        ontwikkelpadSector: true,
        cao: 'vvt',
      }),
      baseAnswers({ courseType: 'hbo_wo_programme', studentFinanceLeft: false, cao: 'metaal-techniek' }),
      baseAnswers({ employment: 'job_seeker_ww', courseType: 'mbo_bol', birthDate: '1981-01-01' }),
    ]) {
      for (const lang of ['nl', 'en'] as const) {
        const who = matchSubsidies(answers, TODAY, lang).matches.map((m) => m.subsidy.appliedBy);
        expect(who.every((w) => w === 'person' || w === 'employer')).toBe(true);
        const firstEmployer = who.indexOf('employer');
        if (firstEmployer >= 0) expect(who.slice(firstEmployer).every((w) => w === 'employer')).toBe(true);
      }
    }
    const mixed = matchSubsidies(
      baseAnswers({ courseType: 'hbo_wo_programme', studentFinanceLeft: false, cao: 'metaal-techniek' }),
      TODAY,
    ).matches.map((m) => [m.subsidy.id, m.subsidy.appliedBy]);
    expect(mixed[0]).toEqual(['levenlanglerenkrediet', 'person']);
  });

  it('no scheme text tells the user about our sources disagreeing or what “we” show', () => {
    for (const lang of ['nl', 'en'] as const) {
      for (const scheme of SCHEMES) {
        const text = JSON.stringify(matchSubsidies(baseAnswers(), TODAY, lang)) + JSON.stringify(scheme);
        expect(text).not.toMatch(
          /niet alle (pagina|bronnen)|not all (its pages|sources)|wij tonen|we (therefore )?show/i,
        );
      }
    }
  });
});
