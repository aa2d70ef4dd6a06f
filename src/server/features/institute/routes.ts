import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { setActiveBody } from '../../../contracts/courses.ts';
import { requirePermission } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { notFound, parse } from '../../http/errors.ts';
import { findCourse, listInstituteCourses, setCourseActive } from '../courses/store.ts';
import { instituteDashboard, instituteStats } from './store.ts';

export async function instituteRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.get(
    '/institute/courses',
    {
      config: {
        doc: {
          summary: 'De eigen cursussen van het instituut',
          tags: ['institute'],
          access: 'courses.manageOwn',
        },
      },
    },
    async (request) => listInstituteCourses(k, requirePermission(request, 'courses.manageOwn').id),
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

  /** Deactivate / activate one of the institute's own courses (another's course: 404). */
  app.patch(
    '/institute/courses/:id',
    {
      config: {
        doc: {
          summary: 'Eigen cursus activeren of deactiveren',
          tags: ['institute'],
          access: 'courses.manageOwn',
          params: idParam,
          body: setActiveBody,
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'courses.manageOwn');
      const { id } = parse(idParam, request.params);
      const { isActive } = parse(setActiveBody, request.body);
      if (!(await setCourseActive(k, id, user.id, isActive))) throw notFound('Cursus niet gevonden');
      return findCourse(k, id);
    },
  );
}
