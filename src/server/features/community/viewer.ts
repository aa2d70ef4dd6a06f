import { NoResultError } from 'kysely';
import type { PublicUser } from '../../../contracts/auth.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findPost, type Viewer } from './store.ts';

const POST_NOT_FOUND = 'Bericht niet gevonden';

/** The signed-in viewer; moderators (permission community.moderate) may remove anything. */
export const viewerOf = (user: PublicUser): Viewer => ({
  id: user.id,
  moderator: hasPermission(user, 'community.moderate'),
});

/** A post the viewer may see, or 404. */
export async function visiblePost(db: KyselyDb, viewer: Viewer, id: number) {
  const post = await findPost(db, viewer, id);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/**
 * A like or comment on a post deleted after it was found: the foreign key refuses the row (or the
 * comment is gone before it is read back). 404 like a post that never existed, not a 500.
 */
export const postGone = (err: unknown): never => {
  if (isForeignKeyViolation(err) || err instanceof NoResultError) throw notFound(POST_NOT_FOUND);
  throw err;
};
