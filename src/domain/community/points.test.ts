import { describe, expect, it } from 'vitest';
import { type ActivityCounts, badgeFor, medalFor, pointsFor, rankByPoints } from './points.ts';

const none: ActivityCounts = {
  completedCourses: 0,
  enrollments: 0,
  scanCompleted: false,
  posts: 0,
  comments: 0,
  likesReceived: 0,
};

describe('leaderboard points', () => {
  it('weighs every stored event by the documented rule', () => {
    expect(pointsFor(none)).toBe(0);
    expect(pointsFor({ ...none, completedCourses: 1 })).toBe(100);
    expect(pointsFor({ ...none, enrollments: 3 })).toBe(30);
    expect(pointsFor({ ...none, scanCompleted: true })).toBe(50);
    expect(pointsFor({ ...none, posts: 2, comments: 3, likesReceived: 4 })).toBe(10 + 6 + 4);
    expect(
      pointsFor({
        completedCourses: 2,
        enrollments: 3,
        scanCompleted: true,
        posts: 1,
        comments: 1,
        likesReceived: 1,
      }),
    ).toBe(200 + 30 + 50 + 5 + 2 + 1);
  });

  it('gives a badge by threshold', () => {
    expect(badgeFor(0)).toBeNull();
    expect(badgeFor(49)).toBeNull();
    expect(badgeFor(50)).toBe('actief');
    expect(badgeFor(250)).toBe('gevorderd');
    expect(badgeFor(499)).toBe('gevorderd');
    expect(badgeFor(500)).toBe('expert');
  });

  it('gives medals to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4, 0].map(medalFor)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });

  it('ranks by points, then completed courses, then name; drops users without points', () => {
    const ranked = rankByPoints([
      { id: 'a', name: 'Anna', counts: { ...none, enrollments: 10 } },
      { id: 'b', name: 'Bram', counts: { ...none, completedCourses: 1 } },
      { id: 'c', name: 'Cor', counts: { ...none, completedCourses: 2 } },
      { id: 'd', name: 'Daan', counts: none },
      { id: 'e', name: 'Eva', counts: { ...none, posts: 1 } },
    ]);
    expect(ranked.map((r) => [r.entry.id, r.rank, r.totalPoints])).toEqual([
      ['c', 1, 200],
      ['b', 2, 100],
      ['a', 3, 100],
      ['e', 4, 5],
    ]);
    expect(ranked.map((r) => r.badge)).toEqual(['actief', 'actief', 'actief', null]);
  });
});
