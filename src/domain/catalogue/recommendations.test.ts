import { describe, expect, it } from 'vitest';
import { courseMatchPercentage } from '../scan/recommend.ts';
import type { CourseForMatching, ScanScores } from '../scan/types.ts';
import { rankRecommendations } from './recommendations.ts';

const scores: ScanScores = {
  openness: 80,
  conscientiousness: 60,
  extraversion: 40,
  agreeableness: 50,
  neuroticism: 30,
  realistic: 20,
  investigative: 90,
  artistic: 30,
  social: 40,
  enterprising: 50,
  conventional: 70,
} as ScanScores;

const course = (id: number, category: string): CourseForMatching => ({
  id,
  title: `Cursus ${id}`,
  category,
  level: 'Beginner',
  skills: [],
  description: '',
});

describe('rankRecommendations', () => {
  it('orders by match, then by id, and keeps the limit', () => {
    const courses = [
      course(3, 'Design'),
      course(1, 'Technology'),
      course(2, 'Technology'),
      course(4, 'Finance'),
    ];
    const ranked = rankRecommendations(scores, courses, 3);
    expect(ranked).toHaveLength(3);
    for (const r of ranked) {
      expect(r.matchPercentage).toBe(
        courseMatchPercentage(scores, courses.find((c) => c.id === r.courseId)!),
      );
    }
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1], ranked[i]];
      expect(
        a.matchPercentage > b.matchPercentage ||
          (a.matchPercentage === b.matchPercentage && a.courseId < b.courseId),
      ).toBe(true);
    }
    expect(ranked.findIndex((r) => r.courseId === 1)).toBeLessThan(ranked.findIndex((r) => r.courseId === 2));
  });
});
