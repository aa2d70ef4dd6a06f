import type { FastifyInstance } from 'fastify';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import {
  completeEnrollmentBody,
  confirmAnswer,
  enrollmentEvent,
  instituteEnrollment,
  instituteEnrollmentPatch,
  instituteEnrollmentsQuery,
} from '../../../contracts/enrollments.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { ENROLLMENT_PROBLEMS } from '../../../contracts/problems/enrollments.ts';
import { canConfirm, todayIso } from '../../../domain/enrollments/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import { recordAudit } from '../../audit.ts';
import type { AppContext } from '../../context.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageInMemory, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { findCourse } from '../courses/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import {
  cancelEnrollment,
  confirmResult,
  correctPassToFailed,
  findEnrollment,
  enrollmentHistory as historyOf,
  isCancellable,
  listInstituteEnrollments,
  setEnrollmentExternalId,
} from './store.ts';

const MANAGERS = ['courses.manageOwn', 'courses.manageAll'] as const;

/**
 * The learner cancels an enrolment that has not started and reads its
 * history; the institute lists its learners and confirms results (passed / failed).
 */
/** What enrollments needs of the credentials feature, handed in by features/index.ts (credentials reads enrolments). */
export interface EnrollmentRouteDeps {
  /** Issues (idempotently) the certificate of a passed enrolment. */
  issueCredentialForEnrollment(
    db: KyselyDb,
    enrollmentId: number,
    opts: { evidence?: { name: string; narrative: string }[]; confirmedByAdmin?: boolean },
  ): Promise<unknown>;
  /** Revokes the credential of an enrolment (false: none, or already revoked). */
  revokeCredentialOfEnrollment(
    db: KyselyDb,
    enrollmentId: number,
    by: string,
    reason: string,
  ): Promise<{ id: string } | null>;
}

export async function enrollmentRoutes(
  app: FastifyInstance,
  { db }: AppContext,
  { issueCredentialForEnrollment, revokeCredentialOfEnrollment }: EnrollmentRouteDeps,
) {
  const k = db.kysely;

  route(app, {
    method: 'DELETE',
    url: '/enrollments/:id',
    operationId: 'cancelEnrollment',
    summary: 'Eigen inschrijving annuleren zolang de cursus niet begonnen is (de plaats komt vrij)',
    tag: 'courses',
    access: 'signedIn',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const user = request.user;
      const e = await findEnrollment(k, request.params.id);
      if (!e || e.userId !== user.id) throw fail(ENROLLMENT_PROBLEMS['enrollment.not_found']);
      if (!isCancellable(e) || !(await cancelEnrollment(k, e)))
        throw fail(ENROLLMENT_PROBLEMS['enrollment.already_started']);
      await notify(
        k,
        e.instituteId,
        notificationEvents.enrollmentCancelled(e.courseTitle, fullName(user)),
        user.id,
      );
      return reply.status(204).send();
    },
  });

  route(app, {
    method: 'GET',
    url: '/enrollments/:id/history',
    operationId: 'getEnrollmentHistory',
    summary:
      'Geschiedenis van een inschrijving: voortgang en bevestiging (de cursist, het instituut, een beheerder)',
    tag: 'courses',
    access: 'signedIn',
    params: idParam,
    query: pageQuery,
    response: { 200: page(enrollmentEvent) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const user = request.user;
      const e = await findEnrollment(k, request.params.id);
      const allowed =
        !!e &&
        (e.userId === user.id || e.instituteId === user.id || hasPermission(user, 'courses.manageAll'));
      if (!e || !allowed) throw fail(ENROLLMENT_PROBLEMS['enrollment.not_found']);
      return pageInMemory(request, reply, await historyOf(k, e), (r) => `${r.at}|${r.status}|${r.progress}`);
    },
  });

  route(app, {
    method: 'GET',
    url: '/institute/enrollments',
    operationId: 'listInstituteEnrollments',
    summary:
      'Cursisten van de eigen cursussen (per cursus met courseId): naam, startdatum, voortgang, status',
    tag: 'institute',
    access: MANAGERS,
    query: instituteEnrollmentsQuery,
    response: { 200: page(instituteEnrollment) },
    headers: ['Link'],
    handler: async (request, reply) => {
      const user = request.user;
      const admin = hasPermission(user, 'courses.manageAll');
      const { courseId, cursor, limit, updatedSince } = request.query;
      const after = cursorKey(cursor, ['string', 'number']);
      if (courseId !== undefined) {
        const course = await findCourse(k, courseId);
        if (!course || (!admin && course.instituteId !== user.id))
          throw fail(COURSE_PROBLEMS['course.not_found']);
      }
      const size = pageSize(limit);
      const rows = await listInstituteEnrollments(k, admin ? null : user.id, courseId, {
        after,
        limit: size,
        updatedSince,
      });
      return finishPage(request, reply, rows, size, (r) => [r.enrolledAt, r.id]);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/institute/enrollments/:id',
    operationId: 'setEnrollmentExternalId',
    summary: 'Het eigen id van het instituut voor een inschrijving (studentnummer) vastleggen of wissen',
    tag: 'institute',
    access: MANAGERS,
    params: idParam,
    body: instituteEnrollmentPatch,
    response: { 200: instituteEnrollment },
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const e = await findEnrollment(k, id);
      if (!e || (e.instituteId !== user.id && !hasPermission(user, 'courses.manageAll')))
        throw fail(ENROLLMENT_PROBLEMS['enrollment.not_found']);
      await setEnrollmentExternalId(k, id, request.body.externalId);
      const [item] = await listInstituteEnrollments(k, null, e.courseId, { limit: 1, enrollmentId: id });
      return item;
    },
  });

  route(app, {
    method: 'POST',
    url: '/institute/enrollments/:id/complete',
    operationId: 'confirmEnrollmentResult',
    summary:
      'Resultaat bevestigen: geslaagd of niet geslaagd (een tweede bevestiging verandert niets); geslaagd vóór de startdatum alleen met een reden voor vrijstelling (anders 409); niet geslaagd op een geslaagde inschrijving corrigeert die, met een reden, en trekt het certificaat in',
    tag: 'institute',
    access: MANAGERS,
    params: idParam,
    body: completeEnrollmentBody,
    response: { 200: confirmAnswer },
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const { passed, note } = request.body;
      const exemption = request.body.exemptionReason ?? null;
      const e = await findEnrollment(k, id);
      if (!e) throw fail(ENROLLMENT_PROBLEMS['enrollment.not_found']);
      // Nobody confirms their own result, whatever their role (decision 307).
      if (e.userId === user.id) throw fail(ENROLLMENT_PROBLEMS['enrollment.own_result']);
      if (e.instituteId !== user.id && !hasPermission(user, 'courses.manageAll'))
        throw fail(ENROLLMENT_PROBLEMS['enrollment.not_your_course']);
      // A certificate before the course has started is untrue unless the institute states why.
      if (passed && !exemption && canConfirm(e.status) && e.runStartDate && e.runStartDate > todayIso())
        throw fail(ENROLLMENT_PROBLEMS['enrollment.not_started']);
      // A pass corrected to not passed (issue 46 part 3): the credential goes with it.
      if (!passed && e.status === 'passed') {
        const reason = request.body.reason;
        if (!reason) throw fail(ENROLLMENT_PROBLEMS['enrollment.correction_reason_required']);
        const corrected = await k.transaction().execute(async (trx) => {
          if (!(await correctPassToFailed(trx, e, user.id, reason))) return null;
          const revoked = await revokeCredentialOfEnrollment(trx, id, user.id, reason);
          await recordAudit(trx, {
            actorId: user.id,
            action: 'enrollment.correct',
            targetType: 'enrollment',
            targetId: id,
            details: {
              courseId: e.courseId,
              instituteId: e.instituteId,
              reason,
              from: 'passed',
              to: 'failed',
              credentialId: revoked?.id ?? null,
            },
          });
          return { revoked: !!revoked };
        });
        if (corrected)
          await notify(
            k,
            e.userId,
            notificationEvents.resultCorrected(e.courseTitle, reason, corrected.revoked),
          );
        const [after] = await listInstituteEnrollments(k, null, e.courseId, { limit: 1, enrollmentId: id });
        return { ...after, changed: !!corrected };
      }
      const changed = await k.transaction().execute(async (trx) => {
        const done = await confirmResult(trx, e, user.id, passed, note, exemption);
        if (done && e.instituteId !== user.id) {
          await recordAudit(trx, {
            actorId: user.id,
            action: passed ? 'enrollment.pass' : 'enrollment.fail',
            targetType: 'enrollment',
            targetId: id,
            details: { courseId: e.courseId, instituteId: e.instituteId, note, exemptionReason: exemption },
          });
        }
        return done;
      });
      const [item] = await listInstituteEnrollments(k, null, e.courseId, { limit: 1, enrollmentId: id });
      // The certificate (an Open Badges credential, decision 185) of a pass; idempotent, so a
      // repeated confirmation also repairs one that failed to be issued.
      const onBehalf = e.instituteId !== user.id;
      if (item.status === 'passed')
        await issueCredentialForEnrollment(k, id, {
          ...(changed && exemption ? { evidence: [{ name: 'Vrijstelling', narrative: exemption }] } : {}),
          ...(changed && onBehalf ? { confirmedByAdmin: true } : {}),
        });
      if (changed) await notify(k, e.userId, notificationEvents.resultConfirmed(e.courseTitle, passed));
      if (changed && onBehalf)
        await notify(
          k,
          e.instituteId,
          notificationEvents.resultConfirmedByAdmin(e.courseTitle, item.learnerName, passed),
        );
      return { ...item, changed };
    },
  });
}
