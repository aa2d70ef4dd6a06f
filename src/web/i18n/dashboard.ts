import type { Widen } from './types.ts';

/** Texts of the talent dashboard (spec §2.11). */
export const dashboardText = {
  welcome: (name: string) => `Welkom terug, ${name}`,
  welcomeNew: (name: string) => `Welkom, ${name}`,
  subtitle: 'Dit is je overzicht van cursussen, certificaten en je voortgang.',
  tiles: { active: 'Actieve cursussen', certificates: 'Certificaten', skillsMatch: 'Skills match' },
  none: 'Geen',
  tilesLabel: 'Kerncijfers',
  viewVacancies: 'Bekijk vacatures',
  matchAt: (title: string, company: string | null) => (company ? `${title} bij ${company}` : title),
  currentCourses: 'Huidige cursussen',
  noCourses: 'Je volgt nog geen cursussen.',
  findCourses: 'Bekijk het studieaanbod',
  allCourses: 'Al je voortgang',
  progressOf: (title: string) => `Voortgang van ${title}`,
  skillsProfile: 'Skills profiel',
  skillsFromScan: 'Je drie sterkste werkinteresses (0 tot 100) uit je laatste scan.',
  skillsNoScan: 'Doe de scan: daarna zie je hier je sterkste werkinteresses.',
  skillsLoadError: 'Je skills profiel kon niet worden geladen',
  renewAssessment: 'Vernieuw assessment',
  startAssessment: 'Start assessment',
  /** Instead of Start assessment while a scan is half done (a saved draft). */
  resumeScan: 'Verder met de scan',
  recentActivity: 'Recente activiteit',
  noActivity: 'Nog geen activiteit.',
  loadError: 'Kon niet laden',
  coursesLoadError: 'Je cursussen konden niet worden geladen',
  activityLoadError: 'Je recente activiteit kon niet worden geladen',
} as const;

/** English twin of dashboardText (same keys). */
export const dashboardTextEn: Widen<typeof dashboardText> = {
  welcome: (name: string) => `Welcome back, ${name}`,
  welcomeNew: (name: string) => `Welcome, ${name}`,
  subtitle: 'This is your overview of courses, certificates and your progress.',
  tiles: { active: 'Active courses', certificates: 'Certificates', skillsMatch: 'Skills match' },
  none: 'None',
  tilesLabel: 'Key figures',
  matchAt: (title: string, company: string | null) => (company ? `${title} at ${company}` : title),
  currentCourses: 'Current courses',
  noCourses: 'You are not following any courses yet.',
  findCourses: 'Browse the courses',
  viewVacancies: 'View vacancies',
  allCourses: 'All your progress',
  progressOf: (title: string) => `Progress of ${title}`,
  skillsProfile: 'Skills profile',
  skillsFromScan: 'Your three strongest work interests (0 to 100) from your latest scan.',
  skillsNoScan: 'Take the scan: then your strongest work interests show here.',
  skillsLoadError: 'Your skills profile could not be loaded',
  renewAssessment: 'Take the scan again',
  startAssessment: 'Start the scan',
  resumeScan: 'Continue the scan',
  recentActivity: 'Recent activity',
  noActivity: 'No activity yet.',
  loadError: 'Could not load',
  coursesLoadError: 'Your courses could not be loaded',
  activityLoadError: 'Your recent activity could not be loaded',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { talentDashboard: dashboardText };
export const en: Widen<typeof nl> = { talentDashboard: dashboardTextEn };

declare module './types.ts' {
  interface FeatureTexts {
    talentDashboard: typeof dashboardText;
  }
}
