import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam, page, pageQuery, syncQuery } from '../../../contracts/common.ts';
import { course, instituteDashboard, instituteStats, setActiveBody } from '../../../contracts/courses.ts';
import { infoRequestItem, markHandledBody } from '../../../contracts/institute.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { checkIfMatch } from '../../http/if-match.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { findCourse, pageInstituteCourses, setCourseActive } from '../courses/index.ts';
import { assertCourseLimit } from './licences-store.ts';
import {
  listInfoRequests,
  instituteDashboard as loadInstituteDashboard,
  instituteStats as loadInstituteStats,
  markInfoRequestHandled,
} from './store.ts';

/** The courses a manager may manage: an admin (courses.manageAll) every course (null), an institute its own. */
const courseScope = (user: PublicUser) => (hasPermission(user, 'courses.manageAll') ? null : user.id);
const MANAGERS = ['courses.manageOwn', 'courses.manageAll'] as const;

export async function instituteRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    method: 'GET',
    url: '/institute/courses',
    operationId: 'listManagedCourses',
    summary: 'De eigen cursussen van het instituut (een beheerder: alle cursussen)',
    tag: 'institute',
    access: MANAGERS,
    query: syncQuery,
    response: { 200: page(course) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['number']);
      const { updatedSince } = request.query;
      const rows = await pageInstituteCourses(k, courseScope(request.user), { after, limit, updatedSince });
      return finishPage(request, reply, rows, limit, (c) => [c.id]);
    },
  });

  route(app, {
    method: 'GET',
    url: '/institute/stats',
    operationId: 'getInstituteStats',
    summary: 'Kerncijfers van het instituut',
    tag: 'institute',
    access: 'analytics.viewInstitute',
    response: { 200: instituteStats },
    handler: (request) => loadInstituteStats(k, request.user.id),
  });

  route(app, {
    method: 'GET',
    url: '/institute/dashboard',
    operationId: 'getInstituteDashboard',
    summary: 'Dashboardgegevens van het instituut',
    tag: 'institute',
    access: 'analytics.viewInstitute',
    response: { 200: instituteDashboard },
    handler: (request) => loadInstituteDashboard(k, request.user.id),
  });

  /** Deactivate / activate a course: an institute its own (another's: 404), an admin any course (audited). */
  route(app, {
    method: 'PATCH',
    url: '/institute/courses/:id',
    operationId: 'setCourseActive',
    summary: 'Cursus activeren of deactiveren',
    tag: 'institute',
    access: MANAGERS,
    params: idParam,
    body: setActiveBody,
    response: { 200: course },
    // The course as the catalogue shows it (its ETag).
    headers: ['ETag'],
    ifMatch: '/courses/:id',
    handler: async (request) => {
      const user = request.user;
      const instituteId = courseScope(user);
      const { id } = request.params;
      const { isActive } = request.body;
      const found = await findCourse(k, id);
      if (!found || (instituteId !== null && found.instituteId !== instituteId))
        throw fail(COURSE_PROBLEMS['course.not_found']);
      await checkIfMatch(request, k, 'courses', id);
      // Checked and written in one transaction that holds under concurrency (decision 308).
      await k.transaction().execute(async (trx) => {
        if (isActive && !found.isActive) await assertCourseLimit(trx, found.instituteId);
        await setCourseActive(trx, id, found.instituteId, isActive);
      });
      if (instituteId === null && found.instituteId !== user.id) {
        await recordAudit(k, {
          actorId: user.id,
          action: isActive ? 'course.activate' : 'course.deactivate',
          targetType: 'course',
          targetId: id,
          details: { title: found.title, instituteId: found.instituteId },
        });
      }
      const updated = await findCourse(k, id);
      if (!updated) throw fail(COURSE_PROBLEMS['course.not_found']);
      return updated;
    },
  });

  /** The inbox: information requests for the institute's own courses (an admin: all courses). */
  route(app, {
    method: 'GET',
    url: '/institute/info-requests',
    operationId: 'listInfoRequests',
    summary: 'Informatieaanvragen voor de eigen cursussen',
    tag: 'institute',
    access: MANAGERS,
    query: pageQuery,
    response: { 200: page(infoRequestItem) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['number', 'string', 'number']);
      const rows = await listInfoRequests(k, courseScope(request.user), { after, limit });
      return finishPage(request, reply, rows, limit, (r) => [r.handled ? 1 : 0, r.createdAt, r.id]);
    },
  });

  /** Mark one request handled (a request for another institute's course: 404). */
  route(app, {
    method: 'PATCH',
    url: '/institute/info-requests/:id',
    operationId: 'markInfoRequestHandled',
    summary: 'Informatieaanvraag afhandelen',
    tag: 'institute',
    access: MANAGERS,
    params: idParam,
    body: markHandledBody,
    response: { 200: infoRequestItem },
    handler: async (request) => {
      const instituteId = courseScope(request.user);
      const { id } = request.params;
      if (!(await markInfoRequestHandled(k, id, instituteId, request.user.id)))
        throw fail(INSTITUTE_PROBLEMS['info_request.not_found']);
      const [item] = await listInfoRequests(k, instituteId, { id });
      if (!item) throw fail(INSTITUTE_PROBLEMS['info_request.not_found']);
      return item;
    },
  });
}
