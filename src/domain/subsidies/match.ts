import { ageOn } from './age.ts';
import type { SubsidyAnswers } from './answers.ts';
import { caoBySlug, METAL_BRANCH_FUNDS, METAL_TECH_CAO } from './data/caos.ts';
import { municipalityByCode } from './data/municipalities.ts';
import { factsOf } from './facts.ts';
import {
  AO_GEMEENTEN,
  dayText,
  gemeenteParticipatiewet,
  knownMetalBranch,
  LLK_COURSES,
  LLK_MAX_AGE,
  levenlanglerenkrediet,
  nextStudyYearStart,
  praktijkleren,
  praktijklerenDerdeLeerweg,
  type Rule,
  type RuleContext,
  STUDENT_FINANCE_AGE_LIMIT,
  sectorFund,
  slim,
  slimOntwikkelpaden,
  studyYearStartOn,
  uwvScholing,
} from './rules.ts';
import { type AppliedBy, SCHEMES, type SubsidyScheme, schemeById } from './schemes.ts';
import { schemeTexts } from './schemes-en.ts';
import { type SubsidyLanguage, subsidyTexts } from './texts.ts';
import { windowText } from './windows.ts';

/** A scheme as a match shows it (the `subsidy` shape). */
export interface MatchedSubsidy {
  id: string;
  name: string;
  provider: string;
  maxAmount: number | null;
  amountNote: string;
  validityPeriod: string;
  description: string;
  tags: string[];
  applicationUrl: string;
  sourceUrl: string;
  lastVerified: string;
  /**
   * Who applies: 'person' — the user claims it themselves; 'employer' — the employer
   * applies, the user can only ask for it. Absent in analyses stored before it existed.
   */
  appliedBy?: AppliedBy;
  /** Its figures, each with its own source and date (facts.ts); absent in older stored analyses. */
  facts?: ShownFact[];
  /** A loan to pay back, never a grant (absent: not a loan). */
  loan?: boolean;
  /** The source is only the provider's home page (absent: a page about the scheme). */
  homePageOnly?: boolean;
}

/** A dated fact in the reader's language. */
export interface ShownFact {
  id: string;
  text: string;
  sourceUrl: string;
  checkedOn: string;
  since?: string;
  /** A settled fact about a past event: shown with its source's date, never as outdated. */
  settled?: boolean;
}

/** A scheme's dated facts in `lang`. */
export const shownFacts = (schemeId: string, lang: SubsidyLanguage = 'nl'): ShownFact[] =>
  factsOf(schemeId).map((f) => ({
    id: f.id,
    text: lang === 'en' ? f.en : f.nl,
    sourceUrl: f.sourceUrl,
    checkedOn: f.checkedOn,
    ...(f.since ? { since: f.since } : {}),
    ...(f.settled ? { settled: true } : {}),
  }));

export interface SubsidyMatch {
  subsidy: MatchedSubsidy;
  matchReasons: string[];
}

export interface Alternative {
  title: string;
  content: string;
  /** The catalogue scheme the alternative is about, where it is one (absent in older analyses). */
  schemeId?: string;
}

export interface SubsidyResult {
  totalMatches: number;
  matches: SubsidyMatch[];
  alternatives: Alternative[];
}

/** Which rule decides each open scheme; schemes without a rule (advice, ended) never match. */
const RULES: Record<string, Rule> = {
  slim,
  'slim-ontwikkelpaden': slimOntwikkelpaden,
  praktijkleren,
  'praktijkleren-derde-leerweg': praktijklerenDerdeLeerweg,
  levenlanglerenkrediet,
  'uwv-scholing': uwvScholing,
  'gemeente-participatiewet': gemeenteParticipatiewet,
};
const ruleFor = (s: SubsidyScheme): Rule | undefined =>
  RULES[s.id] ?? (s.tags.includes('O&O-fonds') ? sectorFund(s.id) : undefined);

/**
 * When to apply, as of `today` (YYYY-MM-DD): the window status computed from the dated windows
 * (windows.ts), then the scheme's undated note. Schemes without windows keep their note only.
 */
export function schemeValidityPeriod(s: SubsidyScheme, today: string, lang: SubsidyLanguage = 'nl'): string {
  const note = schemeTexts(s, lang).validityPeriod;
  const status = windowText(s.id, today, lang);
  return status ? `${status} ${note}` : note;
}

function shown(s: SubsidyScheme, ctx: RuleContext, statusDay: string): MatchedSubsidy {
  const texts = schemeTexts(s, ctx.lang);
  const provider =
    s.id === 'gemeente-participatiewet'
      ? subsidyTexts(ctx.lang).gemeente.provider(ctx.municipalityName)
      : texts.provider;
  return {
    id: s.id,
    name: texts.name,
    provider,
    maxAmount: s.maxAmount,
    amountNote: texts.amountNote,
    validityPeriod: schemeValidityPeriod(s, statusDay, ctx.lang),
    description: texts.description,
    tags: texts.tags,
    applicationUrl: s.applicationUrl,
    sourceUrl: s.sourceUrl,
    lastVerified: s.lastVerified,
    appliedBy: s.appliedBy,
    facts: shownFacts(s.id, ctx.lang),
    loan: s.loan === true,
    homePageOnly: s.homePageOnly === true,
  };
}

/** What the user can claim themselves first, then the employer's schemes (stable otherwise). */
const CLAIM_ORDER: Record<AppliedBy, number> = { person: 0, employer: 1, advice: 2 };
const byWhoApplies = (a: SubsidyMatch, b: SubsidyMatch) =>
  CLAIM_ORDER[a.subsidy.appliedBy ?? 'person'] - CLAIM_ORDER[b.subsidy.appliedBy ?? 'person'];

const endedAlternative = (id: string, lang: SubsidyLanguage | undefined): Alternative => {
  const s = schemeTexts(schemeById(id), lang);
  const t = subsidyTexts(lang).alternatives;
  // The end is a settled fact: its source and that source's own date.
  const ended = factsOf(id).find((f) => f.settled && f.since);
  const source = ended
    ? ` ${t.endedSource(new URL(ended.sourceUrl).hostname.replace(/^www\./, ''), dayText(ended.since ?? '', lang ?? 'nl'))}`
    : '';
  return {
    title: t.ended(s.name),
    content: `${s.validityPeriod} ${s.replacedBy ?? ''}`.trim() + source,
    schemeId: id,
  };
};

/** Regular student finance (WSF) may still apply: younger than 30 and not known to be used up. */
const mayHaveStudentFinance = (ctx: RuleContext) =>
  ctx.age < STUDENT_FINANCE_AGE_LIMIT &&
  ctx.answers.studentFinanceLeft !== false &&
  ctx.answers.dutchResidence !== false;

function alternatives(ctx: RuleContext, matchedIds: Set<string>): Alternative[] {
  const a = ctx.answers;
  const t = subsidyTexts(ctx.lang).alternatives;
  const out: Alternative[] = [];
  const loket = schemeById('leerwerkloket');
  out.push({
    title: t.loket,
    content: t.loketContent(schemeTexts(loket, ctx.lang).description, loket.applicationUrl),
    schemeId: 'leerwerkloket',
  });
  const employee = a.employment === 'employee';
  // Wherever an employer is involved: what the employer owes and may pay tax-free.
  if (employee) out.push({ title: t.employerPays, content: t.employerPaysContent });
  // SLIM pays no course fees: an SME employee who wants a course hears of it here, not as a match.
  if (employee && a.smeEmployer === true && !matchedIds.has('slim')) {
    out.push({ title: t.slimEmployer, content: t.slimEmployerContent, schemeId: 'slim' });
  }
  const cao = a.cao ? caoBySlug(a.cao) : undefined;
  if (employee && cao?.fundName && !cao.fundId) {
    out.push({ title: t.caoFund(cao.fundName), content: t.caoFundContent(cao.name) });
  }
  // Metaal en Techniek (question 16): a branch fund outside the catalogue, or whom to ask.
  if (employee && cao?.slug === METAL_TECH_CAO) {
    const branch = knownMetalBranch(a);
    const fund = branch && METAL_BRANCH_FUNDS[branch];
    if (!branch || !fund) out.push({ title: t.metalBranchUnknown, content: t.metalBranchUnknownContent });
    else if (!fund.fundId)
      out.push({
        title: t.branchFund(fund.fundName),
        content: t.branchFundContent(subsidyTexts(ctx.lang).branches[branch], fund.fundName, fund.fullName),
      });
  }
  if (employee && cao?.fundId === AO_GEMEENTEN) {
    out.push({ title: t.aoGemeenten, content: t.aoGemeentenContent, schemeId: AO_GEMEENTEN });
  }
  if (a.employment === 'job_seeker_ww') {
    out.push({ title: t.uwvServices, content: t.uwvServicesContent, schemeId: 'uwv-scholing' });
  }
  if (a.employment === 'job_seeker_none') {
    out.push({ title: t.noBenefit(ctx.municipalityName), content: t.noBenefitContent(ctx.municipalityName) });
  }
  if (a.employment === 'self_employed') out.push({ title: t.selfEmployed, content: t.selfEmployedContent });
  // Regular student finance first: full-time mbo-bol, and full-time or dual hbo/wo under 30.
  if (a.courseType === 'mbo_bol' && a.fullTime === true && mayHaveStudentFinance(ctx)) {
    out.push({ title: t.studentFinance, content: t.studentFinanceMboContent });
  }
  if (a.courseType === 'hbo_wo_programme' && mayHaveStudentFinance(ctx)) {
    out.push({ title: t.studentFinance, content: t.studentFinanceHboContent });
  }
  const llkAge = ctx.studyYearAge ?? ctx.age;
  const residenceRefused = a.dutchResidence === false;
  if (residenceRefused && LLK_COURSES.includes(a.courseType)) {
    out.push({ title: t.noResidence, content: t.noResidenceContent, schemeId: 'levenlanglerenkrediet' });
  }
  if (
    !matchedIds.has('levenlanglerenkrediet') &&
    !residenceRefused &&
    a.courseType === 'hbo_wo_programme' &&
    llkAge <= LLK_MAX_AGE &&
    a.othersPayAll !== true
  ) {
    out.push({ title: t.partTime, content: t.partTimeContent, schemeId: 'levenlanglerenkrediet' });
  }
  // Matched for this study year, but 57 by the start of the next one.
  if (matchedIds.has('levenlanglerenkrediet') && ctx.studyYearStart) {
    const next = nextStudyYearStart(ctx.studyYearStart);
    if (ageOn(a.birthDate, next) > LLK_MAX_AGE)
      out.push({
        title: t.llkAge,
        content: t.llkAgeContent(dayText(next, ctx.lang)),
        schemeId: 'levenlanglerenkrediet',
      });
  }
  if (a.courseType === 'mbo_bol' && a.fullTime === false && llkAge <= LLK_MAX_AGE && !residenceRefused) {
    out.push({
      title: t.llkPartTimeMbo,
      content: t.llkPartTimeMboContent,
      schemeId: 'levenlanglerenkrediet',
    });
  }
  if (a.courseType === 'career_advice') out.push(endedAlternative('ontwikkeladvies', ctx.lang));
  out.push(endedAlternative('stap', ctx.lang));
  return out;
}

/** The context a rule reads, for answers on `today` (ages on that day and on 1 September before it). */
export function ruleContext(
  answers: SubsidyAnswers,
  today: string,
  lang: SubsidyLanguage = 'nl',
): RuleContext {
  const studyYearStart = studyYearStartOn(today);
  return {
    lang,
    answers,
    age: ageOn(answers.birthDate, today),
    studyYearAge: ageOn(answers.birthDate, studyYearStart),
    studyYearStart,
    municipalityName: municipalityByCode(answers.municipality)?.name ?? answers.municipality,
  };
}

/** Whether a scheme's own rule accepts these answers on `today` (false for schemes without a rule). */
export function fitsScheme(schemeId: string, answers: SubsidyAnswers, today: string): boolean {
  const scheme = SCHEMES.find((s) => s.id === schemeId);
  const rule = scheme && scheme.status === 'open' ? ruleFor(scheme) : undefined;
  return !!rule?.(ruleContext(answers, today));
}

/**
 * Matches answers against the catalogue on the day of submission (`today`, YYYY-MM-DD); every text
 * of the result is in `lang` (Dutch by default). Application-window statuses are computed for
 * `statusDay` (the day of reading; `today` when absent), so a stored analysis never calls a passed
 * window upcoming.
 */
export function matchSubsidies(
  answers: SubsidyAnswers,
  today: string,
  lang: SubsidyLanguage = 'nl',
  statusDay: string = today,
): SubsidyResult {
  const ctx = ruleContext(answers, today, lang);
  const matches: SubsidyMatch[] = [];
  for (const scheme of SCHEMES) {
    if (scheme.status !== 'open') continue;
    const reasons = ruleFor(scheme)?.(ctx);
    if (reasons) matches.push({ subsidy: shown(scheme, ctx, statusDay), matchReasons: reasons });
  }
  matches.sort(byWhoApplies);
  const ids = new Set(matches.map((m) => m.subsidy.id));
  return { totalMatches: matches.length, matches, alternatives: alternatives(ctx, ids) };
}
