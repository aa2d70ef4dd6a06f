import type { FastifyInstance } from 'fastify';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import { createPostBody, likeState, socialPost } from '../../../contracts/community.ts';
import { COMMUNITY_PROBLEMS } from '../../../contracts/problems/community.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { commentRoutes } from './comment-routes.ts';
import {
  addLike,
  countLikes,
  deletePost,
  insertPost,
  isEnrolled,
  listPostRows,
  removeLike,
  toPosts,
  type Viewer,
} from './store.ts';
import { postGone, viewerOf, visiblePost } from './viewer.ts';

const community = { tag: 'community', access: 'signedIn' } as const;

/** Posts and likes (spec §2.16); comments in comment-routes.ts. */
export async function postRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const k = db.kysely;
  await commentRoutes(app, ctx);

  const postOr404 = (viewer: Viewer, id: number) => visiblePost(k, viewer, id);

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/posts',
    operationId: 'listPosts',
    summary: 'Berichten, nieuwste eerst, per pagina',
    query: pageQuery,
    response: { 200: page(socialPost) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const size = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listPostRows(k, viewer.id, after, size);
      const { items, nextCursor } = finishPage(request, reply, rows, size, (r) => [
        r.createdAt,
        Number(r.postId),
      ]);
      return { items: await toPosts(k, items, viewer), nextCursor };
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
        throw fail(COMMUNITY_PROBLEMS['post.course_not_enrolled']);
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
      if (!post.canDelete) throw fail(COMMUNITY_PROBLEMS['post.not_own']);
      await deletePost(k, post.id);
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
