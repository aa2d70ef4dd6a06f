import { describe, expect, it } from 'vitest';
import { mergeActivity } from './activity.ts';

describe('mergeActivity', () => {
  const sources = {
    enrollments: [{ id: 4, courseTitle: 'Python voor beginners', createdAt: '2026-01-02T10:00:00.000Z' }],
    completions: [{ id: 4, courseTitle: 'Excel', completedAt: '2026-03-01T10:00:00.000Z' }],
    scans: [{ id: 2, personalityType: 'De Onderzoeker (ISA)', createdAt: '2026-02-01T10:00:00.000Z' }],
    subsidyApplications: [
      {
        id: 7,
        subsidyType: 'SLIM-subsidie',
        status: 'approved' as const,
        createdAt: '2026-01-15T10:00:00.000Z',
      },
    ],
  };

  it('gives every kind its colour and id and sorts newest first', () => {
    const list = mergeActivity(sources);
    expect(list.map((a) => a.color)).toEqual(['green', 'orange', 'grey', 'blue']);
    expect(list.map((a) => a.id)).toEqual(['completed-4', 'scan-2', 'subsidy-7', 'enrolled-4']);
    expect(list[0]).toEqual({
      id: 'completed-4',
      title: 'Cursus afgerond',
      description: 'Excel',
      timestamp: '2026-03-01T10:00:00.000Z',
      color: 'green',
    });
    expect(list[2].description).toBe('SLIM-subsidie (Goedgekeurd)');
    expect(list[1].description).toBe('Profiel: De Onderzoeker (ISA)');
  });

  it('keeps every event (the route pages them)', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      id: i + 10,
      courseTitle: `Cursus ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
    }));
    const list = mergeActivity({ ...sources, enrollments: many });
    expect(list).toHaveLength(18);
    expect(list[0].title).toBe('Cursus afgerond');
  });

  it('is empty without events', () => {
    expect(mergeActivity({ enrollments: [], completions: [], scans: [], subsidyApplications: [] })).toEqual(
      [],
    );
  });
});
