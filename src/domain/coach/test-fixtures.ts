import type { CoachContext, CoachCourse, CoachEnrollment, CoachScanResult } from './context.ts';

/** Shared test data for the Coach tests (not a test file itself). */

export const courses: CoachCourse[] = [
  {
    id: 1,
    title: 'Python voor beginners',
    category: 'Technology',
    level: 'Beginner',
    price: 999.99,
    rating: 4.6,
    enrollments: 500,
  },
  {
    id: 2,
    title: 'Projectmanagement',
    category: 'Management',
    level: 'Intermediate',
    price: 450,
    rating: 4.2,
    enrollments: 320,
  },
  {
    id: 3,
    title: 'Data-analyse met SQL',
    category: 'Data & Analytics',
    level: 'Intermediate',
    price: 300,
    rating: 4.8,
    enrollments: 410,
  },
  {
    id: 4,
    title: 'UX Design',
    category: 'Design',
    level: 'Beginner',
    price: 120.5,
    rating: 4.5,
    enrollments: 410,
  },
  {
    id: 5,
    title: 'Online marketing',
    category: 'Marketing',
    level: 'Beginner',
    price: 80,
    rating: 4.0,
    enrollments: 90,
  },
  {
    id: 6,
    title: 'Financieel rapporteren',
    category: 'Finance',
    level: 'Advanced',
    price: 1200,
    rating: 4.9,
  },
  {
    id: 7,
    title: 'Leiderschap',
    category: 'Management',
    level: 'Advanced',
    price: 650,
    rating: 4.1,
    enrollments: 700,
  },
];

const enrollment = (
  id: number,
  course: CoachCourse,
  progress: number,
  status: CoachEnrollment['status'],
): CoachEnrollment => ({
  id,
  courseId: course.id,
  progress,
  status,
  course: { title: course.title, category: course.category, level: course.level, price: course.price },
});

export const enrollments: CoachEnrollment[] = [
  enrollment(11, courses[0], 40, 'enrolled'), // Python, 999.99, counted
  enrollment(12, courses[6], 100, 'completed'), // Leiderschap, 650, not counted
];

export const scanResult: CoachScanResult = {
  openness: 82,
  conscientiousness: 70,
  extraversion: 45,
  agreeableness: 60,
  neuroticism: 30,
  realistic: 40,
  investigative: 78,
  artistic: 55,
  social: 62,
  enterprising: 50,
  conventional: 35,
  learningStyle: 'Visueel',
  primaryDrive: 'groei en nieuwsgierigheid',
  profileSummary: 'Een nieuwsgierige analyticus.',
  careerMatches: [
    {
      title: 'UX Researcher',
      match: 81,
      reason: 'Je combineert nieuwsgierigheid met empathie.',
      skills: ['interviewen', 'analyse'],
    },
    {
      title: 'Data-analist',
      match: 92,
      reason: 'Je houdt van patronen en cijfers',
      skills: ['SQL', 'Python', 'statistiek', 'Excel'],
    },
    { title: 'Productmanager', match: 74, reason: 'Je denkt strategisch.', skills: ['roadmaps'] },
    { title: 'Boekhouder', match: 40, reason: 'Nauwkeurig.', skills: ['Excel'] },
  ],
  softSkills: ['analytisch denken'],
  growthAreas: ['presenteren'],
};

export function makeContext(overrides: Partial<CoachContext> = {}): CoachContext {
  return {
    firstName: 'Sanne',
    recommendations: [
      { courseId: 2, matchPercentage: 71 },
      { courseId: 3, matchPercentage: 93 },
      { courseId: 99, matchPercentage: 99 }, // unknown course: skipped
      { courseId: 4, matchPercentage: 85.6 },
      { courseId: 5, matchPercentage: 60 },
    ],
    courses,
    enrollments,
    subsidyApplications: [
      { id: 21, subsidyType: 'STAP', status: 'approved', requestedAmount: 2000, approvedAmount: 1500 },
      { id: 22, subsidyType: 'Werkgever', status: 'approved', requestedAmount: 250.1, approvedAmount: null },
      { id: 23, subsidyType: 'SLIM', status: 'rejected', requestedAmount: 5000, approvedAmount: null },
      { id: 24, subsidyType: 'STAP', status: 'submitted', requestedAmount: 1000, approvedAmount: null },
      { id: 25, subsidyType: 'Gemeente', status: 'submitted', requestedAmount: 300, approvedAmount: null },
    ],
    scanResult,
    ...overrides,
  };
}
