import { computeBudget, formatEuro } from './budget.ts';
import type { TopicRecogniser } from './classifier.ts';
import type { CoachContext, CoachEnrollment, CoachLanguage, CoachTopic } from './context.ts';
import { MONEY_REPLIES } from './money.ts';
import { COACH_PHRASES } from './phrase-book.ts';
import { COACH_PATHS, type CoachPhrases, type CoachScreen } from './phrases.ts';
import { SCAN_QUOTES } from './scan-quotes.ts';
import {
  averageProgress,
  clampProgress,
  completedEnrollments,
  popularCourses,
  runningEnrollments,
  topBigFiveTrait,
  topCareerMatches,
  topRecommendations,
  topRiasec,
  weeklyPlan,
} from './selectors.ts';
import { defaultRecogniser } from './topics.ts';

export { joinNl } from './phrases-nl.ts';

/** What every reply builder gets: the talent's data, the texts of the language and that language. */
interface ReplyInput {
  message: string;
  ctx: CoachContext;
  say: CoachPhrases;
  lang: CoachLanguage;
}

/** A link under a reply, to the screen the reply talks about. */
export interface CoachLink {
  href: string;
  label: string;
}

/** The Coach's answer: its topic, the text and the links to the screens it talks about. */
export interface CoachAnswer {
  topic: CoachTopic;
  text: string;
  links: CoachLink[];
}

const screen = (say: CoachPhrases, key: CoachScreen): CoachLink => ({
  href: COACH_PATHS[key],
  label: say.links[key],
});
const coursePage = (e: Pick<CoachEnrollment, 'courseId' | 'course'>): CoachLink => ({
  href: `${COACH_PATHS.courses}/${e.courseId}`,
  label: e.course.title,
});

const sentences = (...parts: (string | false | null | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');

function budgetReply({ ctx, say }: ReplyInput): string {
  const budget = computeBudget(ctx);
  const euro = (cents: number) => formatEuro(cents, say.locale);
  const pending = budget.pendingCount > 0 && say.pending(budget.pendingCount);
  const loan = budget.loanCents > 0 && say.loanApart(euro(budget.loanCents));

  if (budget.approvedCents === 0) {
    return sentences(
      say.noApprovedSubsidy,
      loan,
      budget.enrolledCents > 0 && say.selfPaid(euro(budget.enrolledCents)),
      pending,
      budget.pendingCount > 0 ? say.afterApproval : say.applyForSubsidy,
    );
  }
  // The spec's arithmetic (approved minus enrolled), said for what it is: never "N more courses".
  return sentences(
    say.budgetOverview(euro(budget.approvedCents), euro(budget.enrolledCents), euro(budget.remainingCents)),
    budget.remainingCents < 0 && say.overspent(euro(-budget.remainingCents)),
    say.budgetCaveat,
    loan,
    pending,
  );
}

function subsidyReply({ ctx, say }: ReplyInput): string {
  const by = (status: string) => ctx.subsidyApplications.filter((a) => a.status === status).length;
  return sentences(
    say.subsidyCheck,
    ctx.subsidyApplications.length > 0 &&
      say.subsidyApplications(by('approved'), by('submitted'), by('rejected')),
  );
}

function unenrolReply({ ctx, say }: ReplyInput): string {
  if (runningEnrollments(ctx).length === 0) return say.unenrolNothing;
  return sentences(say.unenrolHow, say.unenrolStarted);
}

function coursesReply({ ctx, say }: ReplyInput): string {
  const top = topRecommendations(ctx, 3);
  const parts: string[] = [];
  if (top.length > 0) {
    const list = top.map((r) => say.recommendedCourse(r.course.title, Math.round(r.matchPercentage)));
    parts.push(say.bestRecommendations(say.join(list)));
    if (!ctx.scanResult) parts.push(say.scanForBetterRecommendations);
  } else if (!ctx.scanResult) {
    parts.push(say.noRecommendationsNoScan);
  } else {
    parts.push(say.noRecommendations);
  }

  const recommended = new Set(top.map((r) => r.course.id));
  const popular = popularCourses(ctx, ctx.courses.length)
    .filter((c) => !recommended.has(c.id))
    .slice(0, 3);
  if (popular.length > 0) parts.push(say.popularCourses(say.join(popular.map((c) => c.title))));
  return sentences(...parts);
}

function progressReply({ ctx, say }: ReplyInput): string {
  const running = runningEnrollments(ctx);
  const completed = completedEnrollments(ctx);
  if (running.length === 0 && completed.length === 0) return say.notEnrolled;
  const average = averageProgress(running);
  const counts = say.enrollmentCounts(running.length, completed.length);
  if (average === null) return sentences(counts, say.allCompleted);
  const list = running.map((e) => `${e.course.title} (${clampProgress(e.progress)}%)`);
  return sentences(counts, say.averageProgress(average), say.runningCourses(say.join(list)));
}

function scanReply({ ctx, say, lang }: ReplyInput): string {
  const scan = ctx.scanResult;
  if (!scan) return say.noScan;
  const trait = topBigFiveTrait(scan);
  const interest = topRiasec(scan);
  return say.scanSummary({
    trait: SCAN_QUOTES[lang].trait[trait.key],
    traitScore: trait.score,
    interest: SCAN_QUOTES[lang].interest[interest.key],
    interestScore: interest.score,
    learningStyle: scan.learningStyle,
    primaryDrive: scan.primaryDrive,
  });
}

/** The same evidence-based tips for everyone; a stated learning preference is named, not matched. */
function studyAdviceReply({ ctx, say }: ReplyInput): string {
  const style = ctx.scanResult?.learningStyle;
  return sentences(say.generalStudyTip, style && say.statedPreference(style));
}

function planningReply({ ctx, say }: ReplyInput): string {
  const plan = weeklyPlan(ctx);
  if (plan.length === 0) return say.nothingToPlan;
  const total = plan.reduce((sum, item) => sum + item.hoursPerWeek, 0);
  const list = plan.map((item) => say.planItem(item.hoursPerWeek, item.title));
  return say.weekPlan(say.join(list), plan.length > 1 ? total : null);
}

function motivationReply({ ctx, say }: ReplyInput): string {
  const running = runningEnrollments(ctx);
  const completed = completedEnrollments(ctx);
  const parts: string[] = [say.motivationOpening];
  if (running.length > 0) {
    // The running course closest to the finish line (first one on a tie).
    const closest = running.reduce((best, e) =>
      clampProgress(e.progress) > clampProgress(best.progress) ? e : best,
    );
    const progress = clampProgress(closest.progress);
    parts.push(
      progress > 0
        ? say.closeToFinish(progress, closest.course.title)
        : say.justStarted(closest.course.title),
    );
  } else if (completed.length === 0) {
    parts.push(say.startSmall);
  }
  if (completed.length > 0) parts.push(say.completedBefore(completed.length));
  parts.push(ctx.scanResult?.primaryDrive ? say.rememberDrive(ctx.scanResult.primaryDrive) : say.smallStep);
  return sentences(...parts);
}

function careerReply({ ctx, say }: ReplyInput): string {
  const scan = ctx.scanResult;
  if (!scan) return say.careerNoScan;
  const top = topCareerMatches(scan, 3);
  if (top.length === 0) return say.careerBroad;
  const [best] = top;
  return sentences(
    say.careerMatches(say.join(top.map((m) => say.careerMatch(m.title, m.match)))),
    best.reason && say.careerReason(best.title, best.reason.replace(/\.\s*$/, '')),
    best.skills.length > 0 && say.careerSkills(say.join(best.skills.slice(0, 3))),
  );
}

const REPLIES: Record<CoachTopic, (input: ReplyInput) => string> = {
  budget: budgetReply,
  subsidy: subsidyReply,
  enrol: ({ say }) => say.enrolHow,
  unenrol: unenrolReply,
  vacancies: ({ say }) => say.vacanciesHow,
  courses: coursesReply,
  progress: progressReply,
  scan: scanReply,
  help: ({ say }) => say.help,
  capabilities: ({ say }) => say.capabilities,
  studyAdvice: studyAdviceReply,
  planning: planningReply,
  motivation: motivationReply,
  career: careerReply,
  greeting: ({ ctx, say }) => say.greeting(ctx.firstName?.trim() || null),
  ...(Object.fromEntries(
    Object.entries(MONEY_REPLIES).map(([topic, reply]) => [
      topic,
      ({ message, ctx, lang }: ReplyInput) => reply(message, ctx, lang),
    ]),
  ) as Record<keyof typeof MONEY_REPLIES, (input: ReplyInput) => string>),
};

/** The screens each topic's reply talks about (course pages for the talent's running courses). */
const LINKS: Record<CoachTopic, (input: ReplyInput) => CoachLink[]> = {
  budget: ({ say }) => [screen(say, 'subsidies')],
  subsidy: ({ say }) => [screen(say, 'subsidies')],
  enrol: ({ say }) => [screen(say, 'courses')],
  unenrol: ({ ctx }) => runningEnrollments(ctx).slice(0, 3).map(coursePage),
  vacancies: ({ say }) => [screen(say, 'vacancies')],
  courses: ({ ctx, say }) => [
    ...topRecommendations(ctx, 3).map((r) => ({
      href: `${COACH_PATHS.courses}/${r.course.id}`,
      label: r.course.title,
    })),
    screen(say, 'courses'),
  ],
  progress: ({ say }) => [screen(say, 'progress')],
  scan: ({ ctx, say }) =>
    ctx.scanResult ? [screen(say, 'passport'), screen(say, 'scan')] : [screen(say, 'scan')],
  help: () => [],
  capabilities: () => [],
  studyAdvice: () => [],
  planning: ({ ctx, say }) => [
    ...runningEnrollments(ctx).slice(0, 3).map(coursePage),
    screen(say, 'progress'),
  ],
  motivation: ({ ctx }) => runningEnrollments(ctx).slice(0, 1).map(coursePage),
  career: ({ ctx, say }) =>
    ctx.scanResult ? [screen(say, 'passport'), screen(say, 'vacancies')] : [screen(say, 'scan')],
  greeting: () => [],
  scheme: ({ say }) => [screen(say, 'subsidies')],
  stap: ({ say }) => [screen(say, 'subsidies')],
  uwv: ({ say }) => [screen(say, 'subsidies')],
  tax: ({ say }) => [screen(say, 'subsidies')],
  coursePrice: ({ ctx, say }) => [
    ...runningEnrollments(ctx).slice(0, 3).map(coursePage),
    screen(say, 'courses'),
  ],
  refund: ({ ctx }) => runningEnrollments(ctx).slice(0, 3).map(coursePage),
  duoLoan: ({ say }) => [screen(say, 'subsidies')],
  deadline: ({ say }) => [screen(say, 'subsidies')],
  metalFunds: ({ say }) => [screen(say, 'subsidies')],
  unsure: ({ say }) => [screen(say, 'subsidies')],
};

/**
 * The Coach's answer to a message in the given language (Dutch by default), generated from the
 * given data, with links to the screens it talks about. The topic comes from a trained classifier
 * (`recognise`; the server passes one with nlp.js's stemmers, decisions 316 and 435); a
 * question it is not sure about gets "dat weet ik niet zeker" and the subsidy check. Null for empty
 * or whitespace-only input (the widget ignores it).
 */
export function coachAnswer(
  message: string,
  ctx: CoachContext,
  lang: CoachLanguage = 'nl',
  recognise: TopicRecogniser = defaultRecogniser(),
): CoachAnswer | null {
  if (message.trim() === '') return null;
  const { topic } = recognise(message, lang);
  const input: ReplyInput = { message, ctx, say: COACH_PHRASES[lang], lang };
  return { topic, text: REPLIES[topic](input), links: LINKS[topic](input) };
}

/** The text of coachAnswer (null for empty input). */
export function coachReply(
  message: string,
  ctx: CoachContext,
  lang: CoachLanguage = 'nl',
  recognise?: TopicRecogniser,
): string | null {
  return coachAnswer(message, ctx, lang, recognise)?.text ?? null;
}
