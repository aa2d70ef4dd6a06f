import type { Kysely } from 'kysely';
import type { LeaderboardEntry } from '../../../contracts/community.ts';
import { rankByPoints } from '../../../domain/community/points.ts';
import type { Database } from '../../db/schema.ts';
import { listLeaderboardActivity } from './joined-reads.ts';

/** The whole ranking of users who allow it, by the one points rule of src/domain/community. */
export async function computeLeaderboard(db: Kysely<Database>): Promise<LeaderboardEntry[]> {
  const ranked = rankByPoints(await listLeaderboardActivity(db));
  return ranked.map(({ entry, rank, totalPoints, badge }) => ({
    id: entry.id,
    rank,
    name: entry.person.name,
    avatar: entry.person.avatar,
    initials: entry.person.initials,
    totalPoints,
    completedCourses: entry.counts.completedCourses,
    badge,
  }));
}
