import { formatEuroCents } from '../money.ts';
import { type SubsidyAnswers, validateResponses } from '../subsidies/answers.ts';
import { caoBySlug, METAL_BRANCHES, METAL_TECH_CAO } from '../subsidies/data/caos.ts';
import { factsOf, isPossiblyOutdated, type SchemeFact } from '../subsidies/facts.ts';
import { matchSubsidies, type SubsidyResult } from '../subsidies/match.ts';
import { COURSE_TYPES, type CourseType, EMPLOYMENT, type Employment, Q } from '../subsidies/questions.ts';
import { questionnaireIn } from '../subsidies/questions-en.ts';
import { SCHEMES, type SubsidyScheme } from '../subsidies/schemes.ts';
import { schemeTexts } from '../subsidies/schemes-en.ts';
import { type TopicId, topicFacts } from '../subsidies/topic-facts.ts';
import { APPLICATION_WINDOWS, windowText } from '../subsidies/windows.ts';
import { ASK_TEXTS, type AskTexts } from './ask-texts.ts';
import {
  type AskIntent,
  type AskSources,
  COACH_CONFIDENCE,
  type CoachAskAnswer,
  type CoachSlots,
  type CoachSource,
  type CoachUnderstanding,
} from './ask-types.ts';
import type { CoachLanguage } from './context.ts';

/**
 * The Coach's answers from the product's own sources (decision 435): the subsidy matcher (the same
 * one `/subsidies` runs, on the question's slots merged with the talent's last stored check), the
 * subsidy catalogue's dated facts and windows, the course catalogue and the talent's own data. Every
 * answer names its sources with their own dates; a reading below COACH_CONFIDENCE says it is not sure.
 */

/** An answer under construction: sentences and the sources they cite. */
class Answer {
  readonly parts: string[] = [];
  readonly sources: CoachSource[] = [];
  readonly links: { href: string; label: string }[] = [];
  constructor(
    readonly lang: CoachLanguage,
    readonly today: string,
  ) {}
  get t(): AskTexts {
    return ASK_TEXTS[this.lang];
  }
  say(...texts: (string | false | null | undefined)[]) {
    for (const text of texts) if (typeof text === 'string' && text !== '') this.parts.push(text);
  }
  cite(label: string, url: string, date: string) {
    if (!this.sources.some((s) => s.url === url && s.date === date)) this.sources.push({ label, url, date });
  }
  link(href: string, label: string) {
    if (!this.links.some((l) => l.href === href)) this.links.push({ href, label });
  }
  /** A dated fact with its source in the text and in the list of sources. */
  fact(f: SchemeFact, label: string, inForce = false) {
    const old = !inForce && isPossiblyOutdated(f, this.today);
    const day = (iso: string) => dateText(iso, this.lang);
    const tail = old
      ? this.t.possiblyOutdated(f.sourceUrl, day(f.since ?? f.checkedOn))
      : f.since
        ? this.t.sourceSince(f.sourceUrl, day(f.since), day(f.checkedOn))
        : this.t.source(f.sourceUrl, day(f.checkedOn));
    this.say(`${f[this.lang]} ${tail}.`);
    this.cite(label, f.sourceUrl, f.since ?? f.checkedOn);
  }
}

const LOCALE: Record<CoachLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

export const dateText = (iso: string, lang: CoachLanguage) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

const euro = (cents: number, lang: CoachLanguage) => formatEuroCents(cents, LOCALE[lang]);

const schemeOf = (id: string): SubsidyScheme | undefined => SCHEMES.find((s) => s.id === id);
const nameOf = (s: SubsidyScheme, lang: CoachLanguage) => schemeTexts(s, lang).name;

/** The scheme's page and its facts' dates as sources; the scheme's own text when it has no facts. */
function describeScheme(a: Answer, s: SubsidyScheme, withWindow: boolean) {
  const texts = schemeTexts(s, a.lang);
  const name = texts.name;
  if (s.status === 'ended') {
    a.say(a.t.ended(name));
    for (const f of factsOf(s.id)) a.fact(f, name);
    a.say(texts.replacedBy);
    return;
  }
  a.say(`${name}: ${texts.description}`);
  const facts = factsOf(s.id);
  if (facts.length > 0) for (const f of facts) a.fact(f, name);
  else {
    a.say(`${texts.amountNote} ${a.t.source(s.sourceUrl, dateText(`${s.lastVerified}-01`, a.lang))}.`);
    a.cite(name, s.sourceUrl, `${s.lastVerified}-01`);
  }
  if (s.loan) a.say(a.t.loan);
  else a.say(a.t.appliedBy[s.appliedBy]);
  const window = windowText(s.id, a.today, a.lang);
  if (window && withWindow) {
    a.say(a.t.window(window));
    const entry = APPLICATION_WINDOWS[s.id];
    const last = entry?.windows
      .filter((w) => w.to < a.today)
      .sort((x, y) => x.to.localeCompare(y.to))
      .at(-1);
    if (entry && last) {
      a.say(a.t.lastWindow(dateText(last.from, a.lang), dateText(last.to, a.lang)));
      a.cite(name, entry.sourceUrl, entry.checkedOn);
    }
  } else if (withWindow) a.say(a.t.window(texts.validityPeriod));
}

/** The talent's stored answers (validated as on the day of that check), or null. */
function storedAnswers(src: AskSources): SubsidyAnswers | null {
  if (!src.storedCheck) return null;
  const day = src.storedCheck.analysedAt.slice(0, 10);
  const checked = validateResponses(src.storedCheck.responses as never, day);
  return checked.ok ? checked.answers : null;
}

/** A birth date that gives `age` on `today`. */
const birthDateFor = (age: number, today: string) =>
  `${Number(today.slice(0, 4)) - age}${today.slice(4, 10)}`;

type AssumedKey = 'age' | 'employment' | 'courseType' | 'municipality';

interface Merged {
  answers: SubsidyAnswers;
  /** Questions neither the question nor the stored check answered (filled with a neutral value). */
  assumed: Set<AssumedKey>;
  fromStored: boolean;
}

/** The question's slots over the stored check's answers; what neither says is assumed and said. */
export function mergeAnswers(slots: CoachSlots, src: AskSources): Merged {
  const stored = storedAnswers(src);
  const assumed: Merged['assumed'] = new Set();
  /** The first known value; else `neutral`, noted as assumed. */
  const known = <T>(key: AssumedKey, neutral: T, ...values: (T | null | undefined)[]): T => {
    const value = values.find((v) => v !== undefined && v !== null);
    if (value !== undefined && value !== null) return value;
    assumed.add(key);
    return neutral;
  };
  const birthDate = known(
    'age',
    birthDateFor(35, src.today),
    slots.birthDate,
    slots.age !== undefined ? birthDateFor(slots.age, src.today) : undefined,
    stored?.birthDate,
  );
  const employer = slots.employer || slots.smeEmployer !== undefined || slots.cao !== undefined;
  const employment = known<Employment>(
    'employment',
    'other',
    slots.employment,
    employer ? 'employee' : undefined,
    stored?.employment,
  );
  const courseType = known<CourseType>('courseType', 'short_course', slots.courseType, stored?.courseType);
  const municipality = known('municipality', '', stored?.municipality);
  const keepStoredEmployee = employment === 'employee' && stored?.employment === 'employee';
  const answers: SubsidyAnswers = {
    birthDate,
    employment,
    municipality,
    smeEmployer: slots.smeEmployer ?? (keepStoredEmployee ? stored.smeEmployer : null),
    cao: slots.cao ?? (keepStoredEmployee ? stored.cao : null),
    courseType,
    othersPayAll: slots.othersPayAll ?? stored?.othersPayAll ?? null,
    studentFinanceLeft: stored?.studentFinanceLeft ?? null,
    recognisedTrainingCompany: stored?.recognisedTrainingCompany ?? null,
    courseName: stored?.courseName ?? null,
    ontwikkelpadSector: slots.ontwikkelpadSector ?? (keepStoredEmployee ? stored.ontwikkelpadSector : null),
    dutchResidence: stored?.dutchResidence ?? null,
    metalBranch: keepStoredEmployee && slots.cao === undefined ? stored.metalBranch : null,
    fullTime: slots.fullTime ?? (courseType === stored?.courseType ? stored.fullTime : null),
  };
  return { answers, assumed, fromStored: stored !== null };
}

const match = (answers: SubsidyAnswers, src: AskSources, lang: CoachLanguage): SubsidyResult =>
  matchSubsidies(answers, src.today, lang);

/** The option label of a questionnaire answer in `lang`. */
function optionLabel(questionId: number, value: string, lang: CoachLanguage): string {
  const q = questionnaireIn(lang).find((x) => x.id === questionId);
  return q?.options.find((o) => o.value === value)?.label.toLowerCase() ?? value;
}

/** Every combination of the values the reading had to assume (unknown yes/no answers both ways). */
function variants(m: Merged): SubsidyAnswers[] {
  const a = m.answers;
  const employments = m.assumed.has('employment') ? EMPLOYMENT : [a.employment];
  const courses = m.assumed.has('courseType') ? COURSE_TYPES : [a.courseType];
  const yesNo = (v: boolean | null) => (v === null ? [true, false] : [v]);
  const branches =
    a.cao === METAL_TECH_CAO && (a.metalBranch === null || a.metalBranch === 'unknown')
      ? METAL_BRANCHES
      : [a.metalBranch];
  const out: SubsidyAnswers[] = [];
  for (const employment of employments)
    for (const courseType of courses)
      for (const smeEmployer of employment === 'employee' ? yesNo(a.smeEmployer) : [null])
        for (const ontwikkelpadSector of employment === 'employee' ? yesNo(a.ontwikkelpadSector) : [null])
          for (const recognisedTrainingCompany of yesNo(a.recognisedTrainingCompany))
            for (const metalBranch of branches)
              out.push({
                ...a,
                employment,
                courseType,
                fullTime: courseType === 'mbo_bol' ? (a.fullTime ?? true) : null,
                smeEmployer,
                ontwikkelpadSector,
                recognisedTrainingCompany,
                metalBranch,
              });
  return out;
}

/** Whether a scheme fits: for every, some or no value of the answers the reading had to assume. */
function fitOf(schemeId: string, m: Merged, src: AskSources): 'yes' | 'maybe' | 'no' {
  let some = false;
  let all = true;
  for (const answers of variants(m)) {
    const hit = match(answers, src, 'nl').matches.some((x) => x.subsidy.id === schemeId);
    some ||= hit;
    all &&= hit;
  }
  return all ? 'yes' : some ? 'maybe' : 'no';
}

/** What the question said about the person, for "met wat je vertelt (…)". */
function saidText(slots: CoachSlots, lang: CoachLanguage): string {
  const t = ASK_TEXTS[lang];
  const said: string[] = [];
  if (slots.age !== undefined) said.push(t.slotNames.age(slots.age));
  if (slots.employment) said.push(optionLabel(Q.employment, slots.employment, lang));
  if (slots.cao) said.push(caoBySlug(slots.cao)?.name ?? slots.cao);
  if (slots.courseType) said.push(optionLabel(Q.courseType, slots.courseType, lang));
  return t.join(said);
}

const hasPersonalSlots = (s: CoachSlots) =>
  s.age !== undefined ||
  s.birthDate !== undefined ||
  s.employment !== undefined ||
  s.courseType !== undefined ||
  s.cao !== undefined;

function schemeAnswer(
  a: Answer,
  intent: Extract<AskIntent, { kind: 'scheme' }>,
  u: CoachUnderstanding,
  src: AskSources,
) {
  const merged = mergeAnswers(u.slots, src);
  for (const id of intent.schemeIds.slice(0, 2)) {
    const s = schemeOf(id);
    if (!s) continue;
    if (s.status === 'open' && hasPersonalSlots(u.slots)) {
      const fit = fitOf(id, merged, src);
      const name = nameOf(s, a.lang);
      a.say(
        fit === 'yes'
          ? a.t.fits(name)
          : fit === 'no'
            ? a.t.fitsNot(name, saidText(u.slots, a.lang))
            : a.t.fitsMaybe(name),
      );
    }
    describeScheme(a, s, intent.aspect === 'window' || s.appliedBy === 'employer');
  }
  // A scheme that replaced an ended one, or the course-paying sibling of one that pays no courses.
  const first = intent.schemeIds[0];
  if (first === 'slim' && !intent.schemeIds.includes('slim-ontwikkelpaden')) {
    const sibling = schemeOf('slim-ontwikkelpaden');
    if (sibling) describeScheme(a, sibling, false);
  }
  a.link('/subsidies', a.t.links.subsidies);
}

function topicAnswer(
  a: Answer,
  topic: Extract<AskIntent, { kind: 'topic' }>['topic'],
  u: CoachUnderstanding,
  src: AskSources,
) {
  const facts = (id: TopicId) => {
    for (const f of topicFacts(id)) a.fact(f, id, true);
  };
  switch (topic) {
    case 'taxDeduction':
      facts('taxDeduction');
      facts('businessCost');
      if (u.slots.employer || u.slots.employment === 'employee') facts('employerTaxFree');
      break;
    case 'businessCost':
      facts('businessCost');
      facts('taxDeduction');
      break;
    case 'employerTaxFree':
      facts('employerTaxFree');
      facts('requiredTraining');
      break;
    case 'requiredTraining':
    case 'studyCostClause':
      facts(topic);
      if (topic === 'studyCostClause') facts('requiredTraining');
      break;
    case 'studentFinance': {
      facts('studentFinance');
      const llk = schemeOf('levenlanglerenkrediet');
      if (llk) describeScheme(a, llk, false);
      break;
    }
    case 'employerRefuses': {
      facts('requiredTraining');
      a.say(a.t.employerAlternatives);
      situationAnswer(a, { ...u, slots: { ...u.slots, employer: true, othersPayAll: false } }, src, true);
      return;
    }
    case 'ooFund': {
      const merged = mergeAnswers(u.slots, src);
      const cao = merged.answers.cao ? caoBySlug(merged.answers.cao) : undefined;
      const fund = cao?.fundId ? schemeOf(cao.fundId) : undefined;
      if (cao && fund) {
        a.say(a.t.ooFundCao(nameOf(fund, a.lang), cao.name));
        describeScheme(a, fund, false);
      } else {
        const q = questionnaireIn(a.lang).find((x) => x.id === Q.cao);
        a.say(q?.helpText);
        const funds = SCHEMES.filter((s) => s.tags.includes('O&O-fonds') && s.status === 'open');
        a.say(a.t.employerSchemes(a.t.join(funds.slice(0, 6).map((s) => nameOf(s, a.lang)))));
        for (const f of funds.slice(0, 6)) a.cite(nameOf(f, a.lang), f.sourceUrl, `${f.lastVerified}-01`);
        a.say(a.t.offerCheck);
      }
      break;
    }
    case 'refund': {
      a.say(a.t.refund);
      if (src.course?.instituteName) a.say(a.t.refundCourse(src.course.title, src.course.instituteName));
      if (src.dossiers.some((d) => d.status === 'approved')) a.say(a.t.refundGrant);
      for (const e of src.enrolments.filter((x) => x.status === 'enrolled').slice(0, 3)) {
        a.cite(e.title, `/courses/${e.courseId}`, a.today);
        a.link(`/courses/${e.courseId}`, e.title);
      }
      a.link('/progress', a.t.links.progress);
      return;
    }
  }
  a.link('/subsidies', a.t.links.subsidies);
}

/** "What can I get": the matcher on the merged answers, or an overview when nothing is known. */
function situationAnswer(a: Answer, u: CoachUnderstanding, src: AskSources, alternativesOnly = false) {
  const merged = mergeAnswers(u.slots, src);
  if (!hasPersonalSlots(u.slots) && !merged.fromStored && !alternativesOnly) {
    overview(a);
    return;
  }
  const result = match(merged.answers, src, a.lang);
  const what = hasPersonalSlots(u.slots) ? saidText(u.slots, a.lang) || a.t.yourSituation : a.t.yourSituation;
  const shown = result.matches.slice(0, 4);
  if (!alternativesOnly) a.say(shown.length > 0 ? a.t.matchesIntro(what) : a.t.matchesNone(what));
  for (const m of shown) {
    const s = schemeOf(m.subsidy.id);
    const f = factsOf(m.subsidy.id)[0];
    a.say(`${m.subsidy.name}: ${m.matchReasons.slice(0, 2).join(' ')}`);
    if (f) a.fact(f, m.subsidy.name);
    else a.cite(m.subsidy.name, m.subsidy.sourceUrl, `${m.subsidy.lastVerified}-01`);
    if (s?.loan) a.say(a.t.loan);
    // How to apply for what the person claims themselves (the employer's schemes say so in their reasons).
    if (s?.appliedBy === 'person') a.say(schemeTexts(s, a.lang).validityPeriod);
  }
  // An age the question names rules out a scheme with an age limit: said with that limit's fact.
  if (u.slots.age !== undefined)
    for (const s of SCHEMES.filter(
      (x) => x.status === 'open' && factsOf(x.id).some((f) => f.kind === 'age'),
    )) {
      if (fitOf(s.id, merged, src) !== 'no') continue;
      a.say(a.t.fitsNot(nameOf(s, a.lang), a.t.slotNames.age(u.slots.age)));
      for (const f of factsOf(s.id).filter((x) => x.kind === 'age')) a.fact(f, nameOf(s, a.lang));
    }
  // Schemes that fit with another kind of education, when the question did not name one.
  if (merged.assumed.has('courseType')) {
    const matched = new Set(result.matches.map((m) => m.subsidy.id));
    const extra = new Map<string, CourseType[]>();
    for (const courseType of COURSE_TYPES) {
      const other = match(
        { ...merged.answers, courseType, fullTime: courseType === 'mbo_bol' ? true : null },
        src,
        a.lang,
      );
      for (const m of other.matches)
        if (!matched.has(m.subsidy.id) && schemeOf(m.subsidy.id)?.appliedBy === 'person')
          extra.set(m.subsidy.id, [...(extra.get(m.subsidy.id) ?? []), courseType]);
    }
    for (const [id, types] of extra) {
      const s = schemeOf(id);
      if (!s) continue;
      a.say(
        a.t.withCourse(a.t.join(types.map((c) => optionLabel(Q.courseType, c, a.lang))), nameOf(s, a.lang)),
      );
      const f = factsOf(id)[0];
      if (f) a.fact(f, nameOf(s, a.lang));
      if (s.loan) a.say(a.t.loan);
    }
  }
  // Schemes an employee could get, when the question did not say whether one works.
  if (merged.assumed.has('employment')) {
    const matched = new Set(result.matches.map((m) => m.subsidy.id));
    const asEmployee = new Set<string>();
    for (const v of variants({
      ...merged,
      assumed: new Set([...merged.assumed].filter((x) => x !== 'employment')),
      answers: { ...merged.answers, employment: 'employee' },
    }))
      for (const m of match(v, src, a.lang).matches)
        if (!matched.has(m.subsidy.id)) asEmployee.add(m.subsidy.id);
    const names = [...asEmployee]
      .map((id) => schemeOf(id))
      .filter((s): s is SubsidyScheme => !!s)
      .map((s) => nameOf(s, a.lang));
    if (names.length > 0) a.say(a.t.asEmployee(a.t.join(names)));
  }
  if (merged.answers.employment === 'self_employed')
    for (const f of topicFacts('businessCost')) a.fact(f, 'businessCost', true);
  if (merged.answers.employment === 'employee' || u.slots.employer)
    if (!alternativesOnly)
      for (const f of topicFacts('requiredTraining')) a.fact(f, 'requiredTraining', true);
  const alternatives = result.alternatives;
  if (alternatives.length > 0) {
    if (!alternativesOnly) a.say(a.t.otherOptions);
    for (const alt of alternatives.slice(0, 4)) a.say(`${alt.title}: ${alt.content}`);
    for (const id of ['leerwerkloket', 'stap']) {
      const s = schemeOf(id);
      if (s) a.cite(nameOf(s, a.lang), s.sourceUrl, factsOf(id)[0]?.since ?? `${s.lastVerified}-01`);
    }
  }
  if (merged.fromStored && src.storedCheck)
    a.say(a.t.fromStored(dateText(src.storedCheck.analysedAt, a.lang)));
  const assumed = [...merged.assumed].filter((x) => x !== 'municipality');
  if (assumed.length > 0)
    a.say(a.t.assumed(a.t.join(assumed.map((x) => a.t.slotNames[x === 'age' ? 'birthDate' : x] as string))));
  a.say(a.t.offerCheck);
  a.link('/subsidies', a.t.links.subsidies);
}

/** No situation known: which kinds of schemes exist, from the catalogue; STAP's end; the check. */
function overview(a: Answer) {
  a.say(a.t.generalIntro);
  const open = SCHEMES.filter((s) => s.status === 'open' && !s.tags.includes('O&O-fonds'));
  const names = (who: SubsidyScheme['appliedBy']) =>
    a.t.join(open.filter((s) => s.appliedBy === who).map((s) => nameOf(s, a.lang)));
  a.say(a.t.personSchemes(names('person')));
  a.say(a.t.employerSchemes(`${names('employer')}, O&O-fondsen`));
  a.say(a.t.adviceSchemes(names('advice')));
  const stap = schemeOf('stap');
  if (stap) describeScheme(a, stap, false);
  a.say(a.t.offerCheck);
  a.link('/subsidies', a.t.links.subsidies);
}

function courseAnswer(a: Answer, aspect: Extract<AskIntent, { kind: 'course' }>['aspect'], src: AskSources) {
  const c = src.course;
  if (!c) {
    a.say(src.courseQuery ? a.t.courseNone(src.courseQuery) : a.t.courseAsk);
    a.link('/courses', a.t.links.courses);
    return;
  }
  a.say(`${a.t.courseSource} (${dateText(c.updatedOn, a.lang)}):`);
  a.say(a.t.course(c.title, c.instituteName, euro(c.priceCents, a.lang)));
  a.say(c.nextStart ? a.t.courseStart(dateText(c.nextStart, a.lang)) : a.t.courseNoStart);
  if (aspect === 'start' && !c.nextStart) a.link('/courses', a.t.links.courses);
  a.cite(c.title, `/courses/${c.id}`, c.updatedOn);
  a.link(`/courses/${c.id}`, c.title);
}

const isLoan = (schemeId: string | null | undefined) => !!schemeId && schemeOf(schemeId)?.loan === true;
const isEmployers = (d: AskSources['dossiers'][number]) =>
  d.applicant === 'employer' || (!!d.schemeId && schemeOf(d.schemeId)?.appliedBy === 'employer');

function ownAnswer(a: Answer, what: Extract<AskIntent, { kind: 'own' }>['what'], src: AskSources) {
  const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
  const lastUpdate =
    src.dossiers
      .map((d) => d.updatedAt ?? '')
      .sort()
      .at(-1) || src.today;
  switch (what) {
    case 'budget': {
      const approved = src.dossiers.filter((d) => d.status === 'approved');
      const amount = (d: (typeof approved)[number]) => cents(d.approvedAmount ?? d.requestedAmount);
      const own = approved.filter((d) => !isLoan(d.schemeId) && !isEmployers(d));
      const loans = approved.filter((d) => isLoan(d.schemeId));
      const employer = approved.filter((d) => !isLoan(d.schemeId) && isEmployers(d));
      const ownCents = own.reduce((sum, d) => sum + amount(d), 0);
      a.say(own.length > 0 ? a.t.budgetGranted(euro(ownCents, a.lang), own.length) : a.t.budgetNone);
      if (loans.length > 0)
        a.say(
          a.t.budgetLoan(
            euro(
              loans.reduce((s, d) => s + amount(d), 0),
              a.lang,
            ),
          ),
        );
      if (employer.length > 0)
        a.say(
          a.t.budgetEmployer(
            euro(
              employer.reduce((s, d) => s + amount(d), 0),
              a.lang,
            ),
          ),
        );
      const pending = src.dossiers.filter((d) => d.status === 'submitted').length;
      if (pending > 0) a.say(a.t.budgetPending(pending));
      a.cite(a.t.ownSource, '/subsidies', lastUpdate.slice(0, 10));
      a.link('/subsidies', a.t.links.subsidies);
      return;
    }
    case 'dossiers': {
      if (src.dossiers.length === 0) a.say(a.t.dossiersNone);
      for (const d of src.dossiers.slice(0, 6)) {
        const s = d.schemeId ? schemeOf(d.schemeId) : undefined;
        const name = s ? nameOf(s, a.lang) : d.subsidyType;
        a.say(
          a.t.dossier(
            name,
            a.t.status[d.status] ?? d.status,
            d.updatedAt ? dateText(d.updatedAt, a.lang) : null,
          ),
        );
        const window = d.status === 'concept' && d.schemeId ? windowText(d.schemeId, a.today, a.lang) : null;
        if (window) a.say(a.t.window(window));
        a.link(`/subsidies/dossiers/${d.id}`, name);
      }
      a.cite(a.t.ownSource, '/subsidies', lastUpdate.slice(0, 10));
      a.link('/subsidies', a.t.links.subsidies);
      return;
    }
    case 'enrolments': {
      const running = src.enrolments.filter((e) => e.status === 'enrolled');
      const done = src.enrolments.filter((e) => e.status !== 'enrolled');
      if (src.enrolments.length === 0) a.say(a.t.enrolmentsNone);
      else {
        a.say(a.t.enrolments(running.length, done.length));
        if (running.length > 0)
          a.say(`${a.t.join(running.slice(0, 5).map((e) => a.t.enrolment(e.title, e.progress)))}.`);
      }
      a.cite(a.t.ownSource, '/progress', a.today);
      a.link('/progress', a.t.links.progress);
      return;
    }
    case 'certificates': {
      const valid = src.certificates.filter((c) => !c.revoked);
      a.say(
        valid.length === 0
          ? a.t.certificatesNone
          : a.t.certificates(
              valid.length,
              a.t.join(valid.slice(0, 5).map((c) => `${c.courseTitle} (${dateText(c.issuedAt, a.lang)})`)),
            ),
      );
      a.say(a.t.certificateShow);
      for (const c of valid.slice(0, 3)) a.link(`/verify/${c.id}`, c.courseTitle);
      a.cite(
        a.t.ownSource,
        '/skills-passport',
        valid
          .map((c) => c.issuedAt)
          .sort()
          .at(-1)
          ?.slice(0, 10) ?? a.today,
      );
      a.link('/skills-passport', a.t.links.passport);
      return;
    }
  }
}

/** The Coach's answer to an understood question, from the sources the server read for it. */
export function answerQuestion(u: CoachUnderstanding, src: AskSources): CoachAskAnswer {
  const a = new Answer(u.language, src.today);
  let intent = u.intent;
  const sure = u.confidence >= COACH_CONFIDENCE;
  if (!sure && intent.kind !== 'outOfScope' && intent.kind !== 'refuse') intent = { kind: 'unsure' };
  switch (intent.kind) {
    case 'scheme':
      schemeAnswer(a, intent, u, src);
      break;
    case 'topic':
      topicAnswer(a, intent.topic, u, src);
      break;
    case 'situation':
      situationAnswer(a, u, src);
      break;
    case 'course':
      courseAnswer(a, intent.aspect, src);
      break;
    case 'own':
      ownAnswer(a, intent.what, src);
      break;
    case 'outOfScope':
      a.say(a.t.outOfScope);
      a.link('/subsidies', a.t.links.subsidies);
      break;
    case 'refuse':
      a.say(a.t.refuse);
      break;
    case 'unsure':
      a.say(a.t.notSure);
      a.link('/subsidies', a.t.links.subsidies);
      break;
  }
  return {
    language: u.language,
    intent: intent.kind,
    confident: intent.kind !== 'unsure' && intent.kind !== 'outOfScope',
    // One sentence or fact a line (the panel keeps line breaks); doubled spaces of empty names collapse.
    text: a.parts.map((p) => p.replace(/\s{2,}/g, ' ')).join('\n'),
    sources: a.sources,
    links: a.links,
  };
}
