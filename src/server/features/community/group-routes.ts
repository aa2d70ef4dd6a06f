import type { FastifyInstance } from 'fastify';
import { idParam, page, pageQuery } from '../../../contracts/common.ts';
import { communityData, communityStats, leaderboardEntry, studyGroup } from '../../../contracts/community.ts';
import { COMMUNITY_PROBLEMS } from '../../../contracts/problems/community.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { pageInMemory } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { listUserCredentials } from '../credentials/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { leaderboardStanding, listCommunity } from './joined-reads.ts';
import { leaderboardPage } from './leaderboard.ts';
import {
  enrollmentCounts,
  findStudyGroup,
  joinStudyGroup,
  leaveStudyGroup,
  listStudyGroups,
} from './store.ts';

const community = { tag: 'community', access: 'signedIn' } as const;

/** The leaderboard, the people around the user, their stats and the study groups (spec §2.16). */
export async function groupRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/leaderboard',
    operationId: 'getLeaderboard',
    summary: 'Ranglijst (alleen wie dat toestaat), hoogste eerst',
    query: pageQuery,
    response: { 200: page(leaderboardEntry) },
    headers: ['Link'],
    handler: (request, reply) => leaderboardPage(k, request, reply, request.query),
  });

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/community',
    operationId: 'getOwnCommunity',
    summary: 'Cursusgenoten, collega’s en docenten',
    response: { 200: communityData },
    handler: (request) => listCommunity(k, request.user.id),
  });

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/stats',
    operationId: 'getOwnCommunityStats',
    summary: 'Eigen statistieken voor het zijpaneel',
    response: { 200: communityStats },
    handler: async (request) => {
      const user = request.user;
      const [courses, people, board, credentials] = await Promise.all([
        enrollmentCounts(k, user.id),
        listCommunity(k, user.id),
        leaderboardStanding(k, user.id),
        listUserCredentials(k, user.id),
      ]);
      const members = new Set(
        [...people.coursemates, ...people.colleagues, ...people.instructors].map((m) => m.user.id),
      );
      return {
        ...courses,
        // The dashboard tile's count: valid certificates. A revoked one counts no more (its
        // re-issued replacement does), a passed course without one counts none.
        certificates: credentials.filter((c) => c.status === 'valid').length,
        communityMembers: members.size,
        totalPoints: board?.totalPoints ?? 0,
        rank: board?.rank ?? null,
      };
    },
  });

  route(app, {
    ...community,
    method: 'GET',
    url: '/social/study-groups',
    operationId: 'listStudyGroups',
    summary: 'Studiegroepen met ledenaantal',
    query: pageQuery,
    response: { 200: page(studyGroup) },
    headers: ['Link'],
    handler: async (request, reply) =>
      pageInMemory(request, reply, await listStudyGroups(k, request.user.id)),
  });

  const groupOr404 = async (userId: string, id: number) => {
    const group = await findStudyGroup(k, userId, id);
    if (!group) throw fail(COMMUNITY_PROBLEMS['study_group.not_found']);
    return group;
  };

  route(app, {
    ...community,
    method: 'POST',
    url: '/social/study-groups/:id/join',
    operationId: 'joinStudyGroup',
    summary: 'Lid worden van een studiegroep',
    params: idParam,
    response: { 200: studyGroup },
    handler: async (request) => {
      const user = request.user;
      const group = await groupOr404(user.id, request.params.id);
      if (await joinStudyGroup(k, group.id, user.id)) {
        await notify(k, user.id, notificationEvents.studyGroupJoined(group.name));
      }
      return groupOr404(user.id, group.id);
    },
  });

  route(app, {
    ...community,
    method: 'DELETE',
    url: '/social/study-groups/:id/join',
    operationId: 'leaveStudyGroup',
    summary: 'Studiegroep verlaten',
    params: idParam,
    response: { 200: studyGroup },
    handler: async (request) => {
      const group = await groupOr404(request.user.id, request.params.id);
      await leaveStudyGroup(k, group.id, request.user.id);
      return groupOr404(request.user.id, group.id);
    },
  });
}
