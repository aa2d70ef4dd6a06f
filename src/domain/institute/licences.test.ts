import { describe, expect, it } from 'vitest';
import { INSTITUTE_PROBLEMS } from '../../contracts/problems/institute.ts';
import { canActivateAnotherCourse, LICENCE_LIMITS } from './licences.ts';

describe('licence tiers (decision 243)', () => {
  it('prices and course limits per tier', () => {
    expect(LICENCE_LIMITS.starter).toEqual({ activeCourses: 10, monthlyPriceEuros: 99 });
    expect(LICENCE_LIMITS.professional).toEqual({ activeCourses: 50, monthlyPriceEuros: 249 });
    expect(LICENCE_LIMITS.enterprise.activeCourses).toBeNull();
  });
  it('allows a course up to the limit, never beyond; enterprise has none', () => {
    expect(canActivateAnotherCourse('starter', 9)).toBe(true);
    expect(canActivateAnotherCourse('starter', 10)).toBe(false);
    expect(canActivateAnotherCourse('professional', 49)).toBe(true);
    expect(canActivateAnotherCourse('enterprise', 10_000)).toBe(true);
    const limit = INSTITUTE_PROBLEMS['licence.course_limit'];
    expect(limit.nl({ tier: 'starter', max: 10 })).toContain(
      'Starter-licentie staat 10 actieve cursussen toe',
    );
    expect(limit.en({ tier: 'starter', max: 10 })).toContain('Starter licence allows 10 active courses');
  });
});
