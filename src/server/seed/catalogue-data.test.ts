import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../../domain/courses.ts';
import { generateBulkCourses } from './bulk-courses.ts';
import { SEED_COURSES, SEED_INSTITUTES, seedCourseRating } from './catalogue-data.ts';

const DEMO = 'techacademie';
const demoCourses = SEED_COURSES.filter((c) => c.instituteKey === DEMO);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('seed catalogue', () => {
  it('has at least 60 courses with unique keys', () => {
    expect(SEED_COURSES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SEED_COURSES.map((c) => c.key)).size).toBe(SEED_COURSES.length);
  });

  it('has 5 institutes with unique keys and e-mails, the demo institute first', () => {
    expect(SEED_INSTITUTES).toHaveLength(5);
    expect(new Set(SEED_INSTITUTES.map((i) => i.key)).size).toBe(5);
    expect(new Set(SEED_INSTITUTES.map((i) => i.email)).size).toBe(5);
    expect(SEED_INSTITUTES[0]).toMatchObject({
      key: DEMO,
      email: 'instituut@example.nl',
      firstName: 'Ingrid',
      lastName: 'de Vries',
    });
    for (const i of SEED_INSTITUTES) expect(i.email).toMatch(/@([a-z0-9-]+\.)*example\.nl$/);
  });

  it('covers every category × level combination', () => {
    const present = new Set(SEED_COURSES.map((c) => `${c.category}|${c.level}`));
    for (const category of COURSE_CATEGORIES) {
      for (const level of COURSE_LEVELS)
        expect(present, `${category} / ${level}`).toContain(`${category}|${level}`);
    }
  });

  it('only references existing institutes', () => {
    const keys = new Set(SEED_INSTITUTES.map((i) => i.key));
    for (const c of SEED_COURSES) expect(keys, c.key).toContain(c.instituteKey);
  });

  it('reproduces the demo institute dashboard figures', () => {
    expect(demoCourses).toHaveLength(6);
    const active = demoCourses.filter((c) => c.isActive && c.status === 'active');
    expect(active).toHaveLength(5);
    const draft = demoCourses.filter((c) => c.status === 'draft');
    expect(draft).toHaveLength(1);
    expect(draft[0]).toMatchObject({ isActive: false, enrolledCount: 0, completedCount: 0 });
    const avg = sum(active.map(seedCourseRating)) / active.length;
    expect(Math.round(avg * 10) / 10).toBe(4.7);
    expect(sum(demoCourses.map((c) => c.enrolledCount))).toBe(342);
    expect(sum(demoCourses.map((c) => c.completedCount))).toBe(281);
  });

  it('has 2-3 archived courses outside the demo institute; everything else is active', () => {
    const others = SEED_COURSES.filter((c) => c.instituteKey !== DEMO);
    const archived = others.filter((c) => c.status === 'archived');
    expect(archived.length).toBeGreaterThanOrEqual(2);
    expect(archived.length).toBeLessThanOrEqual(3);
    for (const c of others) {
      expect(c.status === 'archived' || c.status === 'active', c.key).toBe(true);
      expect(c.isActive, c.key).toBe(c.status === 'active');
      expect(c.enrolledCount, c.key).toBeLessThanOrEqual(40);
    }
  });

  it('has valid numbers on every course', () => {
    for (const c of SEED_COURSES) {
      expect(Number.isInteger(c.priceCents), c.key).toBe(true);
      expect(c.priceCents, c.key).toBeGreaterThanOrEqual(4900);
      expect(c.priceCents, c.key).toBeLessThanOrEqual(495000);
      expect(Number.isInteger(c.durationWeeks), c.key).toBe(true);
      expect(c.durationWeeks, c.key).toBeGreaterThanOrEqual(1);
      expect(c.durationWeeks, c.key).toBeLessThanOrEqual(52);
      expect(Number.isInteger(c.enrolledCount) && c.enrolledCount >= 0, c.key).toBe(true);
      expect(Number.isInteger(c.completedCount) && c.completedCount >= 0, c.key).toBe(true);
      expect(c.completedCount, c.key).toBeLessThanOrEqual(c.enrolledCount);
      expect(c.ratings.length, c.key).toBeLessThanOrEqual(12);
      for (const r of c.ratings) {
        expect(Number.isInteger(r) && r >= 1 && r <= 5, `${c.key}: ${r}`).toBe(true);
      }
      expect(c.skills.length, c.key).toBeGreaterThanOrEqual(3);
      expect(c.skills.length, c.key).toBeLessThanOrEqual(6);
      if (c.maxParticipants !== null) expect(Number.isInteger(c.maxParticipants), c.key).toBe(true);
    }
  });

  it('seedCourseRating averages and rounds to one decimal', () => {
    const base = demoCourses[0];
    expect(seedCourseRating({ ...base, ratings: [] })).toBe(0);
    expect(seedCourseRating({ ...base, ratings: [5, 4, 4] })).toBe(4.3);
    expect(seedCourseRating({ ...base, ratings: [5, 4] })).toBe(4.5);
  });
});

describe('generateBulkCourses', () => {
  const bulk = generateBulkCourses(10_000);

  it('is deterministic per seed', () => {
    expect(generateBulkCourses(50)).toEqual(bulk.slice(0, 50));
    expect(generateBulkCourses(50, 7)).not.toEqual(bulk.slice(0, 50));
  });

  it('produces valid, varied courses with unique keys', () => {
    expect(bulk).toHaveLength(10_000);
    expect(new Set(bulk.map((c) => c.key)).size).toBe(10_000);
    expect(new Set(bulk.map((c) => c.title)).size).toBeGreaterThan(1000);
    const present = new Set(bulk.map((c) => `${c.category}|${c.level}`));
    expect(present.size).toBe(COURSE_CATEGORIES.length * COURSE_LEVELS.length);
    for (const c of bulk) {
      expect(Number.isInteger(c.priceCents) && c.priceCents >= 4900 && c.priceCents <= 495000).toBe(true);
      expect(Number.isInteger(c.durationWeeks) && c.durationWeeks >= 1 && c.durationWeeks <= 52).toBe(true);
      expect(c.completedCount).toBeLessThanOrEqual(c.enrolledCount);
      expect(c.ratings.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)).toBe(true);
      expect(c.skills.length >= 3 && c.skills.length <= 6).toBe(true);
      expect(c.isActive).toBe(c.status === 'active');
    }
    const excel = bulk.filter((c) => c.title.toLowerCase().includes('excel')).length;
    expect(excel).toBeGreaterThan(0);
    expect(excel).toBeLessThan(1000);
  });
});
