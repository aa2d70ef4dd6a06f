import type { FastifyInstance } from 'fastify';
import { NoResultError } from 'kysely';
import { z } from 'zod';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam, noContent } from '../../../contracts/common.ts';
import {
  createCommentBody,
  createPostBody,
  likeState,
  POSTS_PAGE_DEFAULT,
  postListQuery,
  socialComment,
  socialPost,
} from '../../../contracts/community.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  addLike,
  countLikes,
  deleteComment,
  deletePost,
  findCommentAuthor,
  findPost,
  insertComment,
  insertPost,
  isEnrolled,
  listComments,
  listPosts,
  removeLike,
  type Viewer,
} from './store.ts';

const POST_NOT_FOUND = 'Bericht niet gevonden';

/**
 * A like or comment on a post deleted after it was found: the foreign key refuses the row (or the
 * comment is gone before it is read back). 404 like a post that never existed, not a 500 (issue 26,
 * finding 7).
 */
const postGone = (err: unknown): never => {
  if (isForeignKeyViolation(err) || err instanceof NoResultError) throw notFound(POST_NOT_FOUND);
  throw err;
};
const community = { tag: 'community', access: 'signedIn' } as const;

/** The signed-in viewer; moderators (permission community.moderate) may remove anything. */
const viewerOf = (user: PublicUser): Viewer => ({
  id: user.id,
  moderator: hasPermission(user, 'community.moderate'),
});

/** Posts, comments and likes (spec §2.16). */
export async function postRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  const postOr404 = async (viewer: Viewer, id: number) => {
    const post = await findPost(k, viewer, id);
    if (!post) throw notFound(POST_NOT_FOUND);
    return post;
  };

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/posts',
    operationId: 'listPosts',
    summary: 'Berichten, nieuwste eerst (X-Total-Count)',
    query: postListQuery,
    response: { 200: z.array(socialPost) },
    headers: ['X-Total-Count'],
    handler: async (request, reply) => {
      const q = request.query;
      const { posts, total } = await listPosts(k, viewerOf(request.user), {
        limit: q.limit ?? POSTS_PAGE_DEFAULT,
        offset: q.offset ?? 0,
      });
      reply.header('X-Total-Count', String(total));
      return posts;
    },
  });

  route(app, {
    ...community,
    method: 'POST',
    url: '/social/posts',
    operationId: 'createPost',
    summary: 'Bericht plaatsen',
    body: createPostBody,
    response: { 201: socialPost },
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const body = request.body;
      if (body.courseId !== null && !(await isEnrolled(k, viewer.id, body.courseId))) {
        throw badRequest('Je kunt alleen een cursus noemen waarvoor je bent ingeschreven.');
      }
      await takeHourlyQuota(k, config, 'post', viewer.id);
      const id = await insertPost(k, viewer.id, body);
      return reply.status(201).send(await postOr404(viewer, id));
    },
  });

  route(app, {
    ...community,
    method: 'DELETE',
    url: '/social/posts/:id',
    operationId: 'deletePost',
    summary: 'Eigen bericht verwijderen (moderatoren: elk)',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const post = await postOr404(viewerOf(request.user), request.params.id);
      if (!post.canDelete) throw forbidden('Je kunt alleen je eigen berichten verwijderen.');
      await deletePost(k, post.id);
      return reply.status(204).send();
    },
  });

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/posts/:id/comments',
    operationId: 'listComments',
    summary: 'Reacties op een bericht',
    params: idParam,
    response: { 200: z.array(socialComment) },
    handler: async (request) => {
      const viewer = viewerOf(request.user);
      const post = await postOr404(viewer, request.params.id);
      return listComments(k, viewer, post.id);
    },
  });

  route(app, {
    ...community,
    method: 'POST',
    url: '/social/posts/:id/comments',
    operationId: 'createComment',
    summary: 'Reageren op een bericht',
    params: idParam,
    body: createCommentBody,
    response: { 201: socialComment },
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const post = await postOr404(viewer, request.params.id);
      await takeHourlyQuota(k, config, 'comment', viewer.id);
      const comment = await insertComment(k, viewer, post.id, request.body.content).catch(postGone);
      if (post.author.id !== viewer.id) {
        await notify(
          k,
          post.author.id,
          notificationEvents.postCommented(post.id, fullName(request.user)),
          viewer.id,
        );
      }
      return reply.status(201).send(comment);
    },
  });

  route(app, {
    ...community,
    method: 'DELETE',
    url: '/social/comments/:id',
    operationId: 'deleteComment',
    summary: 'Eigen reactie verwijderen (moderatoren: elke)',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const { id } = request.params;
      const authorId = await findCommentAuthor(k, id);
      if (!authorId) throw notFound('Reactie niet gevonden');
      if (authorId !== viewer.id && !viewer.moderator) {
        throw forbidden('Je kunt alleen je eigen reacties verwijderen.');
      }
      await deleteComment(k, id);
      return reply.status(204).send();
    },
  });

  route(app, {
    ...community,
    method: 'POST',
    url: '/social/posts/:id/like',
    operationId: 'likePost',
    summary: 'Bericht leuk vinden (eenmalig)',
    params: idParam,
    response: { 200: likeState },
    handler: async (request) => {
      const viewer = viewerOf(request.user);
      const post = await postOr404(viewer, request.params.id);
      const added = await addLike(k, post.id, viewer.id).catch(postGone);
      const likes = await countLikes(k, post.id);
      if (added && post.author.id !== viewer.id) {
        await notify(
          k,
          post.author.id,
          notificationEvents.postLiked(post.id, fullName(request.user), likes),
          viewer.id,
        );
      }
      return { liked: true, likes };
    },
  });

  route(app, {
    ...community,
    method: 'DELETE',
    url: '/social/posts/:id/like',
    operationId: 'unlikePost',
    summary: 'Like intrekken',
    params: idParam,
    response: { 200: likeState },
    handler: async (request) => {
      const viewer = viewerOf(request.user);
      const post = await postOr404(viewer, request.params.id);
      await removeLike(k, post.id, viewer.id);
      return { liked: false, likes: await countLikes(k, post.id) };
    },
  });
}
