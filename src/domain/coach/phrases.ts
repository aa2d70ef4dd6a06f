/** Where the talent takes the scan. */
export const SCAN_PATH = '/scan';

/** The screens a Coach reply can link to (labels per language in CoachPhrases.links). */
export const COACH_PATHS = {
  subsidies: '/subsidies',
  courses: '/courses',
  progress: '/progress',
  scan: SCAN_PATH,
  passport: '/skills-passport',
  vacancies: '/vacatures',
} as const;
export type CoachScreen = keyof typeof COACH_PATHS;

/**
 * Every text the Coach says, as whole sentences (the reply engine joins them with a space).
 * One object per language with exactly these keys: the Dutch one holds the spec's texts, the
 * English one its en-GB twin. Values that quote data (course titles, amounts, scan labels) take
 * them ready-formatted.
 */
export interface CoachPhrases {
  /** Intl locale for amounts. */
  locale: string;
  /** 'A', 'A and B', 'A, B and C' in this language. */
  join: (items: readonly string[]) => string;

  // Budget and subsidies
  pending: (count: number) => string;
  noApprovedSubsidy: string;
  selfPaid: (enrolled: string) => string;
  afterApproval: string;
  applyForSubsidy: string;
  budgetOverview: (approved: string, enrolled: string, remaining: string) => string;
  loanApart: (amount: string) => string;
  overspent: (excess: string) => string;
  /** What the sum is and is not: tied to the application, often paid to the employer. */
  budgetCaveat: string;
  subsidyCheck: string;
  subsidyApplications: (approved: number, pending: number, rejected: number) => string;

  // Enrolling and unenrolling
  enrolHow: string;
  unenrolHow: string;
  unenrolStarted: string;
  unenrolNothing: string;

  // Vacancies
  vacanciesHow: string;

  // Courses
  recommendedCourse: (title: string, match: number) => string;
  bestRecommendations: (list: string) => string;
  scanForBetterRecommendations: string;
  noRecommendationsNoScan: string;
  noRecommendations: string;
  popularCourses: (list: string) => string;

  // Progress
  notEnrolled: string;
  enrollmentCounts: (running: number, completed: number) => string;
  averageProgress: (percent: number) => string;
  runningCourses: (list: string) => string;
  allCompleted: string;

  // Scan
  noScan: string;
  scanSummary: (scan: {
    trait: string;
    traitScore: number;
    interest: string;
    interestScore: number;
    learningStyle: string;
    primaryDrive: string;
  }) => string;

  // Help and capabilities
  help: string;
  capabilities: string;

  // Study advice: the same for everyone; the learning style is only a stated preference
  generalStudyTip: string;
  statedPreference: (style: string) => string;

  // Planning
  nothingToPlan: string;
  planItem: (hours: number, title: string) => string;
  weekPlan: (list: string, totalHours: number | null) => string;

  // Motivation
  motivationOpening: string;
  closeToFinish: (percent: number, title: string) => string;
  justStarted: (title: string) => string;
  startSmall: string;
  completedBefore: (count: number) => string;
  rememberDrive: (drive: string) => string;
  smallStep: string;

  // Career
  careerNoScan: string;
  careerBroad: string;
  careerMatch: (title: string, match: number) => string;
  careerMatches: (list: string) => string;
  careerReason: (title: string, reason: string) => string;
  careerSkills: (list: string) => string;

  // Greeting (the default answer)
  greeting: (firstName: string | null) => string;

  /** Labels of the links under a reply, per screen. */
  links: Readonly<Record<CoachScreen, string>>;
}

/** "1 cursus" / "2 cursussen". */
export const count = (n: number, singular: string, plural: string): string =>
  `${n} ${n === 1 ? singular : plural}`;
