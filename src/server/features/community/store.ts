import type { CursorKey } from '../../../contracts/common.ts';
import type { PostType, SocialComment, SocialPost, StudyGroup } from '../../../contracts/community.ts';
import { ENROLLMENT_STATUSES, isActiveEnrollment } from '../../../domain/enrollments/index.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { publicProfilesByIds } from '../auth/index.ts';
import { courseSummariesByIds } from '../courses/index.ts';
import { enrollmentStatus, enrollmentStatusCounts } from '../enrollments/index.ts';
import { toPerson } from './people.ts';

/** Who is looking: their id and whether they may remove anything (moderation). */
export interface Viewer {
  id: string;
  moderator: boolean;
}

// ---- posts -------------------------------------------------------------------------------------

function selectPosts(db: KyselyDb, viewerId: string) {
  return db.selectFrom('socialPosts as p').select((eb) => [
    'p.id as postId',
    'p.authorId',
    'p.type',
    'p.content',
    'p.courseId',
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

/**
 * Posts with their authors (from auth) and course titles (from courses): one query per owner for a
 * whole page (decision 005). A post whose author is gone is left out, as the join did.
 */
export async function toPosts(db: KyselyDb, rows: PostRow[], viewer: Viewer): Promise<SocialPost[]> {
  const [authors, courses] = await Promise.all([
    publicProfilesByIds(
      db,
      rows.map((r) => r.authorId),
    ),
    courseSummariesByIds(
      db,
      rows.flatMap((r) => (r.courseId === null ? [] : [Number(r.courseId)])),
    ),
  ]);
  return rows.flatMap((r) => {
    const author = authors.get(r.authorId);
    if (!author) return [];
    const courseId = r.courseId === null ? null : Number(r.courseId);
    return [
      {
        id: Number(r.postId),
        type: r.type as PostType,
        author: toPerson(author),
        content: r.content,
        courseId,
        courseTitle: (courseId !== null && courses.get(courseId)?.title) || null,
        timestamp: r.createdAt,
        likes: Number(r.likes ?? 0),
        comments: Number(r.comments ?? 0),
        likedByMe: Boolean(Number(r.likedByMe)),
        canDelete: viewer.moderator || author.id === viewer.id,
      },
    ];
  });
}

/**
 * One page of the feed, newest first (keyset on createdAt, id; decision 360): up to `limit + 1` rows
 * after the cursor's key, as read. The route pages the rows (their keys) and then makes them posts
 * (`toPosts`), so a post left out for a gone author never hides a next page.
 */
export function listPostRows(db: KyselyDb, viewerId: string, after: CursorKey | undefined, limit: number) {
  return keyset(
    selectPosts(db, viewerId),
    [
      ['p.createdAt', 'desc'],
      ['p.id', 'desc'],
    ],
    after,
    limit,
  ).execute();
}

export async function findPost(db: KyselyDb, viewer: Viewer, id: number): Promise<SocialPost | undefined> {
  const rows = await selectPosts(db, viewer.id).where('p.id', '=', id).execute();
  return (await toPosts(db, rows, viewer))[0];
}

export async function insertPost(
  db: KyselyDb,
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

export async function deletePost(db: KyselyDb, id: number): Promise<void> {
  await db.deleteFrom('socialPosts').where('id', '=', id).execute();
}

export async function isEnrolled(db: KyselyDb, userId: string, courseId: number): Promise<boolean> {
  return (await enrollmentStatus(db, userId, courseId)) !== undefined;
}

// ---- comments ----------------------------------------------------------------------------------

function selectComments(db: KyselyDb) {
  return db
    .selectFrom('socialComments as m')
    .select(['m.id as commentId', 'm.authorId', 'm.postId', 'm.content', 'm.createdAt']);
}
type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['executeTakeFirstOrThrow']>>;
/** Comments with their authors from auth, one query for all (a comment whose author is gone is left out). */
async function toComments(db: KyselyDb, rows: CommentRow[], viewer: Viewer): Promise<SocialComment[]> {
  const authors = await publicProfilesByIds(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.flatMap((r) => {
    const author = authors.get(r.authorId);
    if (!author) return [];
    return [
      {
        id: Number(r.commentId),
        postId: Number(r.postId),
        author: toPerson(author),
        content: r.content,
        timestamp: r.createdAt,
        canDelete: viewer.moderator || author.id === viewer.id,
      },
    ];
  });
}

/** A post's comments, oldest first (a conversation reads top-down); at most 200. */
/** A page of a post's comments, oldest first, by keyset (`limit` + 1 rows, for `finishPage`). */
export async function listComments(
  db: KyselyDb,
  viewer: Viewer,
  postId: number,
  page: { after: CursorKey | undefined; limit: number },
): Promise<SocialComment[]> {
  const rows = await keyset(
    selectComments(db).where('m.postId', '=', postId),
    [
      ['m.createdAt', 'asc'],
      ['m.id', 'asc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return toComments(db, rows, viewer);
}

export async function insertComment(db: KyselyDb, viewer: Viewer, postId: number, content: string) {
  const row = await db
    .insertInto('socialComments')
    .values({ postId, authorId: viewer.id, content, createdAt: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The post may be deleted between the insert and this read (its comments go with it): then the
  // read finds nothing and throws NoResultError, which the route answers as the post's 404.
  const stored = await selectComments(db).where('m.id', '=', Number(row.id)).executeTakeFirstOrThrow();
  const [created] = await toComments(db, [stored], viewer);
  if (!created) throw new Error('the new comment has no author');
  return created;
}

export async function findCommentAuthor(db: KyselyDb, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('socialComments')
    .select('authorId')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.authorId;
}

export async function deleteComment(db: KyselyDb, id: number): Promise<void> {
  await db.deleteFrom('socialComments').where('id', '=', id).execute();
}

// ---- likes -------------------------------------------------------------------------------------

/** Likes once: true when this call added the like (the primary key makes a second one a no-op). */
export async function addLike(db: KyselyDb, postId: number, userId: string): Promise<boolean> {
  const res = await db
    .insertInto('socialLikes')
    .values({ postId, userId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['postId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function removeLike(db: KyselyDb, postId: number, userId: string): Promise<void> {
  await db.deleteFrom('socialLikes').where('postId', '=', postId).where('userId', '=', userId).execute();
}

export async function countLikes(db: KyselyDb, postId: number): Promise<number> {
  const { n } = await db
    .selectFrom('socialLikes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('postId', '=', postId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

// ---- community ---------------------------------------------------------------------------------

/** The side panel's course figures; certificates are results the institute confirmed as passed. */
export async function enrollmentCounts(db: KyselyDb, userId: string) {
  const counts = await enrollmentStatusCounts(db, userId);
  const of = (s: string) => counts.get(s) ?? 0;
  const active = ENROLLMENT_STATUSES.filter(isActiveEnrollment).reduce((n, s) => n + of(s), 0);
  return { activeCourses: active, completedCourses: of('passed') };
}

// ---- study groups ------------------------------------------------------------------------------

export async function listStudyGroups(db: KyselyDb, userId: string): Promise<StudyGroup[]> {
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

export async function findStudyGroup(db: KyselyDb, userId: string, id: number) {
  return (await listStudyGroups(db, userId)).find((g) => g.id === id);
}

/** Joins once: true when this call added the membership. */
export async function joinStudyGroup(db: KyselyDb, groupId: number, userId: string): Promise<boolean> {
  const res = await db
    .insertInto('studyGroupMembers')
    .values({ groupId, userId, joinedAt: nowIso() })
    .onConflict((oc) => oc.columns(['groupId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function leaveStudyGroup(db: KyselyDb, groupId: number, userId: string): Promise<void> {
  await db
    .deleteFrom('studyGroupMembers')
    .where('groupId', '=', groupId)
    .where('userId', '=', userId)
    .execute();
}
