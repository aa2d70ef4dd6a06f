import type { SubsidyAnswers } from './answers.ts';
import { caoBySlug, type KnownMetalBranch, METAL_BRANCH_FUNDS, METAL_TECH_CAO } from './data/caos.ts';
import type { CourseType } from './questions.ts';
import { type SubsidyLanguage, subsidyTexts } from './texts.ts';

/** A day (YYYY-MM-DD) as "1 september 2026" / "1 September 2026". */
export const dayText = (iso: string, lang: SubsidyLanguage = 'nl') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** What a rule sees: the answers plus facts derived on the day of submission. */
export interface RuleContext {
  answers: SubsidyAnswers;
  /** Age in whole years on the day of submission. */
  age: number;
  /**
   * Age on the first day of the current study year (the last 1 September on or before the day of
   * submission): the levenlanglerenkrediet's limit counts then, not on the day of the check. Absent
   * in contexts made before it existed: `age` stands in.
   */
  studyYearAge?: number;
  /** That first day (YYYY-MM-DD), when `studyYearAge` is given. */
  studyYearStart?: string;
  municipalityName: string;
  /** The language of the reasons; Dutch when absent. */
  lang?: SubsidyLanguage;
}

/** A rule gives the reasons (in ctx.lang) why a scheme fits, or null when it does not. */
export type Rule = (ctx: RuleContext) => string[] | null;

/**
 * Levenlanglerenkrediet: younger than 57 at the start of the study year (duo.nl; the limit rose to
 * 57 from study year 2024-25, rijksoverheid.nl), so up to and including 56 (decision 316).
 */
export const LLK_MAX_AGE = 56;
/** Regular student finance ends at 30: from then on, an unanswered question 11 counts as "no". */
export const STUDENT_FINANCE_AGE_LIMIT = 30;

const isEmployee = (a: SubsidyAnswers) => a.employment === 'employee';
const oneOf = (t: CourseType, list: readonly CourseType[]) => list.includes(t);

/**
 * SLIM pays the employer's advice, scan and learning culture, never course fees: it fits only
 * someone who looks for career or development advice. An SME employee who wants a course is told
 * about it under "Andere mogelijkheden" instead (match.ts), never shown it as "Passend".
 */
export const slim: Rule = ({ answers: a, lang }) => {
  if (!isEmployee(a) || a.smeEmployer !== true || a.courseType !== 'career_advice') return null;
  const t = subsidyTexts(lang).slim;
  return [t.sme, t.applies, t.careerAdvice];
};

/**
 * Practice-based learning while working at NLQF levels 1-4 inside an ontwikkelpad: bbl, the third
 * learning route and certified short training. Not full-time mbo-bol.
 */
export const ONTWIKKELPAD_COURSES: readonly CourseType[] = ['mbo_bbl', 'mbo_third_route', 'short_course'];

export const slimOntwikkelpaden: Rule = ({ answers: a, lang }) => {
  if (!isEmployee(a) || a.ontwikkelpadSector !== true || !oneOf(a.courseType, ONTWIKKELPAD_COURSES))
    return null;
  const t = subsidyTexts(lang).ontwikkelpaden;
  return [t.sector, t.level, t.applies];
};

const praktijk =
  (courseType: CourseType, route: 'bbl' | 'thirdRoute'): Rule =>
  ({ answers: a, lang }) => {
    if (a.courseType !== courseType || a.recognisedTrainingCompany !== true) return null;
    const t = subsidyTexts(lang).praktijk;
    return [t.follows(t[route]), t.applies];
  };
export const praktijkleren = praktijk('mbo_bbl', 'bbl');
export const praktijklerenDerdeLeerweg = praktijk('mbo_third_route', 'thirdRoute');

export const LLK_COURSES: readonly CourseType[] = ['hbo_wo_programme', 'hbo_wo_module', 'mbo_bol'];

/** The first day of the study year `today` (YYYY-MM-DD) falls in: the last 1 September on or before it. */
export function studyYearStartOn(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return `${m >= 9 ? y : y - 1}-09-01`;
}

/** The first day of the next study year after `today`. */
export const nextStudyYearStart = (today: string) =>
  `${Number(studyYearStartOn(today).slice(0, 4)) + 1}-09-01`;

export const levenlanglerenkrediet: Rule = ({ answers: a, age, studyYearAge, studyYearStart, lang }) => {
  if (!oneOf(a.courseType, LLK_COURSES) || a.othersPayAll === true || a.dutchResidence === false) return null;
  // Younger than 57 at the start of the study year (duo.nl), not on the day of the check.
  const llkAge = studyYearAge ?? age;
  if (llkAge > LLK_MAX_AGE) return null;
  // In mbo only a full-time bol programme (duo.nl); question 17 asks.
  if (a.courseType === 'mbo_bol' && a.fullTime !== true) return null;
  // A separate module never comes with regular student finance (nor does part-time or dual study).
  const module = a.courseType === 'hbo_wo_module';
  const noStudentFinance =
    module ||
    a.studentFinanceLeft === false ||
    (a.studentFinanceLeft === null && age >= STUDENT_FINANCE_AGE_LIMIT);
  if (!noStudentFinance) return null;
  const t = subsidyTexts(lang).llk;
  return [
    a.courseType === 'mbo_bol' ? t.mboBol : t.hboWo,
    a.studentFinanceLeft === false
      ? t.noStudentFinance
      : module
        ? t.noFinanceForModules
        : t.overAgeLimit(STUDENT_FINANCE_AGE_LIMIT),
    studyYearStart && studyYearAge !== undefined
      ? t.ageAtStart(studyYearAge, dayText(studyYearStart, lang))
      : t.age(age),
    t.ageSource,
    a.dutchResidence === true ? t.resident : t.residenceCondition,
    t.loan,
  ];
};

export const uwvScholing: Rule = ({ answers: a, lang }) => {
  if (a.employment !== 'job_seeker_ww' || a.courseType === 'career_advice' || a.othersPayAll === true)
    return null;
  const t = subsidyTexts(lang).uwv;
  return [t.ww, t.pays, t.ask];
};

export const gemeenteParticipatiewet: Rule = ({ answers: a, municipalityName, lang }) => {
  if (a.employment !== 'job_seeker_bijstand' || a.othersPayAll === true) return null;
  const t = subsidyTexts(lang).gemeente;
  return [t.bijstand, t.pays(municipalityName)];
};

/**
 * The branch of an employee under the cao Metaal en Techniek when question 16 names one; undefined
 * for another cao, "anders of weet ik niet" or no answer (decision 260).
 */
export function knownMetalBranch(a: SubsidyAnswers): KnownMetalBranch | undefined {
  if (!isEmployee(a) || a.cao !== METAL_TECH_CAO) return undefined;
  return a.metalBranch && a.metalBranch !== 'unknown' ? a.metalBranch : undefined;
}

/**
 * The O&O fund of an employee: the cao's fund, or under the cao Metaal en Techniek the fund of the
 * branch (question 16). An unknown branch names no fund: the alternatives explain whom to ask.
 */
export const AO_GEMEENTEN = 'ao-gemeenten';

export const sectorFund =
  (fundId: string): Rule =>
  ({ answers: a, lang }) => {
    const cao = a.cao ? caoBySlug(a.cao) : undefined;
    if (!isEmployee(a) || !cao) return null;
    const t = subsidyTexts(lang);
    if (cao.slug === METAL_TECH_CAO) {
      const branch = knownMetalBranch(a);
      const fund = branch && METAL_BRANCH_FUNDS[branch];
      if (!branch || !fund || fund.fundId !== fundId) return null;
      return [
        t.fund.cao(cao.name),
        t.fund.branch(t.branches[branch], fund.fundName, fund.fullName),
        t.fund.ask,
      ];
    }
    // A+O fonds Gemeenten pays no staff training: an alternative, never a match (match.ts).
    if (cao.fundId !== fundId || fundId === AO_GEMEENTEN) return null;
    return [t.fund.cao(cao.name), t.fund.fund(cao.fundName ?? ''), t.fund.ask];
  };
