import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  COURSE_LIST_DEFAULT_LIMIT,
  type CourseDetail,
  course,
  courseDetail,
  courseListQuery,
} from '../../../contracts/courses.ts';

import { todayIso } from '../../../domain/enrollments/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { etagOnSend } from '../../http/etag.ts';
import { sendAnswer, VersionedAnswerCache } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { instituteVerifiedAt } from '../admin/index.ts';
import { infoRequestRoutes } from './info-request-routes.ts';
import { listRuns } from './runs-store.ts';
import { findCourse, listCatalogue, listInstituteCourses, listingVersion } from './store.ts';

const NOT_FOUND = 'Cursus niet gevonden';

type MyEnrollment = CourseDetail['myEnrollment'];

/** Inactive courses are visible only to their own institute and to admins. */
const canSeeInactive = (user: PublicUser | null, instituteId: string) =>
  !!user && (user.id === instituteId || hasPermission(user, 'courses.manageAll'));

/** What courses needs of the enrollments feature, handed in by features/index.ts (no import cycle). */
export interface CourseRouteDeps {
  /** The caller's own enrolment in a course, for the course page; null when not enrolled. */
  myEnrollment(db: AppContext['db']['kysely'], userId: string, courseId: number): Promise<MyEnrollment>;
}

export async function courseRoutes(app: FastifyInstance, ctx: AppContext, { myEnrollment }: CourseRouteDeps) {
  const { db } = ctx;
  const k = db.kysely;
  await infoRequestRoutes(app, ctx);

  // Finished catalogue answers of the current listing version (decision 155): up to 500, 16 MB.
  const catalogueAnswers = new VersionedAnswerCache(500, 16 * 1024 * 1024);

  /**
   * The public catalogue: a JSON array (spec §7); the number of matches in X-Total-Count, and after
   * a full page without search X-Next-Cursor (pass it as `after` for the next page). The same for
   * everyone and every language, so answers are cached per listing version.
   */
  route(app, {
    method: 'GET',
    url: '/courses',
    operationId: 'listCourses',
    summary: 'De openbare cursuscatalogus',
    tag: 'courses',
    access: 'public',
    query: courseListQuery,
    response: { 200: z.array(course) },
    headers: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Next-Cursor', 'ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const version = await listingVersion(k);
      // The request's own path and query name the answer (no object to build and stringify per
      // request); today's date is part of it: next start dates and "starts within" move with it.
      const key = `${todayIso()} ${request.url}`;
      const answer = await catalogueAnswers.getOrCompute(version, key, async () => {
        const limit = q.limit ?? COURSE_LIST_DEFAULT_LIMIT;
        const { courses, total, capped } = await listCatalogue(
          k,
          db.engine,
          {
            category: q.category,
            level: q.level,
            search: q.search || undefined,
            startsWithinMonths: q.startsWithinMonths,
          },
          { limit, offset: q.offset ?? 0, after: q.after },
        );
        const headers: Record<string, string> = { 'X-Total-Count': String(total) };
        if (capped) headers['X-Total-Count-Capped'] = 'true';
        if (!q.search && courses.length === limit) headers['X-Next-Cursor'] = String(courses[limit - 1].id);
        return { data: courses, headers };
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
    response: { 200: z.array(course) },
    handler: (request) => listInstituteCourses(k, request.user.id),
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
    onSend: etagOnSend,
    handler: async (request) => {
      const { id } = request.params;
      const course = await findCourse(k, id);
      const verifiedAt = course ? await instituteVerifiedAt(k, course.instituteId) : null;
      const instituteVerified = verifiedAt !== null;
      if (
        !course ||
        ((!course.isActive || !instituteVerified) && !canSeeInactive(request.user, course.instituteId))
      ) {
        throw notFound(NOT_FOUND);
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
