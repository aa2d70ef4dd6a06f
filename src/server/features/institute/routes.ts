import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { setActiveBody } from '../../../contracts/courses.ts';
import { infoRequestItem, infoRequestList, markHandledBody } from '../../../contracts/institute.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { recordAudit } from '../../audit.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { notFound, parse } from '../../http/errors.ts';
import { findCourse, listInstituteCourses, setCourseActive } from '../courses/index.ts';
import { instituteDashboard, instituteStats, listInfoRequests, markInfoRequestHandled } from './store.ts';

/**
 * Who manages which courses: an admin (courses.manageAll) every course, scope null; an institute
 * (courses.manageOwn) its own, scope = its id. 401 signed out, 403 for everyone else.
 */
function courseScope(request: FastifyRequest) {
  const user = requireUser(request);
  if (hasPermission(user, 'courses.manageAll')) return { user, instituteId: null };
  return { user, instituteId: requirePermission(request, 'courses.manageOwn').id };
}

export async function instituteRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.get(
    '/institute/courses',
    {
      config: {
        doc: {
          summary: 'De eigen cursussen van het instituut (een beheerder: alle cursussen)',
          tags: ['institute'],
          access: 'courses.manageOwn (eigen cursussen) of courses.manageAll (alle cursussen)',
        },
      },
    },
    async (request) => listInstituteCourses(k, courseScope(request).instituteId),
  );

  app.get(
    '/institute/stats',
    {
      config: {
        doc: {
          summary: 'Kerncijfers van het instituut',
          tags: ['institute'],
          access: 'analytics.viewInstitute',
        },
      },
    },
    async (request) => instituteStats(k, requirePermission(request, 'analytics.viewInstitute').id),
  );

  app.get(
    '/institute/dashboard',
    {
      config: {
        doc: {
          summary: 'Dashboardgegevens van het instituut',
          tags: ['institute'],
          access: 'analytics.viewInstitute',
        },
      },
    },
    async (request) => instituteDashboard(k, requirePermission(request, 'analytics.viewInstitute').id),
  );

  /** Deactivate / activate a course: an institute its own (another's: 404), an admin any course (audited). */
  app.patch(
    '/institute/courses/:id',
    {
      config: {
        doc: {
          summary: 'Cursus activeren of deactiveren',
          tags: ['institute'],
          params: idParam,
          body: setActiveBody,
          access: 'courses.manageOwn (eigen cursussen) of courses.manageAll',
        },
      },
    },
    async (request) => {
      const { user, instituteId } = courseScope(request);
      const { id } = parse(idParam, request.params);
      const { isActive } = parse(setActiveBody, request.body);
      const course = await findCourse(k, id);
      if (!course || (instituteId !== null && course.instituteId !== instituteId))
        throw notFound('Cursus niet gevonden');
      await setCourseActive(k, id, course.instituteId, isActive);
      if (instituteId === null && course.instituteId !== user.id) {
        await recordAudit(k, {
          actorId: user.id,
          action: isActive ? 'course.activate' : 'course.deactivate',
          targetType: 'course',
          targetId: id,
          details: { title: course.title, instituteId: course.instituteId },
        });
      }
      return findCourse(k, id);
    },
  );

  /** The inbox: information requests for the institute's own courses (an admin: all courses). */
  app.get(
    '/institute/info-requests',
    {
      config: {
        doc: {
          summary: 'Informatieaanvragen voor de eigen cursussen',
          tags: ['institute'],
          response: infoRequestList,
          access: 'courses.manageOwn of courses.manageAll',
        },
      },
    },
    async (request) => listInfoRequests(k, courseScope(request).instituteId),
  );

  /** Mark one request handled (a request for another institute's course: 404). */
  app.patch(
    '/institute/info-requests/:id',
    {
      config: {
        doc: {
          summary: 'Informatieaanvraag afhandelen',
          tags: ['institute'],
          params: idParam,
          body: markHandledBody,
          response: infoRequestItem,
          access: 'courses.manageOwn of courses.manageAll',
        },
      },
    },
    async (request) => {
      const { user, instituteId } = courseScope(request);
      const { id } = parse(idParam, request.params);
      parse(markHandledBody, request.body);
      if (!(await markInfoRequestHandled(k, id, instituteId, user.id)))
        throw notFound('Aanvraag niet gevonden');
      const item = (await listInfoRequests(k, instituteId)).find((r) => r.id === id);
      if (!item) throw notFound('Aanvraag niet gevonden');
      return item;
    },
  );
}
