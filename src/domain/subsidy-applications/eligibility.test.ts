import { describe, expect, it } from 'vitest';
import type { SubsidyAnswers } from '../subsidies/answers.ts';
import { schemeById } from '../subsidies/schemes.ts';
import { baseAnswers } from '../subsidies/test-fixtures.ts';
import { checkDossierStart, dossierShape } from './dossier.ts';
import {
  DOSSIER_RULE_CODES as C,
  dossierRefusal,
  ELIGIBILITY_MESSAGES as M,
  takesCatalogueCourse,
} from './eligibility.ts';

const TODAY = '2026-11-28';
const refusal = (
  schemeId: string,
  answers: SubsidyAnswers | null,
  more: { courseId?: number; coursePriceCents?: number; requestedAmountCents?: number } = {},
) =>
  dossierRefusal(schemeById(schemeId), {
    answers,
    courseId: more.courseId ?? null,
    coursePriceCents: more.coursePriceCents ?? null,
    requestedAmountCents: more.requestedAmountCents ?? null,
    today: TODAY,
  });
const code = (...args: Parameters<typeof refusal>) => refusal(...args)?.code ?? null;

describe('who may start a dossier, by the answers of the last check', () => {
  const installer = baseAnswers({ smeEmployer: true, cao: 'metaal-techniek', metalBranch: 'installatie' });
  it.each([
    ['otib', null],
    ['slim', null],
    ['oom', C.needsFundCao],
    ['soob', C.needsFundCao],
    ['bouw-infra', C.needsFundCao],
    ['fcb', C.needsFundCao],
    ['ao-gemeenten', C.fundPaysNoTraining],
    ['uwv-scholing', C.needsWw],
    ['gemeente-participatiewet', C.needsBijstand],
    ['levenlanglerenkrediet', C.loanConditions],
    ['praktijkleren', C.needsTrainingPlace],
    ['praktijkleren-derde-leerweg', C.needsTrainingPlace],
    ['slim-ontwikkelpaden', C.needsOntwikkelpad],
  ])('an installation-branch SME employee: %s → %s', (schemeId, expected) => {
    expect(code(schemeId, installer)).toBe(expected);
  });

  it('no check yet: check first (409); A+O is refused even then', () => {
    expect(refusal('uwv-scholing', null)).toEqual({ status: 409, code: C.checkFirst, message: M.checkFirst });
    expect(code('ao-gemeenten', null)).toBe(C.fundPaysNoTraining);
  });

  it('WW for UWV, bijstand for the municipality', () => {
    expect(code('uwv-scholing', baseAnswers({ employment: 'job_seeker_ww' }))).toBeNull();
    expect(code('uwv-scholing', baseAnswers({ employment: 'job_seeker_bijstand' }))).toBe(C.needsWw);
    expect(code('gemeente-participatiewet', baseAnswers({ employment: 'job_seeker_bijstand' }))).toBeNull();
    expect(code('gemeente-participatiewet', baseAnswers({ employment: 'job_seeker_none' }))).toBe(
      C.needsBijstand,
    );
  });

  it('SLIM: an SME employee, whatever the course type; not a large firm, not the self-employed', () => {
    expect(code('slim', baseAnswers({ smeEmployer: true, courseType: 'hbo_wo_module' }))).toBeNull();
    expect(code('slim', baseAnswers({ smeEmployer: false }))).toBe(C.needsSmeEmployer);
    expect(code('slim', baseAnswers({ employment: 'self_employed', smeEmployer: true }))).toBe(
      C.needsSmeEmployer,
    );
  });

  it('the loan names the first condition that fails: residence, course type, age on 1 September', () => {
    const fits = baseAnswers({
      courseType: 'hbo_wo_programme',
      studentFinanceLeft: false,
      birthDate: '1969-10-15',
    });
    expect(code('levenlanglerenkrediet', fits)).toBeNull();
    expect(refusal('levenlanglerenkrediet', { ...fits, dutchResidence: false })?.message).toBe(
      M.loanResidence,
    );
    expect(refusal('levenlanglerenkrediet', { ...fits, courseType: 'mbo_bbl' })?.message).toBe(
      M.loanCourseType,
    );
    expect(refusal('levenlanglerenkrediet', { ...fits, birthDate: '1969-08-31' })?.message).toBe(M.loanAge);
    expect(refusal('levenlanglerenkrediet', { ...fits, studentFinanceLeft: true })?.message).toBe(
      M.loanOther,
    );
  });
});

describe('the course each scheme pays for, and amounts', () => {
  const ww = baseAnswers({ employment: 'job_seeker_ww' });
  it('SLIM, praktijkleren and the loan take no catalogue course (400)', () => {
    expect(refusal('slim', null, { courseId: 1 })).toMatchObject({ status: 400, code: C.noCourseFees });
    expect(refusal('praktijkleren', null, { courseId: 1 })).toMatchObject({
      status: 400,
      code: C.courseNotPaid,
    });
    expect(refusal('levenlanglerenkrediet', null, { courseId: 1 })).toMatchObject({
      status: 400,
      code: C.courseNotAccredited,
    });
    for (const id of ['slim', 'praktijkleren', 'praktijkleren-derde-leerweg', 'levenlanglerenkrediet']) {
      expect(takesCatalogueCourse(id)).toBe(false);
      expect(dossierShape(id).course).toBe(false);
      expect(checkDossierStart(id, { courseId: 1 })).toBe(refusal(id, null, { courseId: 1 })?.message);
    }
    expect(takesCatalogueCourse('uwv-scholing')).toBe(true);
  });
  it('at most the course price and the scheme’s cap', () => {
    expect(
      code('uwv-scholing', ww, { courseId: 1, coursePriceCents: 69_500, requestedAmountCents: 500_000 }),
    ).toBe(C.amountOverPrice);
    expect(
      code('uwv-scholing', ww, { courseId: 1, coursePriceCents: 69_500, requestedAmountCents: 69_500 }),
    ).toBeNull();
    expect(code('praktijkleren', null, { requestedAmountCents: 270_001 })).toBe(C.amountOverMaximum);
  });
  it('every code is namespaced and unique', () => {
    const codes = Object.values(C);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^subsidy_application\.[a-z_]+$/);
  });
});
