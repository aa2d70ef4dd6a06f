import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES } from '../courses.ts';
import { CATEGORY_PROFILES, courseMatchPercentage, rankCategories, recommendCourses } from './recommend.ts';
import type { CourseForMatching, ScanScores } from './types.ts';

const scores = (overrides: Partial<ScanScores> = {}): ScanScores => ({
  openness: 50,
  conscientiousness: 50,
  extraversion: 50,
  agreeableness: 50,
  neuroticism: 50,
  realistic: 50,
  investigative: 50,
  artistic: 50,
  social: 50,
  enterprising: 50,
  conventional: 50,
  ...overrides,
});

const artisticProfile = scores({
  artistic: 95,
  openness: 85,
  realistic: 30,
  investigative: 40,
  social: 45,
  enterprising: 40,
  conventional: 20,
});

const COURSES: CourseForMatching[] = [
  {
    id: 1,
    title: 'Python voor beginners',
    category: 'Technology',
    level: 'Beginner',
    skills: ['Python', 'Programmeren'],
  },
  {
    id: 2,
    title: 'Boekhouden in de praktijk',
    category: 'Finance',
    level: 'Beginner',
    skills: ['Boekhouden', 'Excel'],
  },
  {
    id: 3,
    title: 'UX-design basis',
    category: 'Design',
    level: 'Beginner',
    skills: ['Figma', 'Prototyping'],
  },
  {
    id: 4,
    title: 'Zorg en communicatie',
    category: 'Healthcare',
    level: 'Intermediate',
    skills: ['Communicatie'],
  },
  {
    id: 5,
    title: 'Leidinggeven aan teams',
    category: 'Management',
    level: 'Advanced',
    skills: ['Leiderschap'],
  },
];

describe('courseMatchPercentage', () => {
  it('returns an integer 0..100 for every category and for an unknown one', () => {
    for (const category of [...COURSE_CATEGORIES, 'Onbekend']) {
      for (const profile of [scores(), artisticProfile, scores({ artistic: 0, openness: 0 })]) {
        const pct = courseMatchPercentage(profile, {
          id: 1,
          title: 'x',
          category,
          level: 'Beginner',
          skills: [],
        });
        expect(Number.isInteger(pct)).toBe(true);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
      }
    }
  });

  it('maps every catalogue category, with weights summing to 1', () => {
    for (const category of COURSE_CATEGORIES) {
      const sum = Object.values(CATEGORY_PROFILES[category].riasec).reduce((a, b) => a + (b ?? 0), 0);
      expect(sum).toBeCloseTo(1, 10);
    }
  });

  it('gives 100 to a perfect profile and 0 to an empty one', () => {
    const course = COURSES[2];
    const top = scores({ artistic: 100, investigative: 100, openness: 100 });
    const bottom = scores({ artistic: 0, investigative: 0, openness: 0 });
    expect(courseMatchPercentage(top, course)).toBe(100);
    expect(courseMatchPercentage(bottom, course)).toBe(0);
  });

  it('uses keywords in title and skills', () => {
    const plain = { id: 9, title: 'Cursus', category: 'Business', level: 'Beginner', skills: [] };
    const creative = { ...plain, title: 'Creatieve branding en design' };
    expect(courseMatchPercentage(artisticProfile, creative)).toBeGreaterThan(
      courseMatchPercentage(artisticProfile, plain),
    );
  });
});

describe('recommendCourses', () => {
  it('puts the Design course first for a strongly artistic profile', () => {
    const [first] = recommendCourses(artisticProfile, COURSES);
    expect(first.courseId).toBe(3);
    expect(first.title).toBe('UX-design basis');
  });

  it('puts the Healthcare course first for a strongly social profile', () => {
    const social = scores({ social: 95, agreeableness: 85, neuroticism: 20, artistic: 30, enterprising: 30 });
    expect(recommendCourses(social, COURSES)[0].courseId).toBe(4);
  });

  it('sorts desc, respects the limit and is deterministic', () => {
    const result = recommendCourses(artisticProfile, COURSES, 3);
    expect(result).toHaveLength(3);
    for (let i = 1; i < result.length; i++) {
      expect(result[i].matchPercentage).toBeLessThanOrEqual(result[i - 1].matchPercentage);
    }
    expect(recommendCourses(artisticProfile, [...COURSES].reverse(), 3)).toEqual(result);
    expect(recommendCourses(artisticProfile, COURSES)).toHaveLength(5);
    expect(recommendCourses(artisticProfile, [])).toEqual([]);
  });

  it('breaks ties by course id', () => {
    const twin = (id: number): CourseForMatching => ({
      id,
      title: `Cursus ${id}`,
      category: 'Design',
      level: 'Beginner',
      skills: [],
    });
    expect(recommendCourses(artisticProfile, [twin(7), twin(3), twin(5)]).map((c) => c.courseId)).toEqual([
      3, 5, 7,
    ]);
  });
});

describe('rankCategories', () => {
  it('ranks Design first for an artistic profile and keeps all categories', () => {
    const ranked = rankCategories(artisticProfile);
    expect(ranked[0]).toBe('Design');
    expect([...ranked].sort()).toEqual([...COURSE_CATEGORIES].sort());
  });
});
