/**
 * The community's two reads that stay joined across owners (decision 005, READ_JOINS in
 * scripts/boundaries/tables.ts): the leaderboard reads a page of the maintained scores (migration
 * 131) with the people's names and their setting, and the community lists filter on the people's
 * visibility setting, sort and limit in one query each. Everything else in the community reads other features through their
 * index.ts.
 */

import type { ExpressionBuilder } from 'kysely';
import type { CommunityData } from '../../../contracts/community.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database, KyselyDb } from '../../db/schema.ts';
import { type PersonRow, toPerson } from './people.ts';

const personColumns = (alias: 'u') =>
  [
    `${alias}.id`,
    `${alias}.firstName`,
    `${alias}.tussenvoegsel`,
    `${alias}.lastName`,
    `${alias}.userType`,
    `${alias}.companyName`,
    `${alias}.instituteName`,
    `${alias}.profileImageUrl`,
    `${alias}.position`,
  ] as const;

/** Users who allow being shown in the community (no settings row = the default, allowed). */
const visibleInCommunity = (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('userSettings as s')
        .select('s.userId')
        .whereRef('s.userId', '=', 'u.id')
        .where('s.showInCommunity', '=', 0),
    ),
  );

/** Users who allow the leaderboard (no settings row = the default, allowed). */
const onLeaderboard = (eb: ExpressionBuilder<Database & { s: Database['leaderboardScores'] }, 's'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('userSettings as us')
        .select('us.userId')
        .whereRef('us.userId', '=', 's.userId')
        .where('us.showOnLeaderboard', '=', 0),
    ),
  );

/**
 * The ranking's order, the index of migration 131: points and completed courses high first (stored
 * negated), then name and id; all ascending, so "after a row" is one row-value comparison.
 */
const RANK_ORDER = ['s.rankPoints', 's.rankCourses', 's.nameKey', 's.userId'] as const;
const rankTuple = (eb: ExpressionBuilder<Database & { s: Database['leaderboardScores'] }, 's'>) =>
  eb.refTuple(...RANK_ORDER);
const keyTuple = (
  eb: ExpressionBuilder<Database & { s: Database['leaderboardScores'] }, 's'>,
  [points, courses, name, id]: LeaderboardRow['key'],
) => eb.tuple(-points, -courses, name, id);

/** A leaderboard row in rank order; `key` is its place in RANK_ORDER (the cursor's tail). */
export interface LeaderboardRow {
  person: ReturnType<typeof toPerson>;
  totalPoints: number;
  completedCourses: number;
  key: [number, number, string, string];
}

/**
 * One page of the ranking (decision 426): the next `limit` + 1 users with points who allow the
 * leaderboard, after `after` (a row's key), read from the maintained scores in index order, so a
 * page costs the same however many users there are.
 */
export async function leaderboardRows(
  db: KyselyDb,
  after: LeaderboardRow['key'] | undefined,
  limit: number,
): Promise<LeaderboardRow[]> {
  let query = db
    .selectFrom('leaderboardScores as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(personColumns('u'))
    .select(['s.points', 's.completedCourses', 's.nameKey', 's.userId'])
    .where('s.rankPoints', '<', 0)
    .where(onLeaderboard);
  if (after) query = query.where((eb) => eb(rankTuple(eb), '>', keyTuple(eb, after)));
  for (const column of RANK_ORDER) query = query.orderBy(column);
  const rows = await query.limit(limit + 1).execute();
  return rows.map((r) => ({
    person: toPerson(r as PersonRow),
    totalPoints: Number(r.points),
    completedCourses: Number(r.completedCourses),
    key: [Number(r.points), Number(r.completedCourses), r.nameKey, r.userId],
  }));
}

/**
 * A user's points and rank (1 + the users before them in the ranking), or null when they have no
 * points or do not allow the leaderboard. Counts along the index up to the user: its cost grows with
 * the rank, not with the number of users.
 */
export async function leaderboardStanding(db: KyselyDb, userId: string) {
  const mine = await db
    .selectFrom('leaderboardScores as s')
    .select(['s.points', 's.rankPoints', 's.completedCourses', 's.nameKey', 's.userId'])
    .where('s.userId', '=', userId)
    .where('s.points', '>', 0)
    .where(onLeaderboard)
    .executeTakeFirst();
  if (!mine) return null;
  const ahead = await db
    .selectFrom('leaderboardScores as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    // The index range ends at the user's own points: with only the tuple below, SQLite scanned
    // every ranked user (5 ms at 100,000) and filtered; now it reads the users ahead and ties.
    .where('s.rankPoints', '<=', mine.rankPoints)
    .where(onLeaderboard)
    .where((eb) =>
      eb(
        rankTuple(eb),
        '<',
        keyTuple(eb, [Number(mine.points), Number(mine.completedCourses), mine.nameKey, mine.userId]),
      ),
    )
    .executeTakeFirstOrThrow();
  return { totalPoints: Number(mine.points), rank: Number(ahead.n) + 1 };
}

// ---- community ---------------------------------------------------------------------------------

const COMMUNITY_LIMIT = 50;

// The side panel's reads, compiled once per database (db/prepared.ts): the panel is read on every
// community page and dashboard, and Kysely's build and compile cost more than these small reads.
const employerOf = prepared(['userId'], (db, p) =>
  db.selectFrom('users').select(['userType', 'employerId']).where('id', '=', p.userId),
);
const colleaguesOf = prepared(['employerKey', 'userId'], (db, p) =>
  db
    .selectFrom('users as u')
    .leftJoin('users as e', 'e.id', 'u.employerId')
    .select(personColumns('u'))
    .select('e.companyName as employerName')
    .where('u.employerId', '=', p.employerKey)
    .where('u.id', '!=', p.userId)
    .where(visibleInCommunity)
    .orderBy('u.firstName')
    .limit(COMMUNITY_LIMIT),
);
const instructorsOf = prepared(['userId'], (db, p) =>
  db
    .selectFrom('enrollments as mine')
    .innerJoin('courses as c', 'c.id', 'mine.courseId')
    .innerJoin('users as u', 'u.id', 'c.instituteId')
    .select(personColumns('u'))
    .select(['c.title as courseTitle'])
    .where('mine.userId', '=', p.userId)
    .where('u.id', '!=', p.userId)
    .where(visibleInCommunity)
    .orderBy('c.title')
    .limit(COMMUNITY_LIMIT),
);

/**
 * The newest `COMMUNITY_LIMIT` enrolments of others in the user's courses, newest first: a `UNION
 * ALL` of one part per course, each read along `enrollments_course_created_idx` and stopping after
 * its limit (one join over every enrolment of those courses sorted them all: 12–15 ms at 100,000
 * users). SQLite allows 500 parts in a compound select: a talent in more than
 * `COURSES_PER_STATEMENT` courses gets one statement per group of them, merged here.
 */
async function newestCoursemates(db: KyselyDb, userId: string) {
  const courses = [...new Set((await coursesOf(db, { userId })).map((m) => m.courseId))];
  const groups: number[][] = [];
  for (let at = 0; at < courses.length; at += COURSES_PER_STATEMENT) {
    groups.push(courses.slice(at, at + COURSES_PER_STATEMENT));
  }
  const read = (group: number[]) =>
    newestAmong(group.length)(db, { userId, ...Object.fromEntries(group.map((id, i) => [`c${i}`, id])) });
  const rows = (await Promise.all(groups.map(read))).flat();
  if (groups.length > 1) rows.sort(newestFirst);
  return rows.slice(0, COMMUNITY_LIMIT);
}

const COURSES_PER_STATEMENT = 50;
const newestFirst = (a: { createdAt: string; enrollmentId: number }, b: typeof a) =>
  a.createdAt === b.createdAt ? b.enrollmentId - a.enrollmentId : a.createdAt < b.createdAt ? 1 : -1;

const coursesOf = prepared(['userId'], (db, p) =>
  db.selectFrom('enrollments').select('courseId').where('userId', '=', p.userId),
);

const newestInCourse = (db: KyselyDb, courseId: string, userId: string) =>
  db
    .selectFrom('enrollments as other')
    .innerJoin('users as u', 'u.id', 'other.userId')
    .innerJoin('courses as c', 'c.id', 'other.courseId')
    .select(personColumns('u'))
    .select([
      'c.id as courseId',
      'c.title as courseTitle',
      'other.status',
      'other.createdAt',
      'other.id as enrollmentId',
    ])
    .where('other.courseId', '=', courseId as unknown as number)
    .where('other.userId', '!=', userId)
    .where(visibleInCommunity)
    .orderBy('other.createdAt', 'desc')
    .orderBy('other.id', 'desc')
    .limit(COMMUNITY_LIMIT);

/** The statement for `count` courses; compiled once per count and database (db/prepared.ts). */
const unionOfNewest = (count: number) =>
  prepared([...Array.from({ length: count }, (_, i) => `c${i}`), 'userId'], (db, p) => {
    const part = (i: number) =>
      db.selectFrom(newestInCourse(db, p[`c${i}`], p.userId).as(`c${i}`)).selectAll();
    let all = part(0);
    for (let i = 1; i < count; i++) all = all.unionAll(part(i));
    return all.orderBy('createdAt', 'desc').orderBy('enrollmentId', 'desc').limit(COMMUNITY_LIMIT);
  });
const byCourseCount = new Map<number, ReturnType<typeof unionOfNewest>>();
const newestAmong = (count: number) => {
  let read = byCourseCount.get(count);
  if (!read) {
    read = unionOfNewest(count);
    byCourseCount.set(count, read);
  }
  return read;
};

/** Coursemates, colleagues and instructors of a user: only users who allow being shown. */
export async function listCommunity(db: KyselyDb, userId: string): Promise<CommunityData> {
  const [me] = await employerOf(db, { userId });
  const employerKey = me?.userType === 'company' ? userId : (me?.employerId ?? null);
  const [coursemates, colleagues, instructors] = await Promise.all([
    newestCoursemates(db, userId),
    employerKey ? colleaguesOf(db, { employerKey, userId }) : Promise.resolve([]),
    instructorsOf(db, { userId }),
  ]);
  return {
    coursemates: coursemates.map((r) => ({
      user: toPerson(r as PersonRow),
      course: { id: Number(r.courseId), title: r.courseTitle },
      enrollment: { status: r.status },
    })),
    colleagues: colleagues.map((r) => ({
      user: toPerson(r as PersonRow),
      companyName: r.employerName ?? null,
    })),
    instructors: instructors.map((r) => ({
      user: toPerson(r as PersonRow),
      instituteName: r.instituteName,
      courseTitle: r.courseTitle,
    })),
  };
}
