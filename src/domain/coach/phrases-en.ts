import { type CoachPhrases, count, SCAN_PATH } from './phrases.ts';

/** British English list, no serial comma: 'A', 'A and B', 'A, B and C'. */
export function joinEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const SCAN_INVITE = `Take the scan at ${SCAN_PATH}`;
const CAPABILITIES =
  'budget and subsidies, courses, your progress, your scan, study advice, planning, motivation and careers';
const GENERAL_STUDY_TIP =
  'Work in 25-minute blocks with a short break, and go over the material again after a day and after a week.';

/** The Coach in British English: the twin of coachPhrasesNl (same keys, same facts). */
export const coachPhrasesEn: CoachPhrases = {
  locale: 'en-GB',
  join: joinEn,

  pending: (n) => `You have ${count(n, 'application', 'applications')} awaiting a decision.`,
  noApprovedSubsidy: 'You have no approved subsidy yet.',
  selfPaid: (enrolled) => `Your current enrolments cost ${enrolled}; for now, you pay that yourself.`,
  afterApproval: 'As soon as an application is approved, I’ll work out your remaining budget for you.',
  applyForSubsidy: 'Apply for a subsidy and I’ll work out how many courses it can pay for.',
  budgetOverview: (approved, enrolled, remaining) =>
    `You have ${approved} in approved subsidy. ` +
    `Your current enrolments cost ${enrolled}, so your remaining budget is ${remaining}.`,
  overspent: (excess) =>
    `Your enrolments cost ${excess} more than your approved subsidy;` +
    ' you pay that part yourself, or you can apply for extra subsidy.',
  nothingAffordable: 'That isn’t enough for another course at the moment.',
  affordableOne: (example) => `That still covers 1 more course: ${example}.`,
  affordableMany: (n, examples) => `That still covers ${n} more courses, for example ${examples}.`,

  recommendedCourse: (title, match) => `${title} (${match}/100 match with your interests)`,
  bestRecommendations: (list) => `These are your top recommendations: ${list}.`,
  scanForBetterRecommendations: `${SCAN_INVITE} for recommendations that suit you even better.`,
  noRecommendationsNoScan: `You don’t have any personal recommendations yet. ${SCAN_INVITE} and I’ll suggest courses that suit you.`,
  noRecommendations: 'I don’t have any personal recommendations for you at the moment.',
  popularCourses: (list) => `Popular with other talents: ${list}.`,

  notEnrolled:
    'You aren’t enrolled on a course yet. Ask me about courses and I’ll give you a few suggestions.',
  enrollmentCounts: (running, completed) =>
    `You’re currently taking ${count(running, 'course', 'courses')} and have completed ${completed}.`,
  averageProgress: (percent) => `Your average progress on your current courses is ${percent}%.`,
  runningCourses: (list) => `In progress: ${list}.`,
  allCompleted: 'Well done! Ask me about courses when you’re ready for your next step.',

  noScan:
    `You haven’t taken the scan yet. ${SCAN_INVITE} to discover your personality (Big Five), ` +
    'your interests (RIASEC) and your learning style.',
  scanSummary: (s) =>
    `From your scan: the trait you recognise most in yourself is ${s.trait} (score ${s.traitScore} out of 100) ` +
    `and the field of work that appeals to you most is ${s.interest} (score ${s.interestScore} out of 100). ` +
    'These scores show how strongly you agreed with the statements; they are indicative, not a comparison with other people. ' +
    `You gave ${s.learningStyle} as your learning preference, and your main drive is ${s.primaryDrive}.`,

  help:
    `I’m your Coach. You can ask me about ${CAPABILITIES}. ` +
    "For example, try: 'How much budget do I have left?' or 'How far have I got with my courses?'",
  capabilities:
    'I can work out your remaining budget, recommend courses, show your progress and explain your scan. ' +
    'I also give study advice, a weekly plan, a motivation boost and career suggestions. ' +
    'For all of this I only use the information that’s already in your account.',

  studyTips: {
    visual: 'make mind maps, diagrams and timelines, and use colours to make connections visible',
    auditory: 'explain the material out loud, record summaries and talk them through with others',
    kinesthetic:
      'learn by doing: start on practice exercises straight away and apply what you learn in a project of your own',
    readWrite: 'write your own summaries and put the key terms into your own words',
    reflective: 'after each lesson, take a moment to reflect and note down what struck you',
    theoretical: 'start with the theory and the big picture, then test yourself with questions',
    pragmatic: 'link every lesson to a concrete problem you want to solve',
  },
  generalStudyTip: GENERAL_STUDY_TIP,
  studyAdviceNoScan: `${GENERAL_STUDY_TIP} Put your phone away while you study. ${SCAN_INVITE} for tips that match your learning style.`,
  styleWithTip: (style, tip) => `Your learning style is ${style}, so: ${tip}.`,
  styleWithoutTip: (style) =>
    `Your learning style is ${style}; choose ways of working that suit it and mix them with practice.`,

  nothingToPlan:
    'You have no current courses to plan. Choose a course first and I’ll make a weekly plan for you.',
  planItem: (hours, title) => `${count(hours, 'hour', 'hours')} for ${title}`,
  weekPlan: (list, total) =>
    `My suggestion for this week: ${list}${total === null ? '' : ` (${total} hours in total)`}. ` +
    'Courses where you still have a lot to do get more time. ' +
    'Block out regular one-hour slots in your diary, for example on Monday, Wednesday and Saturday.',

  motivationOpening: 'It’s perfectly normal for your motivation to dip now and then.',
  closeToFinish: (percent, title) => `You’re already ${percent}% of the way through ${title}, so keep going!`,
  justStarted: (title) => `You’ve made a start on ${title}; the first step is often the hardest.`,
  startSmall:
    'Start small: pick one course that makes you curious and set aside one hour for it in your diary this week.',
  completedBefore: (n) =>
    `You’ve already completed ${count(n, 'course', 'courses')}, so you know you can do it.`,
  rememberDrive: (drive) => `Remember what drives you: ${drive}.`,
  smallStep: 'Take one small step today, even if it’s only fifteen minutes.',

  careerNoScan: `I don’t know yet which careers suit you. ${SCAN_INVITE} and I’ll show you your best career matches.`,
  careerBroad:
    'Your interests are broad: no single career stands out clearly in your scan. Ask me about courses to find out what appeals to you.',
  careerMatch: (title, match) => `${title} (${match}/100 match)`,
  careerMatches: (list) => `These careers are closest to your interest profile: ${list}.`,
  careerReason: (title, reason) => `Why ${title}: ${reason}.`,
  careerSkills: (list) => `Key skills for it: ${list}.`,

  greeting: (name) =>
    `Hi${name ? ` ${name}` : ''}! I’m your Coach. ` +
    'You could ask me about your budget, courses, progress, scan, planning or career, for example.',
};
