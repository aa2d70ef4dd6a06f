import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import {
  type CommunityStats,
  createCommentBody,
  createPostBody,
  LEADERBOARD_LIMIT,
  POSTS_PAGE_DEFAULT,
  postListQuery,
} from '../../../contracts/community.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import { requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden, notFound, parse } from '../../http/errors.ts';
import { takeHourlyQuota } from '../../security/quota.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { computeLeaderboard } from './leaderboard.ts';
import {
  addLike,
  countLikes,
  deleteComment,
  deletePost,
  enrollmentCounts,
  findCommentAuthor,
  findPost,
  findStudyGroup,
  insertComment,
  insertPost,
  isEnrolled,
  joinStudyGroup,
  leaveStudyGroup,
  listComments,
  listCommunity,
  listPosts,
  listStudyGroups,
  removeLike,
  type Viewer,
} from './store.ts';

const POST_NOT_FOUND = 'Bericht niet gevonden';
const GROUP_NOT_FOUND = 'Studiegroep niet gevonden';
const tags = ['community'];
const signedIn = 'signedIn';

/** The signed-in viewer; moderators (permission community.moderate) may remove anything. */
function viewerOf(request: FastifyRequest): Viewer {
  const user = requireUser(request);
  return { id: user.id, moderator: hasPermission(user, 'community.moderate') };
}

/** The community of spec §2.16: every call needs a session; ownership decides deletes. */
export async function communityRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  const postOr404 = async (viewer: Viewer, params: unknown) => {
    const { id } = parse(idParam, params);
    const post = await findPost(k, viewer, id);
    if (!post) throw notFound(POST_NOT_FOUND);
    return post;
  };

  app.get(
    '/social/posts',
    {
      config: {
        doc: {
          summary: 'Berichten, nieuwste eerst (X-Total-Count)',
          tags,
          query: postListQuery,
          access: signedIn,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const q = parse(postListQuery, request.query);
      const { posts, total } = await listPosts(k, viewer, {
        limit: q.limit ?? POSTS_PAGE_DEFAULT,
        offset: q.offset ?? 0,
      });
      reply.header('X-Total-Count', String(total));
      return posts;
    },
  );

  app.post(
    '/social/posts',
    { config: { doc: { summary: 'Bericht plaatsen', tags, body: createPostBody, access: signedIn } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const body = parse(createPostBody, request.body);
      if (body.courseId !== null && !(await isEnrolled(k, viewer.id, body.courseId))) {
        throw badRequest('Je kunt alleen een cursus noemen waarvoor je bent ingeschreven.');
      }
      await takeHourlyQuota(k, config, 'post', viewer.id);
      const id = await insertPost(k, viewer.id, body);
      return reply.status(201).send(await findPost(k, viewer, id));
    },
  );

  app.delete(
    '/social/posts/:id',
    {
      config: {
        doc: {
          summary: 'Eigen bericht verwijderen (moderatoren: elk)',
          tags,
          params: idParam,
          access: signedIn,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const post = await postOr404(viewer, request.params);
      if (!post.canDelete) throw forbidden('Je kunt alleen je eigen berichten verwijderen.');
      await deletePost(k, post.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/social/posts/:id/comments',
    { config: { doc: { summary: 'Reacties op een bericht', tags, params: idParam, access: signedIn } } },
    async (request) => {
      const viewer = viewerOf(request);
      const post = await postOr404(viewer, request.params);
      return listComments(k, viewer, post.id);
    },
  );

  app.post(
    '/social/posts/:id/comments',
    {
      config: {
        doc: {
          summary: 'Reageren op een bericht',
          tags,
          params: idParam,
          body: createCommentBody,
          access: signedIn,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const post = await postOr404(viewer, request.params);
      const body = parse(createCommentBody, request.body);
      await takeHourlyQuota(k, config, 'comment', viewer.id);
      const comment = await insertComment(k, viewer, post.id, body.content);
      if (post.author.id !== viewer.id) {
        await notify(k, post.author.id, notificationEvents.postCommented(post.id, fullName(request.user)));
      }
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/social/comments/:id',
    {
      config: {
        doc: {
          summary: 'Eigen reactie verwijderen (moderatoren: elke)',
          tags,
          params: idParam,
          access: signedIn,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = parse(idParam, request.params);
      const authorId = await findCommentAuthor(k, id);
      if (!authorId) throw notFound('Reactie niet gevonden');
      if (authorId !== viewer.id && !viewer.moderator) {
        throw forbidden('Je kunt alleen je eigen reacties verwijderen.');
      }
      await deleteComment(k, id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/social/posts/:id/like',
    {
      config: { doc: { summary: 'Bericht leuk vinden (eenmalig)', tags, params: idParam, access: signedIn } },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const post = await postOr404(viewer, request.params);
      const added = await addLike(k, post.id, viewer.id);
      const likes = await countLikes(k, post.id);
      if (added && post.author.id !== viewer.id) {
        await notify(k, post.author.id, notificationEvents.postLiked(post.id, fullName(request.user), likes));
      }
      return { liked: true, likes };
    },
  );

  app.delete(
    '/social/posts/:id/like',
    { config: { doc: { summary: 'Like intrekken', tags, params: idParam, access: signedIn } } },
    async (request) => {
      const viewer = viewerOf(request);
      const post = await postOr404(viewer, request.params);
      await removeLike(k, post.id, viewer.id);
      return { liked: false, likes: await countLikes(k, post.id) };
    },
  );

  app.get(
    '/social/leaderboard',
    { config: { doc: { summary: 'Ranglijst (top 50, alleen wie dat toestaat)', tags, access: signedIn } } },
    async (request) => {
      requireUser(request);
      return (await computeLeaderboard(k)).slice(0, LEADERBOARD_LIMIT);
    },
  );

  app.get(
    '/social/community',
    { config: { doc: { summary: 'Cursusgenoten, collega’s en docenten', tags, access: signedIn } } },
    async (request) => listCommunity(k, requireUser(request).id),
  );

  app.get(
    '/social/stats',
    { config: { doc: { summary: 'Eigen statistieken voor het zijpaneel', tags, access: signedIn } } },
    async (request): Promise<CommunityStats> => {
      const user = requireUser(request);
      const [courses, community, board] = await Promise.all([
        enrollmentCounts(k, user.id),
        listCommunity(k, user.id),
        computeLeaderboard(k),
      ]);
      const members = new Set(
        [...community.coursemates, ...community.colleagues, ...community.instructors].map((m) => m.user.id),
      );
      const mine = board.find((e) => e.id === user.id);
      return {
        ...courses,
        certificates: courses.completedCourses,
        communityMembers: members.size,
        totalPoints: mine?.totalPoints ?? 0,
        rank: mine?.rank ?? null,
      };
    },
  );

  app.get(
    '/social/study-groups',
    { config: { doc: { summary: 'Studiegroepen met ledenaantal', tags, access: signedIn } } },
    async (request) => listStudyGroups(k, requireUser(request).id),
  );

  const groupOr404 = async (userId: string, params: unknown) => {
    const { id } = parse(idParam, params);
    const group = await findStudyGroup(k, userId, id);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    return group;
  };

  app.post(
    '/social/study-groups/:id/join',
    {
      config: { doc: { summary: 'Lid worden van een studiegroep', tags, params: idParam, access: signedIn } },
    },
    async (request) => {
      const user = requireUser(request);
      const group = await groupOr404(user.id, request.params);
      if (await joinStudyGroup(k, group.id, user.id)) {
        await notify(k, user.id, notificationEvents.studyGroupJoined(group.name));
      }
      return findStudyGroup(k, user.id, group.id);
    },
  );

  app.delete(
    '/social/study-groups/:id/join',
    { config: { doc: { summary: 'Studiegroep verlaten', tags, params: idParam, access: signedIn } } },
    async (request) => {
      const user = requireUser(request);
      const group = await groupOr404(user.id, request.params);
      await leaveStudyGroup(k, group.id, user.id);
      return findStudyGroup(k, user.id, group.id);
    },
  );
}
