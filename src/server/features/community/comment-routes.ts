import type { FastifyInstance } from 'fastify';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import { createCommentBody, socialComment } from '../../../contracts/community.ts';
import { COMMUNITY_PROBLEMS } from '../../../contracts/problems/community.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { deleteComment, findCommentAuthor, insertComment, listComments, type Viewer } from './store.ts';
import { postGone, viewerOf, visiblePost } from './viewer.ts';

const community = { tag: 'community', access: 'signedIn' } as const;

/** Comments on posts (spec §2.16). */
export async function commentRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  const postOr404 = (viewer: Viewer, id: number) => visiblePost(k, viewer, id);

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/posts/:id/comments',
    operationId: 'listComments',
    summary: 'Reacties op een bericht',
    params: idParam,
    query: pageQuery,
    response: { 200: page(socialComment) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const viewer = viewerOf(request.user);
      const post = await postOr404(viewer, request.params.id);
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await listComments(k, viewer, post.id, { after, limit });
      return finishPage(request, reply, rows, limit, (c) => [c.timestamp, c.id]);
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
      if (!authorId) throw fail(COMMUNITY_PROBLEMS['comment.not_found']);
      if (authorId !== viewer.id && !viewer.moderator) {
        throw fail(COMMUNITY_PROBLEMS['comment.not_own']);
      }
      await deleteComment(k, id);
      return reply.status(204).send();
    },
  });
}
