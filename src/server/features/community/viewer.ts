import { NoResultError } from 'kysely';
import type { PublicUser } from '../../../contracts/auth.ts';
import { COMMUNITY_PROBLEMS } from '../../../contracts/problems/community.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { findPost, type Viewer } from './store.ts';

/** The signed-in viewer; moderators (permission community.moderate) may remove anything. */
export const viewerOf = (user: PublicUser): Viewer => ({
  id: user.id,
  moderator: hasPermission(user, 'community.moderate'),
});

/** A post the viewer may see, or 404. */
export async function visiblePost(db: KyselyDb, viewer: Viewer, id: number) {
  const post = await findPost(db, viewer, id);
  if (!post) throw fail(COMMUNITY_PROBLEMS['post.not_found']);
  return post;
}

/**
 * A like or comment on a post deleted after it was found: the foreign key refuses the row (or the
 * comment is gone before it is read back). 404 like a post that never existed, not a 500.
 */
export const postGone = (err: unknown): never => {
  if (isForeignKeyViolation(err) || err instanceof NoResultError)
    throw fail(COMMUNITY_PROBLEMS['post.not_found']);
  throw err;
};
