/**
 * The community's two reads that stay joined across owners (decision 005, READ_JOINS in
 * scripts/boundaries/tables.ts): the leaderboard ranks every visible user on counts from six tables
 * in one aggregate query, and the community lists filter on the people's visibility setting, sort and
 * limit in one query each. Everything else in the community reads other features through their
 * index.ts.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { CommunityData } from '../../../contracts/community.ts';
import type { ActivityCounts } from '../../../domain/community/points.ts';
import type { Database } from '../../db/schema.ts';
import { type PersonRow, toPerson } from './people.ts';

type Db = Kysely<Database>;

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

/** Every user who allows the leaderboard, with the stored events the points rule counts. */
export async function listLeaderboardActivity(db: Db) {
  const count = (
    eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>,
    table: 'enrollments' | 'socialPosts' | 'socialComments',
    column: 'userId' | 'authorId',
  ) =>
    eb
      .selectFrom(`${table} as x` as 'enrollments as x')
      .whereRef(`x.${column}` as 'x.userId', '=', 'u.id')
      .select((e) => e.fn.countAll<number>().as('n'));
  const rows = await db
    .selectFrom('users as u')
    .select(personColumns('u'))
    .select((eb) => [
      count(eb, 'enrollments', 'userId').as('enrollments'),
      eb
        .selectFrom('enrollments as x')
        .whereRef('x.userId', '=', 'u.id')
        .where('x.status', '=', 'passed')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('completedCourses'),
      eb
        .selectFrom('enrollments as x')
        .whereRef('x.userId', '=', 'u.id')
        .where('x.status', '=', 'completed')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('selfReportedCourses'),
      eb
        .exists(eb.selectFrom('assessments as a').select('a.id').whereRef('a.userId', '=', 'u.id'))
        .as('scan'),
      count(eb, 'socialPosts', 'authorId').as('posts'),
      count(eb, 'socialComments', 'authorId').as('comments'),
      eb
        .selectFrom('socialLikes as l')
        .innerJoin('socialPosts as p', 'p.id', 'l.postId')
        .whereRef('p.authorId', '=', 'u.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('likesReceived'),
    ])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('userSettings as s')
            .select('s.userId')
            .whereRef('s.userId', '=', 'u.id')
            .where('s.showOnLeaderboard', '=', 0),
        ),
      ),
    )
    .execute();
  return rows.map((r) => {
    const person = toPerson(r as PersonRow);
    const counts: ActivityCounts = {
      completedCourses: Number(r.completedCourses ?? 0),
      selfReportedCourses: Number(r.selfReportedCourses ?? 0),
      enrollments: Number(r.enrollments ?? 0),
      scanCompleted: Boolean(Number(r.scan)),
      posts: Number(r.posts ?? 0),
      comments: Number(r.comments ?? 0),
      likesReceived: Number(r.likesReceived ?? 0),
    };
    return { id: person.id, name: person.name, person, counts };
  });
}

// ---- community ---------------------------------------------------------------------------------

const COMMUNITY_LIMIT = 50;

/** Coursemates, colleagues and instructors of a user: only users who allow being shown. */
export async function listCommunity(db: Db, userId: string): Promise<CommunityData> {
  const me = await db
    .selectFrom('users')
    .select(['userType', 'employerId'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const employerKey = me?.userType === 'company' ? userId : (me?.employerId ?? null);

  const [coursemates, colleagues, instructors] = await Promise.all([
    db
      .selectFrom('enrollments as mine')
      .innerJoin('enrollments as other', 'other.courseId', 'mine.courseId')
      .innerJoin('users as u', 'u.id', 'other.userId')
      .innerJoin('courses as c', 'c.id', 'other.courseId')
      .select(personColumns('u'))
      .select(['c.id as courseId', 'c.title as courseTitle', 'other.status'])
      .where('mine.userId', '=', userId)
      .where('other.userId', '!=', userId)
      .where(visibleInCommunity)
      .orderBy('other.createdAt', 'desc')
      .orderBy('other.id', 'desc')
      .limit(COMMUNITY_LIMIT)
      .execute(),
    employerKey
      ? db
          .selectFrom('users as u')
          .leftJoin('users as e', 'e.id', 'u.employerId')
          .select(personColumns('u'))
          .select('e.companyName as employerName')
          .where('u.employerId', '=', employerKey)
          .where('u.id', '!=', userId)
          .where(visibleInCommunity)
          .orderBy('u.firstName')
          .limit(COMMUNITY_LIMIT)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('enrollments as mine')
      .innerJoin('courses as c', 'c.id', 'mine.courseId')
      .innerJoin('users as u', 'u.id', 'c.instituteId')
      .select(personColumns('u'))
      .select(['c.title as courseTitle'])
      .where('mine.userId', '=', userId)
      .where('u.id', '!=', userId)
      .where(visibleInCommunity)
      .orderBy('c.title')
      .limit(COMMUNITY_LIMIT)
      .execute(),
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
