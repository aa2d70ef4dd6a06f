import { describe, expect, it } from 'vitest';
import { type ActivityCounts, badgeFor, medalFor, pointsFor, rankPage } from './points.ts';

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

  it('ranks a page by position after the rows before it, each with its badge', () => {
    const rows = [
      { id: 'c', totalPoints: 600, completedCourses: 2 },
      { id: 'b', totalPoints: 100, completedCourses: 1 },
      { id: 'a', totalPoints: 100, completedCourses: 1 },
      { id: 'e', totalPoints: 5, completedCourses: 0 },
    ];
    expect(rankPage(rows, 0).map((r) => [r.row.id, r.rank, r.badge])).toEqual([
      ['c', 1, 'expert'],
      ['b', 2, 'actief'],
      ['a', 3, 'actief'],
      ['e', 4, null],
    ]);
    expect(rankPage(rows.slice(2), 2).map((r) => r.rank)).toEqual([3, 4]);
  });
});
