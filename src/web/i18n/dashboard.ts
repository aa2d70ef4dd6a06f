import type { Widen } from './types.ts';

/** Texts of the talent dashboard (spec §2.11). */
export const dashboardText = {
  welcome: (name: string) => `Welkom terug, ${name}`,
  subtitle: 'Dit is je overzicht van cursussen, certificaten en je voortgang.',
  tiles: { active: 'Actieve cursussen', certificates: 'Certificaten', skillsMatch: 'Skills match' },
  none: 'Geen',
  viewVacancies: 'Bekijk vacatures',
  matchAt: (title: string, company: string | null) => (company ? `${title} bij ${company}` : title),
  currentCourses: 'Huidige cursussen',
  noCourses: 'Je volgt nog geen cursussen.',
  findCourses: 'Bekijk het studieaanbod',
  allCourses: 'Alle cursussen',
  progressOf: (title: string) => `Voortgang van ${title}`,
  skillsProfile: 'Skills profiel',
  skillsSample: 'Voorbeeldwaarden',
  skills: [
    { label: 'Communicatie', value: 78 },
    { label: 'Probleemoplossing', value: 92 },
    { label: 'Leiderschap', value: 65 },
  ],
  renewAssessment: 'Vernieuw assessment',
  startAssessment: 'Start assessment',
  recentActivity: 'Recente activiteit',
  noActivity: 'Nog geen activiteit.',
  loadError: 'Kon niet laden',
  coursesLoadError: 'Je cursussen konden niet worden geladen',
  activityLoadError: 'Je recente activiteit kon niet worden geladen',
} as const;

/** English twin of dashboardText (same keys). */
export const dashboardTextEn: Widen<typeof dashboardText> = {
  welcome: (name: string) => `Welcome back, ${name}`,
  subtitle: 'This is your overview of courses, certificates and your progress.',
  tiles: { active: 'Active courses', certificates: 'Certificates', skillsMatch: 'Skills match' },
  none: 'None',
  matchAt: (title: string, company: string | null) => (company ? `${title} at ${company}` : title),
  currentCourses: 'Current courses',
  noCourses: 'You are not following any courses yet.',
  findCourses: 'Browse the courses',
  viewVacancies: 'View vacancies',
  allCourses: 'All courses',
  progressOf: (title: string) => `Progress of ${title}`,
  skillsProfile: 'Skills profile',
  skillsSample: 'Sample values',
  skills: [
    { label: 'Communication', value: 78 },
    { label: 'Problem solving', value: 92 },
    { label: 'Leadership', value: 65 },
  ],
  renewAssessment: 'Renew assessment',
  startAssessment: 'Start assessment',
  recentActivity: 'Recent activity',
  noActivity: 'No activity yet.',
  loadError: 'Could not load',
  coursesLoadError: 'Your courses could not be loaded',
  activityLoadError: 'Your recent activity could not be loaded',
};
