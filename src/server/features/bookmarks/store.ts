import type { CursorKey } from '../../../contracts/common.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';

/** A talent's saved courses, newest first: one page after the key plus one row (http/paging.ts). */
export async function pageBookmarks(
  db: KyselyDb,
  userId: string,
  page: { after: CursorKey | undefined; limit: number },
): Promise<{ courseId: number; savedAt: string }[]> {
  const query = db
    .selectFrom('bookmarks as b')
    .select(['b.courseId', 'b.createdAt'])
    .where('b.userId', '=', userId);
  const rows = await keyset(
    query,
    [
      ['b.createdAt', 'desc'],
      ['b.courseId', 'desc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return rows.map((r) => ({ courseId: Number(r.courseId), savedAt: r.createdAt }));
}

/** Saves the course for the user; saving it again keeps the first moment. */
export async function addBookmark(db: KyselyDb, userId: string, courseId: number): Promise<void> {
  await db
    .insertInto('bookmarks')
    .values({ userId, courseId, createdAt: nowIso() })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
    .execute();
}

export async function removeBookmark(db: KyselyDb, userId: string, courseId: number): Promise<void> {
  await db.deleteFrom('bookmarks').where('userId', '=', userId).where('courseId', '=', courseId).execute();
}
