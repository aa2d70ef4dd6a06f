import { COURSE_CATEGORIES, type CourseCategory } from '../courses.ts';
import { clampPercent, RIASEC_TYPES, traitStrength } from './dimensions.ts';
import type { BigFiveTrait, CourseForMatching, RecommendedCourse, RiasecType, ScanScores } from './types.ts';

type RiasecWeights = Partial<Record<RiasecType, number>>;

interface CategoryProfile {
  /** Weights over RIASEC types, summing to 1. */
  riasec: RiasecWeights;
  /** Big Five traits that help (neuroticism = emotional stability helps). */
  traits: BigFiveTrait[];
}

/** How each catalogue category maps onto interests and personality. */
export const CATEGORY_PROFILES: Readonly<Record<CourseCategory, CategoryProfile>> = {
  Technology: {
    riasec: { investigative: 0.5, realistic: 0.3, conventional: 0.2 },
    traits: ['openness', 'conscientiousness'],
  },
  Marketing: { riasec: { enterprising: 0.55, artistic: 0.45 }, traits: ['extraversion', 'openness'] },
  Business: {
    riasec: { enterprising: 0.6, conventional: 0.4 },
    traits: ['conscientiousness', 'extraversion'],
  },
  Management: { riasec: { enterprising: 0.6, social: 0.4 }, traits: ['extraversion', 'conscientiousness'] },
  Design: { riasec: { artistic: 0.8, investigative: 0.2 }, traits: ['openness'] },
  'Data & Analytics': {
    riasec: { investigative: 0.6, conventional: 0.4 },
    traits: ['conscientiousness', 'openness'],
  },
  Finance: { riasec: { conventional: 0.7, enterprising: 0.3 }, traits: ['conscientiousness'] },
  Healthcare: { riasec: { social: 0.7, investigative: 0.3 }, traits: ['agreeableness', 'neuroticism'] },
  Engineering: { riasec: { realistic: 0.6, investigative: 0.4 }, traits: ['conscientiousness'] },
  Education: { riasec: { social: 0.8, artistic: 0.2 }, traits: ['extraversion', 'agreeableness'] },
};

/** Keywords in a course's title, skills or description that point to RIASEC types. */
const KEYWORDS: readonly { pattern: RegExp; types: RiasecType[] }[] = [
  {
    pattern: /design|ontwerp|ux\b|\bui\b|grafisch|illustra|typografie|fotografie|video|creati|branding|figma/,
    types: ['artistic'],
  },
  { pattern: /schrijven|copywriting|storytelling|content/, types: ['artistic', 'enterprising'] },
  {
    pattern: /data|analy|statistiek|sql|machine learning|\bai\b|onderzoek|research/,
    types: ['investigative'],
  },
  {
    pattern: /programmer|software|python|javascript|typescript|java\b|code|cloud|devops|security|beveiliging/,
    types: ['investigative', 'realistic'],
  },
  {
    pattern:
      /excel|spreadsheet|boekhoud|administratie|audit|compliance|rapportage|financ|budget|fiscal|belasting/,
    types: ['conventional'],
  },
  {
    pattern: /sales|verkoop|onderhandel|ondernem|strategie|marketing|seo|campagne|e-commerce/,
    types: ['enterprising'],
  },
  {
    pattern: /leiderschap|leidinggeven|management|projectmanagement|agile|scrum|stakeholder/,
    types: ['enterprising', 'social'],
  },
  {
    pattern: /coach|communicatie|zorg|verpleeg|patiënt|onderwijs|didactiek|begeleid|training geven|welzijn/,
    types: ['social'],
  },
  {
    pattern:
      /techniek|technisch|installatie|elektr|mechani|werktuig|bouw|constructie|onderhoud|cad\b|productie/,
    types: ['realistic'],
  },
];

const CATEGORY_SHARE = 0.7;
const KEYWORD_SHARE = 0.3;
const RIASEC_WEIGHT = 0.8;
const TRAIT_WEIGHT = 0.2;

const UNIFORM: RiasecWeights = Object.fromEntries(
  RIASEC_TYPES.map((type) => [type, 1 / RIASEC_TYPES.length]),
);

const isCategory = (value: string): value is CourseCategory =>
  (COURSE_CATEGORIES as readonly string[]).includes(value);

function keywordWeights(course: CourseForMatching): RiasecWeights | null {
  const text = [course.title, ...course.skills, course.description ?? ''].join(' ').toLowerCase();
  const hits: RiasecWeights = {};
  let total = 0;
  for (const { pattern, types } of KEYWORDS) {
    if (!pattern.test(text)) continue;
    for (const type of types) {
      hits[type] = (hits[type] ?? 0) + 1;
      total += 1;
    }
  }
  if (total === 0) return null;
  return Object.fromEntries(Object.entries(hits).map(([type, count]) => [type, count / total]));
}

/** The RIASEC weights (summing to 1) and helpful traits of a course. */
export function courseProfile(course: CourseForMatching): { riasec: RiasecWeights; traits: BigFiveTrait[] } {
  const category = isCategory(course.category) ? CATEGORY_PROFILES[course.category] : null;
  const keywords = keywordWeights(course);
  const base = category?.riasec ?? keywords ?? UNIFORM;
  if (!category || !keywords) return { riasec: { ...base }, traits: category ? [...category.traits] : [] };
  const riasec: RiasecWeights = {};
  for (const type of RIASEC_TYPES) {
    const weight = CATEGORY_SHARE * (category.riasec[type] ?? 0) + KEYWORD_SHARE * (keywords[type] ?? 0);
    if (weight > 0) riasec[type] = weight;
  }
  return { riasec, traits: [...category.traits] };
}

/** How well a course fits a profile, integer 0..100: 80% interest fit, 20% personality fit. */
export function courseMatchPercentage(result: ScanScores, course: CourseForMatching): number {
  const { riasec, traits } = courseProfile(course);
  const interest = RIASEC_TYPES.reduce((sum, type) => sum + (riasec[type] ?? 0) * result[type], 0);
  if (traits.length === 0) return clampPercent(interest);
  const personality = traits.reduce((sum, trait) => sum + traitStrength(result, trait), 0) / traits.length;
  return clampPercent(RIASEC_WEIGHT * interest + TRAIT_WEIGHT * personality);
}

/** Best `limit` courses by match desc; ties broken by course id asc. */
export function recommendCourses(
  scores: ScanScores,
  courses: readonly CourseForMatching[],
  limit = 5,
): RecommendedCourse[] {
  return courses
    .map((course) => ({
      courseId: course.id,
      title: course.title,
      matchPercentage: courseMatchPercentage(scores, course),
    }))
    .sort((a, b) => b.matchPercentage - a.matchPercentage || a.courseId - b.courseId)
    .slice(0, Math.max(0, limit));
}

/** Catalogue categories sorted by how well they fit the profile (ties in catalogue order). */
export function rankCategories(scores: ScanScores): CourseCategory[] {
  const categoryFit = (category: CourseCategory) =>
    courseMatchPercentage(scores, { id: 0, title: '', category, level: '', skills: [] });
  return [...COURSE_CATEGORIES].sort(
    (a, b) => categoryFit(b) - categoryFit(a) || COURSE_CATEGORIES.indexOf(a) - COURSE_CATEGORIES.indexOf(b),
  );
}
