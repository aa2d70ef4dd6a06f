import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { encodeCursor, idParam, page, pageQuery } from '../../../contracts/common.ts';
import {
  type CourseDetail,
  cataloguePage,
  course,
  courseDetail,
  courseListQuery,
} from '../../../contracts/courses.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { todayIso } from '../../../domain/enrollments/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { idKey, versionedEtag } from '../../http/if-match.ts';
import { badCursor, cursorKey, finishPage, nextLink, pageSize } from '../../http/paging.ts';
import { sendAnswer, VersionedAnswerCache } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { instituteVerifiedAt } from '../admin/index.ts';
import { infoRequestRoutes } from './info-request-routes.ts';
import { listRuns } from './runs-store.ts';
import { findCourse, listCatalogue, listingVersion, pageInstituteCourses } from './store.ts';

type MyEnrollment = CourseDetail['myEnrollment'];

/** Inactive courses are visible only to their own institute and to admins. */
const canSeeInactive = (user: PublicUser | null, instituteId: string) =>
  !!user && (user.id === instituteId || hasPermission(user, 'courses.manageAll'));

/** What courses needs of the enrollments feature, handed in by features/index.ts (no import cycle). */
export interface CourseRouteDeps {
  /** The caller's own enrolment in a course, for the course page; null when not enrolled. */
  myEnrollment(db: KyselyDb, userId: string, courseId: number): Promise<MyEnrollment>;
}

export async function courseRoutes(app: FastifyInstance, ctx: AppContext, { myEnrollment }: CourseRouteDeps) {
  const { db } = ctx;
  const k = db.kysely;
  await infoRequestRoutes(app, ctx);

  // Finished catalogue answers of the current listing version (decision 155): up to 500, 16 MB.
  const catalogueAnswers = new VersionedAnswerCache(500, 16 * 1024 * 1024);

  /**
   * The public catalogue (spec §7): one page `{ items, nextCursor, total, totalCapped }`. Browsing
   * pages by course id (keyset); a search's ranked list pages by rank (decision 360). The same for
   * everyone and every language, so answers are cached per listing version (decision 155).
   */
  route(app, {
    method: 'GET',
    url: '/courses',
    operationId: 'listCourses',
    summary: 'De openbare cursuscatalogus',
    tag: 'courses',
    access: 'public',
    query: courseListQuery,
    response: { 200: cataloguePage },
    headers: ['Link', 'ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const limit = pageSize(q.limit);
      // A search's cursor is its rank ('r', position); a browse cursor the last course id.
      const after = q.search ? cursorKey(q.cursor, ['string', 'number']) : cursorKey(q.cursor, ['number']);
      if (after && q.search && (after[0] !== 'r' || !Number.isInteger(after[1]) || Number(after[1]) < 0)) {
        throw badCursor();
      }
      const version = await listingVersion(k);
      // The request's own path and query name the answer (no object to build and stringify per
      // request); today's date is part of it: next start dates and "starts within" move with it.
      const key = `${todayIso()} ${request.url}`;
      const answer = await catalogueAnswers.getOrCompute(version, key, async () => {
        const offset = q.search && after ? Number(after[1]) : 0;
        const { courses, total, capped } = await listCatalogue(
          k,
          db.engine,
          {
            category: q.category,
            level: q.level,
            search: q.search || undefined,
            startsWithinMonths: q.startsWithinMonths,
          },
          // One more than the page: it tells whether a next page exists.
          { limit: limit + 1, offset, after: q.search ? undefined : (after?.[0] as number | undefined) },
        );
        const more = courses.length > limit;
        const items = more ? courses.slice(0, limit) : courses;
        const nextKey = q.search ? ['r', offset + limit] : [items[items.length - 1]?.id ?? 0];
        const nextCursor = more ? encodeCursor(nextKey) : null;
        const headers: Record<string, string> = nextCursor ? { Link: nextLink(request.url, nextCursor) } : {};
        return { data: { items, nextCursor, total, totalCapped: capped }, headers };
      });
      return sendAnswer(request, reply, answer);
    },
  });

  // Before /courses/:id. The institute's own courses (institute dashboard, spec §7).
  route(app, {
    method: 'GET',
    url: '/courses/institute',
    operationId: 'listOwnInstituteCourses',
    summary: 'De eigen cursussen van het instituut (dashboard)',
    tag: 'courses',
    access: 'courses.manageOwn',
    query: pageQuery,
    response: { 200: page(course) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['number']);
      const rows = await pageInstituteCourses(k, request.user.id, { after, limit });
      return finishPage(request, reply, rows, limit, (c) => [c.id]);
    },
  });

  route(app, {
    method: 'GET',
    url: '/courses/:id',
    operationId: 'getCourse',
    summary: 'Eén cursus met de eigen inschrijving',
    tag: 'courses',
    access: 'public',
    params: idParam,
    response: { 200: courseDetail },
    headers: ['ETag'],
    onSend: versionedEtag(k, 'courses', idKey, { revalidate: true }),
    handler: async (request) => {
      const { id } = request.params;
      const course = await findCourse(k, id);
      const verifiedAt = course ? await instituteVerifiedAt(k, course.instituteId) : null;
      const instituteVerified = verifiedAt !== null;
      if (
        !course ||
        ((!course.isActive || !instituteVerified) && !canSeeInactive(request.user, course.instituteId))
      ) {
        throw fail(COURSE_PROBLEMS['course.not_found']);
      }
      const mine = request.user ? await myEnrollment(k, request.user.id, id) : null;
      const runs = await listRuns(k, id, { maxParticipants: course.maxParticipants });
      return {
        ...course,
        myEnrollment: mine,
        runs,
        instituteVerified,
        instituteVerifiedAt: verifiedAt,
      };
    },
  });
}
