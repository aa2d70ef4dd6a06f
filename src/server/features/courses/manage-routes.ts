import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { course, createCourseBody, updateCourseBody } from '../../../contracts/courses.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { located } from '../../http/created.ts';
import { fail } from '../../http/errors.ts';
import { checkIfMatch } from '../../http/if-match.ts';
import { route } from '../../http/route.ts';
import { courseCreateLimits, takeQuota } from '../../security/quota.ts';
import { auditOf, changeAudited, MANAGERS, manageableCourse } from './manage.ts';
import { runRoutes } from './runs-routes.ts';
import { findCourse, insertCourse, updateCourse } from './store.ts';

/** What course management needs of the institute feature, handed in by features/index.ts (decision 005). */
export interface CourseManageDeps {
  /**
   * Refuses one more active course beyond the institute's licence (a 403): the institute's, whose
   * index imports courses, so it cannot be imported here without a cycle.
   */
  assertCourseLimit: (db: KyselyDb, instituteId: string) => Promise<void>;
}

/** An institute creates and edits its courses (status included); runs in runs-routes.ts. */
export async function courseManageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { assertCourseLimit }: CourseManageDeps,
) {
  const { db, config } = ctx;
  const k = db.kysely;
  await runRoutes(app, ctx);

  route(app, {
    method: 'POST',
    url: '/courses',
    operationId: 'createCourse',
    summary: 'Cursus aanmaken (met limiet per uur en dag)',
    tag: 'courses',
    access: 'courses.createOwn',
    body: createCourseBody,
    response: { 201: course },
    headers: ['Location', 'ETag', 'Retry-After'],
    handler: async (request, reply) => {
      const user = request.user;
      await takeQuota(
        k,
        `course.create:${user.id}`,
        courseCreateLimits(config),
        HTTP_PROBLEMS['rate_limit.course_create'],
      );
      // A new course is active: it must fit in the institute's licence, checked and
      // written in one transaction that holds under concurrency (decision 308).
      const id = await k.transaction().execute(async (trx) => {
        await assertCourseLimit(trx, user.id);
        return insertCourse(trx, user.id, request.body);
      });
      const created = await findCourse(k, id);
      if (!created) throw fail(COURSE_PROBLEMS['course.not_found']);
      located(request, reply, `/api/courses/${id}`, { db: k, table: 'courses', key: id });
      return reply.status(201).send(created);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/courses/:id',
    operationId: 'updateCourse',
    summary: 'Cursus wijzigen: velden van het aanmaken en status (active, draft, archived)',
    tag: 'courses',
    access: MANAGERS,
    params: idParam,
    body: updateCourseBody,
    response: { 200: course },
    headers: ['ETag'],
    ifMatch: true,
    handler: async (request) => {
      const { id } = request.params;
      const { course, audit } = await manageableCourse(k, request.user, id);
      await checkIfMatch(request, k, 'courses', id);
      const activates = request.body.status === 'active' || request.body.isActive === true;
      const details = { instituteId: course.instituteId, fields: Object.keys(request.body) };
      await changeAudited(
        k,
        audit ? auditOf(request.user, id, 'course.update', details) : null,
        async (trx) => {
          // Re-activation counts against the licence in the writing transaction (decision 308).
          if (activates && !course.isActive) await assertCourseLimit(trx, course.instituteId);
          await updateCourse(trx, course, request.body);
        },
      );
      const updated = await findCourse(k, id);
      if (!updated) throw fail(COURSE_PROBLEMS['course.not_found']);
      return updated;
    },
  });
}
