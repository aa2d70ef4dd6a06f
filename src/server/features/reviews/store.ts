import type { CursorKey } from '../../../contracts/common.ts';
import type { InstituteReview, Review } from '../../../contracts/reviews.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { usersByIds } from '../auth/index.ts';
import { enrollmentStatus } from '../enrollments/index.ts';

/**
 * Only a result the institute confirmed allows a review (decision 306): a self-reported completion
 * needs no course at all, so it would let anyone review-bomb.
 */
export async function hasPassed(db: KyselyDb, userId: string, courseId: number): Promise<boolean> {
  return (await enrollmentStatus(db, userId, courseId)) === 'passed';
}

/**
 * One review per learner per course: a second one replaces rating and comment. The counters on
 * the course row follow through migration 010's triggers (and so the catalogue's listing version).
 */
export async function upsertReview(
  db: KyselyDb,
  userId: string,
  courseId: number,
  rating: number,
  comment: string | null,
): Promise<{ id: number; created: boolean }> {
  const now = nowIso();
  const before = await db
    .selectFrom('courseRatings')
    .select('id')
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  const row = await db
    .insertInto('courseRatings')
    .values({ courseId, userId, rating, comment, createdAt: now, updatedAt: null, unverified: 0 })
    .onConflict((oc) =>
      oc
        .columns(['courseId', 'userId'])
        .where('userId', 'is not', null)
        // Written with a passed enrolment: an older unverified review becomes verified (and counts).
        .doUpdateSet({ rating, comment, updatedAt: now, unverified: 0 }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), created: !before };
}

const reviewColumns = [
  'r.id',
  'r.courseId',
  'r.rating',
  'r.comment',
  'r.createdAt',
  'r.updatedAt',
  'r.userId',
  'r.unverified',
] as const;

interface ReviewRow {
  id: number;
  courseId: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string | null;
  userId: string | null;
  unverified: number;
  firstName: string | null;
  lastName: string | null;
}

const authorName = (r: ReviewRow) => {
  if (!r.userId) return 'Oud-cursist';
  const first = (r.firstName ?? '').trim();
  const initial = (r.lastName ?? '').trim().charAt(0);
  return [first, initial && `${initial}.`].filter(Boolean).join(' ') || 'Cursist';
};

const toReview = (r: ReviewRow, readerId: string | null): Review => ({
  id: Number(r.id),
  courseId: Number(r.courseId),
  rating: Number(r.rating),
  comment: r.comment,
  authorName: authorName(r),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  mine: !!readerId && r.userId === readerId,
  verifiedParticipant: Number(r.unverified) === 0,
});

/** Reviews are ratings a learner gave (or that kept their text after the account went). */
const isReview = (db: KyselyDb) =>
  db
    .selectFrom('courseRatings as r')
    .where((eb) => eb.or([eb('r.userId', 'is not', null), eb('r.comment', 'is not', null)]));

/** The authors' names of a page of reviews, from auth in one query (decision 005). */
async function withAuthors<R extends { userId: string | null }>(
  db: KyselyDb,
  rows: R[],
): Promise<(R & { firstName: string | null; lastName: string | null })[]> {
  const users = await usersByIds(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  return rows.map((r) => {
    const u = r.userId ? users.get(r.userId) : undefined;
    return { ...r, firstName: u?.firstName ?? null, lastName: u?.lastName ?? null };
  });
}

/** Newest first; the page's cursor is the last review's (createdAt, id). */
const NEWEST = [
  ['r.createdAt', 'desc'],
  ['r.id', 'desc'],
] as const;

export async function listCourseReviews(
  db: KyselyDb,
  courseId: number,
  page: { limit: number; after?: CursorKey },
  readerId: string | null,
) {
  const [rows, count] = await Promise.all([
    keyset(
      isReview(db).select(reviewColumns).where('r.courseId', '=', courseId),
      NEWEST,
      page.after,
      page.limit,
    ).execute(),
    isReview(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.courseId', '=', courseId)
      .executeTakeFirstOrThrow(),
  ]);
  const items = (await withAuthors(db, rows)).map((r) => toReview(r, readerId));
  return { items, total: Number(count.n) };
}

export async function listInstituteReviews(
  db: KyselyDb,
  instituteId: string,
  page: { limit: number; after?: CursorKey },
) {
  const base = () =>
    isReview(db).innerJoin('courses as c', 'c.id', 'r.courseId').where('c.instituteId', '=', instituteId);
  const [rows, count] = await Promise.all([
    keyset(
      base().select([...reviewColumns, 'c.title as courseTitle']),
      NEWEST,
      page.after,
      page.limit,
    ).execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: InstituteReview[] = (await withAuthors(db, rows)).map((r) => ({
    ...toReview(r, null),
    courseTitle: r.courseTitle,
  }));
  return { items, total: Number(count.n) };
}

/** The mean rating of each of these courses (every counted rating), in one grouped query. */
export async function averageRatingsOf(
  db: KyselyDb,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('courseRatings')
    .select(['courseId', (eb) => eb.fn.avg<number>('rating').as('avg')])
    .where('courseId', 'in', [...courseIds])
    .where('unverified', '=', 0)
    .groupBy('courseId')
    .execute();
  return new Map(rows.map((r) => [Number(r.courseId), r.avg]));
}

/** When ratings of these courses were given, from `from` on (an institute's trends). */
export async function ratingTimesOf(db: KyselyDb, courseIds: readonly number[], from: string) {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('courseRatings')
    .select('createdAt as at')
    .where('courseId', 'in', [...courseIds])
    .where('createdAt', '>=', from)
    .execute();
}
