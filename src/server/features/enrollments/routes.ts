import type { FastifyInstance } from 'fastify';
import { idParam } from '../../../contracts/common.ts';
import { completeEnrollmentBody, instituteEnrollmentsQuery } from '../../../contracts/enrollments.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import { recordAudit } from '../../audit.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { conflict, forbidden, notFound, parse } from '../../http/errors.ts';
import { findCourse } from '../courses/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  cancelEnrollment,
  confirmResult,
  enrollmentHistory,
  findEnrollment,
  isCancellable,
  listInstituteEnrollments,
} from './store.ts';

const ENROLLMENT_NOT_FOUND = 'Inschrijving niet gevonden';
const ALREADY_STARTED =
  'Deze cursus is al begonnen; je kunt je inschrijving niet meer annuleren. Neem contact op met het instituut.';
const NOT_YOUR_COURSE = 'Alleen het instituut van deze cursus kan het resultaat bevestigen';

/**
 * Issue 21 §2 and issue 25: the learner cancels an enrolment that has not started and reads its
 * history; the institute lists its learners and confirms results (passed / failed).
 */
export async function enrollmentRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  app.delete(
    '/enrollments/:id',
    {
      config: {
        doc: {
          summary: 'Eigen inschrijving annuleren zolang de cursus niet begonnen is (de plaats komt vrij)',
          tags: ['courses'],
          access: 'signedIn (eigen inschrijving)',
          params: idParam,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      const e = await findEnrollment(k, id);
      if (!e || e.userId !== user.id) throw notFound(ENROLLMENT_NOT_FOUND);
      if (!isCancellable(e) || !(await cancelEnrollment(k, e))) throw conflict(ALREADY_STARTED);
      await notify(k, e.instituteId, notificationEvents.enrollmentCancelled(e.courseTitle, fullName(user)));
      return reply.status(204).send();
    },
  );

  app.get(
    '/enrollments/:id/history',
    {
      config: {
        doc: {
          summary: 'Geschiedenis van een inschrijving: voortgang en bevestiging',
          tags: ['courses'],
          access: 'signedIn (eigen inschrijving; het instituut van de cursus; een beheerder)',
          params: idParam,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      const e = await findEnrollment(k, id);
      const allowed =
        e && (e.userId === user.id || e.instituteId === user.id || hasPermission(user, 'courses.manageAll'));
      if (!e || !allowed) throw notFound(ENROLLMENT_NOT_FOUND);
      return enrollmentHistory(k, e);
    },
  );

  app.get(
    '/institute/enrollments',
    {
      config: {
        doc: {
          summary:
            'Cursisten van de eigen cursussen (per cursus met courseId): naam, startdatum, voortgang, status',
          tags: ['institute'],
          access: 'courses.manageOwn (eigen cursussen) of courses.manageAll (alle)',
          query: instituteEnrollmentsQuery,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const admin = hasPermission(user, 'courses.manageAll');
      if (!admin) requirePermission(request, 'courses.manageOwn');
      const { courseId } = parse(instituteEnrollmentsQuery, request.query);
      if (courseId !== undefined) {
        const course = await findCourse(k, courseId);
        if (!course || (!admin && course.instituteId !== user.id)) throw notFound('Cursus niet gevonden');
      }
      return listInstituteEnrollments(k, admin ? null : user.id, courseId);
    },
  );

  app.post(
    '/institute/enrollments/:id/complete',
    {
      config: {
        doc: {
          summary: 'Resultaat bevestigen: geslaagd of niet geslaagd (een tweede bevestiging verandert niets)',
          tags: ['institute'],
          access: 'courses.manageOwn (eigen cursus) of courses.manageAll (geaudit)',
          params: idParam,
          body: completeEnrollmentBody,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const admin = hasPermission(user, 'courses.manageAll');
      if (!admin) requirePermission(request, 'courses.manageOwn');
      const { id } = parse(idParam, request.params);
      const { passed, note } = parse(completeEnrollmentBody, request.body);
      const e = await findEnrollment(k, id);
      if (!e) throw notFound(ENROLLMENT_NOT_FOUND);
      if (!admin && e.instituteId !== user.id) throw forbidden(NOT_YOUR_COURSE);
      const changed = await k.transaction().execute(async (trx) => {
        const done = await confirmResult(trx, e, user.id, passed, note);
        if (done && e.instituteId !== user.id) {
          await recordAudit(trx, {
            actorId: user.id,
            action: passed ? 'enrollment.pass' : 'enrollment.fail',
            targetType: 'enrollment',
            targetId: id,
            details: { courseId: e.courseId, instituteId: e.instituteId, note },
          });
        }
        return done;
      });
      if (changed) {
        // The credential (h21b's issueCredentialForEnrollment) is issued here once it is on main.
        await notify(k, e.userId, notificationEvents.resultConfirmed(e.courseTitle, passed));
      }
      const [item] = await listInstituteEnrollments(k, null, e.courseId, id);
      return { ...item, changed };
    },
  );
}
