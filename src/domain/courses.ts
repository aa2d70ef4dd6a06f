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
/** The language a course is taught in (ISO 639-1): Dutch, or English for English-taught courses. */
export const COURSE_LANGUAGES = ['nl', 'en'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** Euro amounts travel as numbers with at most two decimals; arithmetic happens in cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The languages labels come in; the stored values (the spec's English words) stay the keys. */
export type LabelLanguage = 'nl' | 'en';

const CATEGORY_LABELS: Record<CourseCategory, { nl: string; en: string }> = {
  Technology: { nl: 'Technologie', en: 'Technology' },
  Marketing: { nl: 'Marketing', en: 'Marketing' },
  Business: { nl: 'Bedrijfskunde', en: 'Business' },
  Management: { nl: 'Management', en: 'Management' },
  Design: { nl: 'Ontwerp', en: 'Design' },
  'Data & Analytics': { nl: 'Data en analyse', en: 'Data & Analytics' },
  Finance: { nl: 'Financiën', en: 'Finance' },
  Healthcare: { nl: 'Zorg', en: 'Healthcare' },
  Engineering: { nl: 'Techniek', en: 'Engineering' },
  Education: { nl: 'Onderwijs', en: 'Education' },
};

const LEVEL_LABELS: Record<CourseLevel, { nl: string; en: string }> = {
  Beginner: { nl: 'Beginner', en: 'Beginner' },
  Intermediate: { nl: 'Gemiddeld', en: 'Intermediate' },
  Advanced: { nl: 'Gevorderd', en: 'Advanced' },
};

/** A course category as the interface language says it (an unknown value is shown as stored). */
export function categoryLabel(category: string, lang: LabelLanguage): string {
  return CATEGORY_LABELS[category as CourseCategory]?.[lang] ?? category;
}

/** A course level as the interface language says it (an unknown value is shown as stored). */
export function levelLabel(level: string, lang: LabelLanguage): string {
  return LEVEL_LABELS[level as CourseLevel]?.[lang] ?? level;
}
