import { describe, expect, it } from 'vitest';
import {
  addressOf,
  amountOf,
  courseLanguageOf,
  dutchMidnight,
  levelOf,
  paged,
  toCourse,
  toCourseOffering,
} from './map.ts';

describe('OEAPI mapping', () => {
  it('writes amounts with a dot and two decimals', () => {
    expect(amountOf(125000)).toBe('1250.00');
    expect(amountOf(5)).toBe('0.05');
    expect(amountOf(0)).toBe('0.00');
  });

  it('puts a date at Dutch midnight with the offset of that day', () => {
    expect(dutchMidnight('2026-01-15')).toBe('2026-01-15T00:00:00+01:00');
    expect(dutchMidnight('2026-07-01')).toBe('2026-07-01T00:00:00+02:00');
    // 2026: summer time from Sunday 29 March 02:00 to Sunday 25 October 03:00.
    expect(dutchMidnight('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(dutchMidnight('2026-03-30')).toBe('2026-03-30T00:00:00+02:00');
    expect(dutchMidnight('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(dutchMidnight('2026-10-26')).toBe('2026-10-26T00:00:00+01:00');
  });

  it('uses the extensible level enumeration and pages as the standard says', () => {
    expect(levelOf('Beginner')).toBe('x-beginner');
    expect(levelOf('  ')).toBe('undefined');
    expect(paged([1, 2], 22, 10, 3)).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: false,
      totalPages: 3,
    });
    expect(paged([], 0, 10, 1)).toMatchObject({ hasPreviousPage: false, hasNextPage: false, totalPages: 1 });
    expect(addressOf('Platform <no-reply@example.nl>')).toBe('no-reply@example.nl');
  });

  it('maps a course and a run', () => {
    const course = toCourse(
      {
        id: 7,
        instituteId: '123e4567-e89b-12d3-a456-426614174000',
        title: 'Excel',
        description: ' ',
        category: 'Technology',
        level: 'Advanced',
        durationWeeks: 6,
        skills: ['Excel'],
        firstStart: null,
        language: 'en',
        priceCents: 125_050,
        maxParticipants: 14,
      },
      'https://example.nl',
    );
    expect(course).toMatchObject({
      primaryCode: { codeType: 'identifier', code: '7' },
      name: [{ language: 'en-GB', value: 'Excel' }],
      teachingLanguages: ['eng'],
      description: null,
      duration: 'P6W',
      link: 'https://example.nl/courses/7',
      // What the standard has no field for travels in ext, so another platform of ours loses nothing.
      ext: { category: 'Technology', skills: ['Excel'], price: '1250.50', maxParticipants: 14 },
    });
    const run = toCourseOffering(
      {
        id: 3,
        courseId: 7,
        instituteId: 'not-a-uuid',
        courseTitle: 'Excel',
        startDate: '2026-01-05',
        endDate: null,
        location: 'Utrecht',
        seats: 12,
        priceCents: 9950,
        language: 'nl',
      },
      '2026-02-01',
    );
    expect(run).toMatchObject({ state: 'inactive', maxNumberStudents: 12, organisationId: null });
    expect(run.priceInformation[0].amount).toBe('99.50');
    const ended = toCourseOffering(
      {
        id: 4,
        courseId: 7,
        instituteId: 'not-a-uuid',
        courseTitle: 'Excel',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        location: null,
        seats: null,
        priceCents: 0,
        language: 'nl',
      },
      '2026-02-01',
    );
    // A run ends at the end of its last day (summer time in June), not at the midnight before it.
    expect(ended.endDateTime).toBe('2026-06-30T23:59:59+02:00');
    expect(ended.startDateTime).toBe('2026-06-01T00:00:00+02:00');
  });

  it("reads the standard's language tags and codes as a course language", () => {
    expect(courseLanguageOf('nld')).toBe('nl');
    expect(courseLanguageOf('nl-BE')).toBe('nl');
    expect(courseLanguageOf('eng')).toBe('en');
    expect(courseLanguageOf('en-GB')).toBe('en');
    expect(courseLanguageOf('deu')).toBeNull();
    expect(courseLanguageOf('english')).toBeNull();
  });
});
