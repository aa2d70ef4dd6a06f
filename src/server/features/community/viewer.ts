import type { Kysely } from 'kysely';
import type { PublicUser } from '../../../contracts/auth.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findPost, type Viewer } from './store.ts';

const POST_NOT_FOUND = 'Bericht niet gevonden';

/** The signed-in viewer; moderators (permission community.moderate) may remove anything. */
export const viewerOf = (user: PublicUser): Viewer => ({
  id: user.id,
  moderator: hasPermission(user, 'community.moderate'),
});

/** A post the viewer may see, or 404. */
export async function visiblePost(db: Kysely<Database>, viewer: Viewer, id: number) {
  const post = await findPost(db, viewer, id);
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}
