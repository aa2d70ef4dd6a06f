import { describe, expect, it } from 'vitest';
import type { SubsidyAnswers } from './answers.ts';
import {
  gemeenteParticipatiewet,
  levenlanglerenkrediet,
  nextStudyYearStart,
  praktijkleren,
  praktijklerenDerdeLeerweg,
  type Rule,
  sectorFund,
  slim,
  slimOntwikkelpaden,
  studyYearStartOn,
  uwvScholing,
} from './rules.ts';
import { baseAnswers } from './test-fixtures.ts';

type Case = [label: string, over: Partial<SubsidyAnswers>, expected: boolean, age?: number];

function table(rule: Rule, cases: Case[]) {
  it.each(cases)('%s', (_label, over, expected, age = 36) => {
    const reasons = rule({ answers: baseAnswers(over), age, municipalityName: 'Enschede' });
    expect(reasons !== null).toBe(expected);
    if (reasons) {
      expect(reasons.length).toBeGreaterThan(0);
      for (const r of reasons) expect(r).toMatch(/^[A-Z\d].*[.:]$/);
    }
  });
}

describe('SLIM (employer applies, SME only)', () => {
  table(slim, [
    // SLIM pays no course fees: an SME employee who wants a course is not a match (issue 49).
    ['SME employee wanting a course', { smeEmployer: true }, false],
    ['employee of a large firm (250 or more)', { smeEmployer: false }, false],
    ['company size unanswered: not assumed', { smeEmployer: null }, false],
    [
      'self-employed: one-person business excluded',
      { employment: 'self_employed', smeEmployer: true },
      false,
    ],
    ['job seeker', { employment: 'job_seeker_ww', smeEmployer: true }, false],
    ['SME employee wanting career advice', { smeEmployer: true, courseType: 'career_advice' }, true],
  ]);
  it('says the employer applies and that it pays the advice', () => {
    const reasons = slim({
      answers: baseAnswers({ smeEmployer: true, courseType: 'career_advice' }),
      age: 30,
      municipalityName: 'X',
    })!;
    expect(reasons.join(' ')).toContain('Je werkgever vraagt de subsidie aan');
    expect(reasons.join(' ')).toContain('loopbaan- en ontwikkeladvies');
  });
});

describe('SLIM scholingssubsidie (ontwikkelpaden)', () => {
  table(slimOntwikkelpaden, [
    ['employee in a path sector, mbo-bbl', { ontwikkelpadSector: true, courseType: 'mbo_bbl' }, true],
    [
      'employee in a path sector, short course',
      { ontwikkelpadSector: true, courseType: 'short_course' },
      true,
    ],
    [
      'employee in a path sector, derde leerweg',
      { ontwikkelpadSector: true, courseType: 'mbo_third_route' },
      true,
    ],
    [
      'path sector but hbo programme (above NLQF 4)',
      { ontwikkelpadSector: true, courseType: 'hbo_wo_programme' },
      false,
    ],
    ['path sector but career advice', { ontwikkelpadSector: true, courseType: 'career_advice' }, false],
    ['other sector', { ontwikkelpadSector: false, courseType: 'mbo_bbl' }, false],
    ['sector unanswered', { ontwikkelpadSector: null, courseType: 'mbo_bbl' }, false],
    ['job seeker', { employment: 'job_seeker_none', ontwikkelpadSector: true, courseType: 'mbo_bbl' }, false],
    // Practice-based learning while working only, never full-time mbo-bol.
    ['path sector but full-time mbo-bol', { ontwikkelpadSector: true, courseType: 'mbo_bol' }, false],
  ]);
  it('says 90% or 40% paid to the employer, the official course package, and never "gratis"', () => {
    for (const lang of ['nl', 'en'] as const) {
      const reasons = slimOntwikkelpaden({
        answers: baseAnswers({ ontwikkelpadSector: true, courseType: 'mbo_bbl' }),
        age: 30,
        municipalityName: 'X',
        lang,
      })!.join(' ');
      expect(reasons).toContain('90%');
      expect(reasons).toContain('40%');
      expect(reasons).toMatch(lang === 'nl' ? /aan je werkgever betaald/ : /paid to your employer/);
      expect(reasons).toMatch(lang === 'nl' ? /officiële cursuspakket/ : /official course package/);
      expect(reasons).not.toMatch(/gratis|betaalt niets|is free|pay nothing/i);
    }
  });
});

describe('SLIM says who applies and what is paid', () => {
  it.each(['nl', 'en'] as const)('%s: the employer applies, at most €24,999, not for the learner', (lang) => {
    const reasons = slim({
      answers: baseAnswers({ smeEmployer: true, courseType: 'career_advice' }),
      age: 30,
      municipalityName: 'X',
      lang,
    })!.join(' ');
    expect(reasons).toMatch(lang === 'nl' ? /€24\.999 per werkgever/ : /€24,999 per employer/);
    expect(reasons).toMatch(lang === 'nl' ? /niet naar jou/ : /not to you/);
  });
});

describe('Praktijkleren (bbl, recognised training company)', () => {
  table(praktijkleren, [
    ['bbl at a recognised company', { courseType: 'mbo_bbl', recognisedTrainingCompany: true }, true],
    ['bbl, company not recognised', { courseType: 'mbo_bbl', recognisedTrainingCompany: false }, false],
    ['bbl, recognition unanswered', { courseType: 'mbo_bbl', recognisedTrainingCompany: null }, false],
    ['bol is not a work-study place', { courseType: 'mbo_bol', recognisedTrainingCompany: true }, false],
    [
      'derde leerweg has its own scheme',
      { courseType: 'mbo_third_route', recognisedTrainingCompany: true },
      false,
    ],
  ]);
});

describe('Praktijkleren derde leerweg', () => {
  table(praktijklerenDerdeLeerweg, [
    [
      'derde leerweg at a recognised company',
      { courseType: 'mbo_third_route', recognisedTrainingCompany: true },
      true,
    ],
    [
      'job seeker in the derde leerweg (since 2024)',
      { employment: 'job_seeker_none', courseType: 'mbo_third_route', recognisedTrainingCompany: true },
      true,
    ],
    ['not recognised', { courseType: 'mbo_third_route', recognisedTrainingCompany: false }, false],
    ['bbl', { courseType: 'mbo_bbl', recognisedTrainingCompany: true }, false],
  ]);
});

describe('Levenlanglerenkrediet (DUO)', () => {
  const hbo: Partial<SubsidyAnswers> = { courseType: 'hbo_wo_programme', studentFinanceLeft: false };
  table(levenlanglerenkrediet, [
    ['hbo programme, no student finance', hbo, true],
    ['hbo module', { ...hbo, courseType: 'hbo_wo_module' }, true],
    ['mbo bol, full-time', { ...hbo, courseType: 'mbo_bol', fullTime: true }, true],
    ['mbo bol, part-time: not for part-time mbo', { ...hbo, courseType: 'mbo_bol', fullTime: false }, false],
    ['mbo bbl is excluded', { ...hbo, courseType: 'mbo_bbl' }, false],
    ['derde leerweg is excluded', { ...hbo, courseType: 'mbo_third_route' }, false],
    ['short non-accredited course is excluded', { ...hbo, courseType: 'short_course' }, false],
    ['still entitled to student finance', { ...hbo, studentFinanceLeft: true }, false],
    ['student finance unanswered, age 29', { ...hbo, studentFinanceLeft: null }, false, 29],
    ['student finance unanswered, age 30', { ...hbo, studentFinanceLeft: null }, true, 30],
    ['someone else pays everything', { ...hbo, othersPayAll: true }, false],
    ['someone else pays part', { ...hbo, othersPayAll: false }, true],
    ['no Dutch nationality or equal status', { ...hbo, dutchResidence: false }, false],
    ['age 55: inside the conservative limit', hbo, true, 55],
    ['age 56: younger than 57, matched', hbo, true, 56],
    ['age 57: not matched', hbo, false, 57],
    ['age 57', hbo, false, 57],
    // A module never has regular student finance, whatever question 11 says.
    [
      'hbo module, student finance unanswered, age 22',
      { courseType: 'hbo_wo_module', studentFinanceLeft: null },
      true,
      22,
    ],
  ]);
  it.each(['nl', 'en'] as const)('%s: states the age limit as DUO does, with the source', (lang) => {
    const reasons = levenlanglerenkrediet({
      answers: baseAnswers(hbo),
      age: 40,
      municipalityName: 'X',
      lang,
    })!;
    expect(reasons.join(' ')).toContain('duo.nl/particulier/levenlanglerenkrediet/');
    expect(reasons.join(' ')).toMatch(lang === 'nl' ? /jonger dan 57/ : /younger than 57/);
  });
});

describe('UWV scholing (WW)', () => {
  table(uwvScholing, [
    ['job seeker on WW', { employment: 'job_seeker_ww' }, true],
    ['job seeker on bijstand is the municipality', { employment: 'job_seeker_bijstand' }, false],
    ['job seeker without benefit', { employment: 'job_seeker_none' }, false],
    ['employee', { employment: 'employee' }, false],
    ['WW but only career advice', { employment: 'job_seeker_ww', courseType: 'career_advice' }, false],
    ['WW but someone else pays everything', { employment: 'job_seeker_ww', othersPayAll: true }, false],
  ]);
});

describe('Gemeente: scholing in de bijstand', () => {
  table(gemeenteParticipatiewet, [
    ['on bijstand', { employment: 'job_seeker_bijstand' }, true],
    ['on WW', { employment: 'job_seeker_ww' }, false],
    ['on bijstand, someone else pays', { employment: 'job_seeker_bijstand', othersPayAll: true }, false],
  ]);
  it('names the municipality', () => {
    const r = gemeenteParticipatiewet({
      answers: baseAnswers({ employment: 'job_seeker_bijstand' }),
      age: 40,
      municipalityName: 'Enschede',
    })!;
    expect(r.join(' ')).toContain('De gemeente Enschede');
  });
});

describe('Sector funds via the cao', () => {
  table(sectorFund('oom'), [
    [
      'employee in metalworking under Metaal en Techniek',
      { cao: 'metaal-techniek', metalBranch: 'metaalbewerking' },
      true,
    ],
    ['employee under another cao', { cao: 'horeca' }, false],
    ['no cao', { cao: null }, false],
    [
      'self-employed',
      { employment: 'self_employed', cao: 'metaal-techniek', metalBranch: 'metaalbewerking' },
      false,
    ],
  ]);
  table(sectorFund('otib'), [['technisch installatiebedrijf', { cao: 'technisch-installatie' }, true]]);
  table(sectorFund('soob'), [['beroepsgoederenvervoer', { cao: 'beroepsgoederenvervoer' }, true]]);
  table(sectorFund('bouw-infra'), [['bouw & infra', { cao: 'bouw-infra' }, true]]);
  // A+O fonds Gemeenten pays no staff training: never a match (the alternative explains, match.test.ts).
  table(sectorFund('ao-gemeenten'), [['gemeenten', { cao: 'gemeenten' }, false]]);
  table(sectorFund('voion'), [
    ['primair onderwijs', { cao: 'primair-onderwijs' }, true],
    ['voortgezet onderwijs', { cao: 'voortgezet-onderwijs' }, true],
  ]);
});

describe('Metaal en Techniek: the branch (question 16) names the fund (decision 260)', () => {
  const FUNDS = ['oom', 'otib'] as const;
  /** Which catalogue fund matches an employee under the cao Metaal en Techniek in this branch. */
  const fundsFor = (metalBranch: SubsidyAnswers['metalBranch']) =>
    FUNDS.filter((id) =>
      sectorFund(id)({
        answers: baseAnswers({ cao: 'metaal-techniek', metalBranch }),
        age: 40,
        municipalityName: 'X',
      }),
    );
  it.each([
    ['metaalbewerking', ['oom']],
    ['installatie', ['otib']],
    ['carrosserie', []],
    ['isolatie', []],
    ['goud_zilver', []],
    ['unknown', []],
    [null, []],
  ] as const)('branch %s: %j', (branch, funds) => {
    expect(fundsFor(branch)).toEqual(funds);
  });

  it.each([
    [
      'nl',
      'metaalbewerking',
      /Je bedrijf hoort bij het metaalbewerkingsbedrijf/,
      /OOM \(Opleidings- en Ontwikkelingsfonds voor het Metaalbewerkingsbedrijf\)/,
    ],
    ['nl', 'installatie', /Je bedrijf hoort bij het technisch installatiebedrijf/, /OTIB \/ Wij Techniek/],
    ['en', 'metaalbewerking', /Your company belongs to the metalworking industry/, /it is OOM\./],
    [
      'en',
      'installatie',
      /Your company belongs to the technical installation industry/,
      /it is OTIB \/ Wij Techniek\./,
    ],
  ] as const)('%s, %s: says why this fund, in the reader’s language', (lang, branch, why, fund) => {
    const id = branch === 'installatie' ? 'otib' : 'oom';
    const reasons = sectorFund(id)({
      answers: baseAnswers({ cao: 'metaal-techniek', metalBranch: branch }),
      age: 40,
      municipalityName: 'X',
      lang,
    })!.join(' ');
    expect(reasons).toMatch(why);
    expect(reasons).toMatch(fund);
  });

  it('the installation branch never names OOM, the metalworking branch never OTIB', () => {
    const reasons = (branch: 'installatie' | 'metaalbewerking', id: string) =>
      sectorFund(id)({
        answers: baseAnswers({ cao: 'metaal-techniek', metalBranch: branch }),
        age: 40,
        municipalityName: 'X',
      })?.join(' ') ?? '';
    expect(reasons('installatie', 'otib')).not.toMatch(/OOM/);
    expect(reasons('metaalbewerking', 'oom')).not.toMatch(/OTIB/);
  });

  it('a branch answer left over from Metaal en Techniek names no fund under another cao', () => {
    for (const id of FUNDS)
      expect(
        sectorFund(id)({
          answers: baseAnswers({ cao: 'horeca', metalBranch: 'metaalbewerking' }),
          age: 40,
          municipalityName: 'X',
        }),
      ).toBeNull();
  });
});

describe('the study year (the loan’s age counts on its first day)', () => {
  it.each([
    ['2026-11-28', '2026-09-01', '2027-09-01'],
    ['2026-09-01', '2026-09-01', '2027-09-01'],
    ['2026-08-31', '2025-09-01', '2026-09-01'],
    ['2027-01-15', '2026-09-01', '2027-09-01'],
  ])('on %s the study year started %s; the next starts %s', (today, start, next) => {
    expect(studyYearStartOn(today)).toBe(start);
    expect(nextStudyYearStart(today)).toBe(next);
  });
  it('56 on 1 September matches even when 57 on the day of the check', () => {
    const a = baseAnswers({
      courseType: 'hbo_wo_programme',
      studentFinanceLeft: false,
      birthDate: '1969-10-15',
    });
    expect(
      levenlanglerenkrediet({
        answers: a,
        age: 57,
        studyYearAge: 56,
        studyYearStart: '2026-09-01',
        municipalityName: 'X',
      }),
    ).not.toBeNull();
    expect(levenlanglerenkrediet({ answers: a, age: 57, municipalityName: 'X' })).toBeNull();
  });
});
