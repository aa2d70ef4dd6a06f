import { toCents } from '../courses.ts';
import { computeBudget, formatEuro } from './budget.ts';
import type { CoachContext, CoachLanguage, CoachTopic } from './context.ts';
import { COACH_PHRASES } from './phrase-book.ts';
import type { CoachPhrases, StudyTipKey } from './phrases.ts';
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
import { detectTopic, normaliseMessage } from './topics.ts';

export { SCAN_PATH } from './phrases.ts';
export { joinNl } from './phrases-nl.ts';

/** What every reply builder gets: the talent's data, the texts of the language and that language. */
interface ReplyInput {
  ctx: CoachContext;
  say: CoachPhrases;
  lang: CoachLanguage;
}

const sentences = (...parts: (string | false | null | undefined)[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');

function budgetReply({ ctx, say }: ReplyInput): string {
  const budget = computeBudget(ctx);
  const euro = (cents: number) => formatEuro(cents, say.locale);
  const pending = budget.pendingCount > 0 && say.pending(budget.pendingCount);

  if (budget.approvedCents === 0) {
    return sentences(
      say.noApprovedSubsidy,
      budget.enrolledCents > 0 && say.selfPaid(euro(budget.enrolledCents)),
      pending,
      budget.pendingCount > 0 ? say.afterApproval : say.applyForSubsidy,
    );
  }

  let affordable: string;
  if (budget.remainingCents < 0) {
    affordable = say.overspent(euro(-budget.remainingCents));
  } else if (budget.affordableCourses.length === 0) {
    affordable = say.nothingAffordable;
  } else {
    const examples = budget.affordableCourses
      .slice(0, 2)
      .map((c) => `${c.title} (${euro(toCents(c.price))})`);
    affordable =
      budget.affordableCourses.length === 1
        ? say.affordableOne(examples[0])
        : say.affordableMany(budget.affordableCourses.length, say.join(examples));
  }
  return sentences(
    say.budgetOverview(euro(budget.approvedCents), euro(budget.enrolledCents), euro(budget.remainingCents)),
    pending,
    affordable,
  );
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

/**
 * Study tip per learning style, matched on keywords in the (free-text) learningStyle, which the
 * scan stores in its own language: Dutch and English words both count.
 */
const STYLE_TIPS: readonly (readonly [RegExp, StudyTipKey])[] = [
  [/visu|beeld|visual/, 'visual'],
  [/audit|luister|auditory|listen/, 'auditory'],
  [/kinest|doen|doener|praktisch|practical|ervar|hands|kinesthetic|doing/, 'kinesthetic'],
  [/lees|lezen|schrijf|reading|writing/, 'readWrite'],
  [/dromer|reflect|observ/, 'reflective'],
  [/denker|theor|analy/, 'theoretical'],
  [/beslisser|pragmat/, 'pragmatic'],
];

function studyAdviceReply({ ctx, say }: ReplyInput): string {
  const scan = ctx.scanResult;
  if (!scan) return say.studyAdviceNoScan;
  const style = normaliseMessage(scan.learningStyle);
  const tip = STYLE_TIPS.find(([pattern]) => pattern.test(style))?.[1];
  return sentences(
    tip ? say.styleWithTip(scan.learningStyle, say.studyTips[tip]) : say.styleWithoutTip(scan.learningStyle),
    say.generalStudyTip,
  );
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
};

/**
 * The Coach's answer to a message in the given language (Dutch by default), generated locally from
 * the loaded data. Returns null for empty or whitespace-only input (the widget ignores it).
 */
export function coachReply(message: string, ctx: CoachContext, lang: CoachLanguage = 'nl'): string | null {
  if (message.trim() === '') return null;
  return REPLIES[detectTopic(message, lang)]({ ctx, say: COACH_PHRASES[lang], lang });
}
