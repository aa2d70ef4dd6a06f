/**
 * Course vocabulary shared by the catalogue filter, the new-course form, the API and the seed.
 * One list of categories (see docs/decisions/001-one-course-category-list.md): the catalogue's
 * six filter categories first, then the form-only categories that have no catalogue equivalent.
 */
export const COURSE_CATEGORIES = [
  'Technology',
  'Marketing',
  'Business',
  'Management',
  'Design',
  'Data & Analytics',
  'Finance',
  'Healthcare',
  'Engineering',
  'Education',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Course language is fixed to Dutch (spec §9). */
export const COURSE_LANGUAGE = 'nl';

export const LANGUAGE_LABELS: Record<string, string> = { nl: 'Nederlands', en: 'Engels' };

/** Euro amounts travel as numbers with at most two decimals; arithmetic happens in cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);
export const fromCents = (cents: number): number => cents / 100;
