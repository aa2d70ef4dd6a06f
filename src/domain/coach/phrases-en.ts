import { type CoachPhrases, count, SCAN_PATH } from './phrases.ts';

/** British English list, no serial comma: 'A', 'A and B', 'A, B and C'. */
export function joinEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const SCAN_INVITE = `Take the scan at ${SCAN_PATH}`;
const CAPABILITIES =
  'budget and subsidies, enrolling and unenrolling, courses, your progress, your scan, study advice, planning, motivation, vacancies and careers';
const GENERAL_STUDY_TIP =
  'What demonstrably helps: spread your learning over short sessions instead of one long one, ' +
  'test yourself (recall the material without looking) and go over it again after a day and after a week. ' +
  'Put your phone away while you study.';

/** The Coach in British English: the twin of coachPhrasesNl (same keys, same facts). */
export const coachPhrasesEn: CoachPhrases = {
  locale: 'en-GB',
  join: joinEn,

  pending: (n) => `You have ${count(n, 'application', 'applications')} awaiting a decision.`,
  noApprovedSubsidy: 'You have no approved subsidy yet.',
  selfPaid: (enrolled) => `Your current enrolments cost ${enrolled}; for now, you pay that yourself.`,
  afterApproval:
    'As soon as an application is approved, I’ll set its amount against the price of your enrolments.',
  applyForSubsidy: 'The subsidy check shows which schemes fit your situation.',
  loanApart: (amount) =>
    `Through DUO’s Levenlanglerenkrediet you borrow ${amount}: that is a loan you pay back, not a subsidy, so I do not count it.`,
  budgetOverview: (approved, enrolled, remaining) =>
    `You have ${approved} in approved subsidy. ` +
    `Your current enrolments cost ${enrolled}; the difference is ${remaining}.`,
  overspent: (excess) =>
    `Your enrolments cost ${excess} more than your approved subsidy;` +
    ' you or your employer pay that part, unless another application for it is approved.',
  budgetCaveat:
    'Note: that difference is a sum, not a balance you can spend freely. ' +
    'An approved subsidy belongs to the application it was granted for and is often paid to your employer.',
  subsidyCheck:
    'Which subsidy you can get depends on your situation: whether you work, your age and the kind of course you want. ' +
    'Do the subsidy check on the Subsidies page: after a few questions you see which schemes fit, who applies and what is paid.',
  subsidyApplications: (approved, pending, rejected) =>
    `Your applications: ${approved} approved, ${pending} awaiting a decision and ${rejected} rejected; the status is under Subsidies.`,

  enrolHow:
    'Choose a course in the catalogue and open its page. ' +
    'There you see the price, the start date and the location, and you confirm your enrolment only after that step.',
  unenrolHow:
    'You unenrol on the course’s page, as long as the course has not started. ' +
    'Your place is freed and the institute is told.',
  unenrolStarted: 'If the course has already started, contact the institute.',
  unenrolNothing: 'You aren’t enrolled on a course at the moment, so there is nothing to unenrol from.',

  vacanciesHow:
    'On the Vacancies page you find open vacancies and apply with your passport. ' +
    'Your applications and their status are there too.',

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
    `You haven’t taken the scan yet. ${SCAN_INVITE} to discover your personality (Big Five: five broad traits), ` +
    'your interests (RIASEC: six kinds of work) and your learning preference.',
  scanSummary: (s) =>
    `From your scan: the trait you recognise most in yourself is ${s.trait} (score ${s.traitScore} out of 100) ` +
    `and the field of work that appeals to you most is ${s.interest} (score ${s.interestScore} out of 100). ` +
    'These scores show how strongly you agreed with the statements; they are indicative, not a comparison with other people. ' +
    `You gave ${s.learningStyle} as your learning preference, and your main drive is ${s.primaryDrive}.`,

  help:
    `I’m your Coach. You can ask me about ${CAPABILITIES}. ` +
    "For example, try: 'How much budget do I have left?' or 'How far have I got with my courses?'",
  capabilities:
    'I can set your approved subsidy against your enrolments (your budget), help you find your way in subsidies, enrolling and unenrolling, ' +
    'recommend courses, show your progress and explain your scan. ' +
    'I also give study advice, a weekly plan, a motivation boost and career suggestions. ' +
    'For all of this I only use the information that’s already in your account.',

  generalStudyTip: GENERAL_STUDY_TIP,
  statedPreference: (style) =>
    `You gave ${style} as your learning preference. That is a preference: feel free to choose ways of working you enjoy. ` +
    'Matching material to one learning style has not been shown to improve learning; the tips above help everyone.',

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
    'You could ask me about your budget, subsidies, courses, progress, scan, planning or career, for example.',

  links: {
    subsidies: 'Go to Subsidies',
    courses: 'Go to the course catalogue',
    progress: 'Go to My progress',
    scan: 'Go to the scan',
    passport: 'Go to your Passport',
    vacancies: 'Go to Vacancies',
  },
};
