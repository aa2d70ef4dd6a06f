import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CursorKey, Page } from '../../../contracts/common.ts';
import type { LeaderboardEntry } from '../../../contracts/community.ts';
import { rankPage } from '../../../domain/community/points.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { badCursor, cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { type LeaderboardRow, leaderboardRows } from './joined-reads.ts';

/**
 * The row key in a cursor: position, points, completed courses and `<user id> <name key>` (a cursor
 * holds at most four values; an id has no space). A cursor that does not split is a 400.
 */
function keyOf(cursor: CursorKey): LeaderboardRow['key'] {
  const [, points, completed, idAndName] = cursor as [number, number, number, string];
  const space = idAndName.indexOf(' ');
  if (space <= 0) throw badCursor();
  return [points, completed, idAndName.slice(space + 1), idAndName.slice(0, space)];
}

/**
 * A page of the ranking of users who allow it (decision 426). The cursor is the last row's
 * position and its key in the ranking's order, so the next page reads the next rows of the index
 * and numbers them on from that position: no page ranks everyone again.
 */
export async function leaderboardPage(
  db: KyselyDb,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { cursor?: CursorKey; limit?: number },
): Promise<Page<LeaderboardEntry>> {
  const cursor = cursorKey(query.cursor, ['number', 'number', 'number', 'string']);
  const position = cursor ? (cursor[0] as number) : 0;
  const after = cursor ? keyOf(cursor) : undefined;
  const limit = pageSize(query.limit);
  const rows = await leaderboardRows(db, after, limit);
  const ranked = rankPage(rows, position);
  return finishPage(
    request,
    reply,
    ranked,
    limit,
    (r) => [r.rank, r.row.key[0], r.row.key[1], `${r.row.key[3]} ${r.row.key[2]}`],
    ({ row, rank, badge }) => ({
      id: row.person.id,
      rank,
      name: row.person.name,
      avatar: row.person.avatar,
      initials: row.person.initials,
      totalPoints: row.totalPoints,
      completedCourses: row.completedCourses,
      badge,
    }),
  );
}
