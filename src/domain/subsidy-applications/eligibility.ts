import { dutchText } from '../../contracts/problems/define.ts';
import { SUBSIDY_PROBLEMS as P } from '../../contracts/problems/subsidies.ts';
import { ageOn } from '../subsidies/age.ts';
import type { SubsidyAnswers } from '../subsidies/answers.ts';
import { fitsScheme } from '../subsidies/match.ts';
import { LLK_COURSES, LLK_MAX_AGE, studyYearStartOn } from '../subsidies/rules.ts';
import type { SubsidyScheme } from '../subsidies/schemes.ts';

/**
 * Who may start a dossier for which scheme, with what (decision 441): the talent's answers in the
 * last subsidy check decide who may apply (WW for UWV, bijstand for the municipality, the cao or
 * branch for a fund, an SME employer for SLIM, a training place for praktijkleren, the loan's own
 * conditions), each scheme takes only the kind of course it pays for, and an amount is at most the
 * course's price and the scheme's cap. Every refusal names its rule with a stable problem code.
 */
export const DOSSIER_RULE_CODES = {
  checkFirst: 'subsidy_application.check_first',
  needsWw: 'subsidy_application.needs_ww',
  needsBijstand: 'subsidy_application.needs_bijstand',
  needsSmeEmployer: 'subsidy_application.needs_sme_employer',
  needsOntwikkelpad: 'subsidy_application.needs_ontwikkelpad',
  needsTrainingPlace: 'subsidy_application.needs_training_place',
  needsFundCao: 'subsidy_application.needs_fund_cao',
  fundPaysNoTraining: 'subsidy_application.fund_pays_no_training',
  loanConditions: 'subsidy_application.loan_conditions',
  noCourseFees: 'subsidy_application.no_course_fees',
  courseNotPaid: 'subsidy_application.course_not_paid',
  courseNotAccredited: 'subsidy_application.course_not_accredited',
  amountOverMaximum: 'subsidy_application.amount_over_maximum',
  amountOverPrice: 'subsidy_application.amount_over_price',
} as const;
export type DossierRuleCode = (typeof DOSSIER_RULE_CODES)[keyof typeof DOSSIER_RULE_CODES];

type Rule = keyof typeof DOSSIER_RULE_CODES;
/** Why the loan's conditions are not met: one code, the reason in its text. */
type LoanWhy = 'residence' | 'age' | 'course_type' | 'other';
type RuleParams = { why: LoanWhy } | { of: 'requested' };

/** The Dutch text of a refusal (its catalogue entry, contracts/problems/subsidies.ts, decision 475). */
const said = (rule: Rule, params?: RuleParams) => dutchText(P[DOSSIER_RULE_CODES[rule]], params);

/** The Dutch texts of the refusals, as the rules give them. */
export const ELIGIBILITY_MESSAGES = {
  checkFirst: said('checkFirst'),
  needsWw: said('needsWw'),
  needsBijstand: said('needsBijstand'),
  needsSmeEmployer: said('needsSmeEmployer'),
  needsOntwikkelpad: said('needsOntwikkelpad'),
  needsTrainingPlace: said('needsTrainingPlace'),
  needsFundCao: said('needsFundCao'),
  fundPaysNoTraining: said('fundPaysNoTraining'),
  loanResidence: said('loanConditions', { why: 'residence' }),
  loanAge: said('loanConditions', { why: 'age' }),
  loanCourseType: said('loanConditions', { why: 'course_type' }),
  loanOther: said('loanConditions', { why: 'other' }),
  noCourseFees: said('noCourseFees'),
  courseNotPaid: said('courseNotPaid'),
  courseNotAccredited: said('courseNotAccredited'),
  amountOverMaximum: said('amountOverMaximum', { of: 'requested' }),
  amountOverPrice: said('amountOverPrice', { of: 'requested' }),
} as const;

export interface DossierRefusal {
  status: 400 | 409;
  code: DossierRuleCode;
  message: string;
  /** The parameters of the code's text (its catalogue entry). */
  params?: RuleParams;
}

const refuse = (status: 400 | 409, key: Rule, params?: RuleParams): DossierRefusal => ({
  status,
  code: DOSSIER_RULE_CODES[key],
  message: said(key, params),
  ...(params ? { params } : {}),
});

/** What a scheme's dossier may take as its course: none where the scheme pays no course (400). */
function courseRefusal(schemeId: string): DossierRefusal | null {
  if (schemeId === 'slim') return refuse(400, 'noCourseFees');
  if (schemeId === 'praktijkleren' || schemeId === 'praktijkleren-derde-leerweg')
    return refuse(400, 'courseNotPaid');
  // No catalogue course is an accredited programme (courses carry no accreditation).
  if (schemeId === 'levenlanglerenkrediet') return refuse(400, 'courseNotAccredited');
  return null;
}

/** Whether a scheme's dossier can be about a course from the catalogue. */
export const takesCatalogueCourse = (schemeId: string) => courseRefusal(schemeId) === null;

/** Why the loan does not fit the answers, most specific first. */
function loanRefusal(a: SubsidyAnswers, today: string): DossierRefusal {
  if (a.dutchResidence === false) return refuse(409, 'loanConditions', { why: 'residence' });
  if (!LLK_COURSES.includes(a.courseType) || (a.courseType === 'mbo_bol' && a.fullTime !== true))
    return refuse(409, 'loanConditions', { why: 'course_type' });
  if (ageOn(a.birthDate, studyYearStartOn(today)) > LLK_MAX_AGE)
    return refuse(409, 'loanConditions', { why: 'age' });
  return refuse(409, 'loanConditions', { why: 'other' });
}

/** Whether the answers allow the talent to start (or ask the employer for) this scheme's dossier. */
function eligibilityRefusal(
  scheme: Pick<SubsidyScheme, 'id' | 'tags'>,
  a: SubsidyAnswers,
  today: string,
): DossierRefusal | null {
  switch (scheme.id) {
    case 'uwv-scholing':
      return a.employment === 'job_seeker_ww' ? null : refuse(409, 'needsWw');
    case 'gemeente-participatiewet':
      return a.employment === 'job_seeker_bijstand' ? null : refuse(409, 'needsBijstand');
    case 'slim':
      // The dossier asks the employer for advice or a scan: any SME employee may ask.
      return a.employment === 'employee' && a.smeEmployer === true ? null : refuse(409, 'needsSmeEmployer');
    case 'slim-ontwikkelpaden':
      return fitsScheme(scheme.id, a, today) ? null : refuse(409, 'needsOntwikkelpad');
    case 'praktijkleren':
    case 'praktijkleren-derde-leerweg':
      return fitsScheme(scheme.id, a, today) ? null : refuse(409, 'needsTrainingPlace');
    case 'levenlanglerenkrediet':
      return fitsScheme(scheme.id, a, today) ? null : loanRefusal(a, today);
  }
  if (scheme.tags.includes('O&O-fonds'))
    return fitsScheme(scheme.id, a, today) ? null : refuse(409, 'needsFundCao');
  return null;
}

export interface DossierStart {
  /** The talent's answers in the last subsidy check, validated; null without a (valid) check. */
  answers: SubsidyAnswers | null;
  courseId: number | null;
  /** The course's price in cents, when a course was found. */
  coursePriceCents: number | null;
  requestedAmountCents: number | null;
  /** YYYY-MM-DD, the Dutch day of the request. */
  today: string;
}

/**
 * Why a new dossier does not follow its scheme's rules, or null when it does. The input's own
 * faults first (400: a course the scheme does not pay, an amount over the cap or the price), then
 * who may apply (409: no check yet, or answers the scheme does not accept). A+O fonds Gemeenten is
 * always refused: it pays no staff training.
 */
export function dossierRefusal(
  scheme: Pick<SubsidyScheme, 'id' | 'tags' | 'maxAmount'>,
  start: DossierStart,
): DossierRefusal | null {
  if (scheme.id === 'ao-gemeenten') return refuse(409, 'fundPaysNoTraining');
  if (start.courseId !== null) {
    const course = courseRefusal(scheme.id);
    if (course) return course;
  }
  const amount = start.requestedAmountCents;
  if (amount !== null && scheme.maxAmount !== null && amount > scheme.maxAmount * 100)
    return refuse(400, 'amountOverMaximum', { of: 'requested' });
  if (amount !== null && start.coursePriceCents !== null && amount > start.coursePriceCents)
    return refuse(400, 'amountOverPrice', { of: 'requested' });
  if (!start.answers) return refuse(409, 'checkFirst');
  return eligibilityRefusal(scheme, start.answers, start.today);
}
