import { describe, expect, it } from 'vitest';
import { archivesTooMany, levelFromSource, mapSourceCourse, planImport, textOf, weeksOf } from './import.ts';

const nl = (value: string) => [{ language: 'nl-NL', value }];

describe('OEAPI import mapping', () => {
  it('reads texts, levels and durations as the standard writes them', () => {
    expect(
      textOf([
        { language: 'en-GB', value: 'Data' },
        { language: 'nl-NL', value: 'Gegevens' },
      ]),
    ).toBe('Gegevens');
    expect(textOf([{ language: 'en-GB', value: 'Data' }])).toBe('Data');
    expect(textOf(null)).toBeNull();
    expect(levelFromSource('secondary_vocational_education_2')).toBe('Beginner');
    expect(levelFromSource('associate_degree')).toBe('Intermediate');
    expect(levelFromSource('master')).toBe('Advanced');
    expect(levelFromSource('x-intermediate')).toBe('Intermediate');
    expect(levelFromSource('x-unknown')).toBe('Beginner');
    expect(weeksOf('P6W')).toBe(6);
    expect(weeksOf('P30D')).toBe(5);
    expect(weeksOf('P1Y')).toBe(53);
    expect(weeksOf('PT2H')).toBe(1);
    expect(weeksOf('six weeks')).toBeNull();
  });

  it('maps a course with its offerings, or says why not', () => {
    const m = mapSourceCourse(
      {
        courseId: 'c1',
        name: nl('Excel'),
        description: nl('Rekenen'),
        level: 'bachelor',
        learningOutcomes: [
          { learningOutcomeId: 'l', primaryCode: { codeType: 'identifier', code: 'x' }, name: nl('Excel') },
        ],
      },
      [
        {
          courseOfferingId: 'o1',
          startDateTime: '2031-01-05T09:00:00+01:00',
          endDateTime: '2031-02-16T17:00:00+01:00',
          addresses: [{ addressType: 'teaching', city: 'Utrecht' }],
          maxNumberStudents: 12,
          priceInformation: [{ costType: 'total_costs', amount: '99.50' }],
        },
        { courseOfferingId: 'o2', state: 'cancelled', startDateTime: '2031-03-01T09:00:00Z' },
      ],
    );
    expect(m).toMatchObject({
      ok: true,
      course: {
        title: 'Excel',
        level: 'Advanced',
        durationWeeks: 6,
        price: 99.5,
        outcomes: ['Excel'],
        runs: [
          { sourceId: 'o1', startDate: '2031-01-05', endDate: '2031-02-16', location: 'Utrecht', seats: 12 },
        ],
      },
    });
    expect(mapSourceCourse({ courseId: 'c2', name: nl('Zonder') }, [])).toEqual({
      ok: false,
      sourceId: 'c2',
      title: 'Zonder',
      reason: 'Geen beschrijving',
    });
  });

  it('plans creations, changes and archiving by source id', () => {
    const course = (id: string, title: string) =>
      mapSourceCourse({ courseId: id, name: nl(title), description: nl('Tekst') }, []);
    const linked = (sourceId: string, localId: number, title: string) => ({
      sourceId,
      localId,
      title,
      description: 'Tekst',
      level: 'Beginner',
      durationWeeks: 1,
      price: 0,
      active: true,
      category: 'Education',
      language: 'nl',
      maxParticipants: null,
    });
    const plan = planImport(
      [course('a', 'A nieuw'), course('b', 'B'), course('c', 'C'), course('c', 'C dubbel')],
      [linked('a', 1, 'A'), linked('b', 2, 'B'), linked('z', 3, 'Weg')],
    );
    expect(plan.create.map((c) => c.sourceId)).toEqual(['c']);
    expect(plan.update).toEqual([expect.objectContaining({ localId: 1, changes: ['title'] })]);
    expect(plan.unchanged.map((u) => u.localId)).toEqual([2]);
    expect(plan.archive).toEqual([{ localId: 3, sourceId: 'z', title: 'Weg' }]);
    // A second course with the same courseId is reported, not silently dropped.
    expect(plan.skipped).toEqual([
      {
        sourceId: 'c',
        title: 'C dubbel',
        reason: 'Dubbele courseId in de bron: alleen de eerste is gelezen',
      },
    ]);
    // One of three archived: no confirmation needed; two of three (or all, after an empty answer): needed.
    expect(archivesTooMany(plan, [linked('a', 1, 'A'), linked('b', 2, 'B'), linked('z', 3, 'Weg')])).toBe(
      false,
    );
    const empty = planImport([], [linked('a', 1, 'A'), linked('b', 2, 'B')]);
    expect(empty.archive).toHaveLength(2);
    expect(archivesTooMany(empty, [linked('a', 1, 'A'), linked('b', 2, 'B')])).toBe(true);
    expect(archivesTooMany(planImport([], []), [])).toBe(false);
  });

  it('never reads an unreadable price as €0, and takes the price from ext when no run is offered', () => {
    const base = { courseId: 'p', name: nl('Prijs'), description: nl('Tekst') };
    const priced = (amount: unknown) =>
      mapSourceCourse(base, [
        {
          courseOfferingId: 'o',
          startDateTime: '2031-01-05T09:00:00+01:00',
          priceInformation: [{ costType: 'total_costs', amount }],
        },
      ]);
    expect(priced('1234.50')).toMatchObject({ ok: true, course: { price: 1234.5, notes: [] } });
    for (const unreadable of ['1.234,50', '12,50', 'gratis', 12.5, null]) {
      const m = priced(unreadable);
      expect(m).toMatchObject({ ok: true, course: { price: null } });
      if (m.ok)
        expect(m.course.notes).toEqual(['Prijs ontbreekt: de cursus blijft ongepubliceerd (concept)']);
    }
    expect(mapSourceCourse(base, [])).toMatchObject({ ok: true, course: { price: null } });
    expect(mapSourceCourse({ ...base, ext: { price: '345.00' } }, [])).toMatchObject({
      ok: true,
      course: { price: 345, notes: [] },
    });
  });

  it('reads our own fields from ext, the teaching language, and cuts a long description with a note', () => {
    const m = mapSourceCourse(
      {
        courseId: 'e',
        name: [{ language: 'en-GB', value: 'Project management' }],
        description: [{ language: 'en-GB', value: 'x'.repeat(6000) }],
        teachingLanguages: ['eng'],
        ext: {
          category: 'Management',
          skills: ['Projectmanagement', 'Scrum', '', 42],
          price: '895.00',
          maxParticipants: 16,
        },
      },
      [],
    );
    expect(m).toMatchObject({
      ok: true,
      course: {
        title: 'Project management',
        language: 'en',
        category: 'Management',
        skills: ['Projectmanagement', 'Scrum'],
        price: 895,
        maxParticipants: 16,
        notes: ['Beschrijving ingekort tot 5000 tekens (was 6000)'],
      },
    });
    if (m.ok) expect(m.course.description).toHaveLength(5000);
    const unknownCategory = mapSourceCourse(
      {
        courseId: 'f',
        name: nl('F'),
        description: nl('T'),
        teachingLanguages: ['deu'],
        ext: { category: 'Koken' },
      },
      [],
    );
    expect(unknownCategory).toMatchObject({ ok: true, course: { category: null, language: 'nl' } });
    if (unknownCategory.ok)
      expect(unknownCategory.course.notes).toContain('Voertaal deu onbekend: als Nederlands ingelezen');
  });
});
