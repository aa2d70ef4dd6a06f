import type { ExpressionBuilder, Kysely } from 'kysely';
import type {
  CommunityData,
  PostType,
  SocialComment,
  SocialPost,
  StudyGroup,
} from '../../../contracts/community.ts';
import type { ActivityCounts } from '../../../domain/community/points.ts';
import { nowIso } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { type PersonRow, toPerson } from './people.ts';

type Db = Kysely<Database>;
/** Who is looking: their id and whether they may remove anything (moderation). */
export interface Viewer {
  id: string;
  moderator: boolean;
}

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

// ---- posts -------------------------------------------------------------------------------------

function selectPosts(db: Db, viewerId: string) {
  return db
    .selectFrom('socialPosts as p')
    .innerJoin('users as u', 'u.id', 'p.authorId')
    .leftJoin('courses as c', 'c.id', 'p.courseId')
    .select(personColumns('u'))
    .select((eb) => [
      'p.id as postId',
      'p.type',
      'p.content',
      'p.courseId',
      'c.title as courseTitle',
      'p.createdAt',
      eb
        .selectFrom('socialLikes as l')
        .whereRef('l.postId', '=', 'p.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('likes'),
      eb
        .selectFrom('socialComments as m')
        .whereRef('m.postId', '=', 'p.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('comments'),
      eb
        .exists(
          eb
            .selectFrom('socialLikes as l')
            .select('l.postId')
            .whereRef('l.postId', '=', 'p.id')
            .where('l.userId', '=', viewerId),
        )
        .as('likedByMe'),
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['executeTakeFirstOrThrow']>>;

const toPost = (r: PostRow, viewer: Viewer): SocialPost => ({
  id: Number(r.postId),
  type: r.type as PostType,
  author: toPerson(r as PersonRow),
  content: r.content,
  courseId: r.courseId === null ? null : Number(r.courseId),
  courseTitle: r.courseTitle ?? null,
  timestamp: r.createdAt,
  likes: Number(r.likes ?? 0),
  comments: Number(r.comments ?? 0),
  likedByMe: Boolean(Number(r.likedByMe)),
  canDelete: viewer.moderator || r.id === viewer.id,
});

/** One page of the feed, newest first, and the number of posts. */
export async function listPosts(db: Db, viewer: Viewer, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    selectPosts(db, viewer.id)
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('socialPosts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map((r) => toPost(r, viewer)), total: Number(total.n) };
}

export async function findPost(db: Db, viewer: Viewer, id: number): Promise<SocialPost | undefined> {
  const row = await selectPosts(db, viewer.id).where('p.id', '=', id).executeTakeFirst();
  return row ? toPost(row, viewer) : undefined;
}

export async function insertPost(
  db: Db,
  authorId: string,
  post: { type: PostType; content: string; courseId: number | null },
): Promise<number> {
  const row = await db
    .insertInto('socialPosts')
    .values({ authorId, ...post, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deletePost(db: Db, id: number): Promise<void> {
  await db.deleteFrom('socialPosts').where('id', '=', id).execute();
}

export async function isEnrolled(db: Db, userId: string, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('id')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return !!row;
}

// ---- comments ----------------------------------------------------------------------------------

function selectComments(db: Db) {
  return db
    .selectFrom('socialComments as m')
    .innerJoin('users as u', 'u.id', 'm.authorId')
    .select(personColumns('u'))
    .select(['m.id as commentId', 'm.postId', 'm.content', 'm.createdAt']);
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;
const toComment = (r: CommentRow, viewer: Viewer): SocialComment => ({
  id: Number(r.commentId),
  postId: Number(r.postId),
  author: toPerson(r as PersonRow),
  content: r.content,
  timestamp: r.createdAt,
  canDelete: viewer.moderator || r.id === viewer.id,
});

/** A post's comments, oldest first (a conversation reads top-down); at most 200. */
export async function listComments(db: Db, viewer: Viewer, postId: number): Promise<SocialComment[]> {
  const rows = await selectComments(db)
    .where('m.postId', '=', postId)
    .orderBy('m.createdAt')
    .orderBy('m.id')
    .limit(200)
    .execute();
  return rows.map((r) => toComment(r, viewer));
}

export async function insertComment(db: Db, viewer: Viewer, postId: number, content: string) {
  const row = await db
    .insertInto('socialComments')
    .values({ postId, authorId: viewer.id, content, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await selectComments(db).where('m.id', '=', Number(row.id)).executeTakeFirstOrThrow();
  return toComment(created, viewer);
}

export async function findCommentAuthor(db: Db, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('socialComments')
    .select('authorId')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.authorId;
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('socialComments').where('id', '=', id).execute();
}

// ---- likes -------------------------------------------------------------------------------------

/** Likes once: true when this call added the like (the primary key makes a second one a no-op). */
export async function addLike(db: Db, postId: number, userId: string): Promise<boolean> {
  const res = await db
    .insertInto('socialLikes')
    .values({ postId, userId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function removeLike(db: Db, postId: number, userId: string): Promise<void> {
  await db.deleteFrom('socialLikes').where('postId', '=', postId).where('userId', '=', userId).execute();
}

export async function countLikes(db: Db, postId: number): Promise<number> {
  const { n } = await db
    .selectFrom('socialLikes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('postId', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

// ---- leaderboard -------------------------------------------------------------------------------

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

/** The side panel's course figures; certificates are results the institute confirmed as passed. */
export async function enrollmentCounts(db: Db, userId: string) {
  const rows = await db
    .selectFrom('enrollments')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('userId', '=', userId)
    .groupBy('status')
    .execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { activeCourses: of('enrolled') + of('completed'), completedCourses: of('passed') };
}

// ---- study groups ------------------------------------------------------------------------------

export async function listStudyGroups(db: Db, userId: string): Promise<StudyGroup[]> {
  const rows = await db
    .selectFrom('studyGroups as g')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.description',
      'g.category',
      eb
        .selectFrom('studyGroupMembers as m')
        .whereRef('m.groupId', '=', 'g.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('memberCount'),
      eb
        .exists(
          eb
            .selectFrom('studyGroupMembers as m')
            .select('m.groupId')
            .whereRef('m.groupId', '=', 'g.id')
            .where('m.userId', '=', userId),
        )
        .as('isMember'),
    ])
    .orderBy('g.category')
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    category: r.category,
    memberCount: Number(r.memberCount ?? 0),
    isMember: Boolean(Number(r.isMember)),
  }));
}

export async function findStudyGroup(db: Db, userId: string, id: number) {
  return (await listStudyGroups(db, userId)).find((g) => g.id === id);
}

/** Joins once: true when this call added the membership. */
export async function joinStudyGroup(db: Db, groupId: number, userId: string): Promise<boolean> {
  const res = await db
    .insertInto('studyGroupMembers')
    .values({ groupId, userId, joinedAt: nowIso() })
    .onConflict((oc) => oc.columns(['groupId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function leaveStudyGroup(db: Db, groupId: number, userId: string): Promise<void> {
  await db
    .deleteFrom('studyGroupMembers')
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .execute();
}
