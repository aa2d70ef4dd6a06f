import type { FastifyInstance } from 'fastify';
import { idParam, noContent, page, pageQuery } from '../../../contracts/common.ts';
import { enrollAnswer, enrollment, progressBody } from '../../../contracts/courses.ts';
import { enrollBody } from '../../../contracts/enrollments.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { ENROLLMENT_PROBLEMS } from '../../../contracts/problems/enrollments.ts';
import { isUpcoming, todayIso } from '../../../domain/enrollments/index.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageHeaders, pageSize } from '../../http/paging.ts';
import { sendAnswer } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { answerCache } from '../../http/user-cache.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { findCourse, findRun } from '../courses/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { enroll, listUserEnrollments, updateProgress } from './store.ts';

/** The learner's side of a course: enrol, record progress and read the own enrolments. */
export async function enrollmentLearnerRoutes(app: FastifyInstance, ctx: AppContext) {
  const k = ctx.db.kysely;
  // A learner's list until an enrolment, course or run changes (decision 252); at most a minute
  // old, so "can cancel" follows a start date that passes.
  const ownEnrollments = answerCache(ctx, ['enrollments', 'courses', 'course_runs'], page(enrollment), {
    label: 'GET /user/enrollments',
  });

  /** Enrols the signed-in learner; enrolling twice creates nothing. */
  route(app, {
    method: 'POST',
    url: '/courses/:id/enroll',
    operationId: 'enrollInCourse',
    summary: 'Inschrijven, optioneel voor een startdatum (atomair tegen de plaatsen)',
    tag: 'courses',
    access: 'courses.enroll',
    params: idParam,
    body: enrollBody,
    response: { 201: enrollAnswer, 200: enrollAnswer },
    handler: async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      const { runId } = request.body;
      const course = await findCourse(k, id);
      if (!course || !(await isInstituteVerified(k, course.instituteId)))
        throw fail(COURSE_PROBLEMS['course.not_found']);
      if (!course.isActive) throw fail(ENROLLMENT_PROBLEMS['enrollment.course_closed']);
      const run = runId === null ? null : await findRun(k, id, runId);
      if (runId !== null && !run) throw fail(COURSE_PROBLEMS['course_run.not_found']);
      if (run && !isUpcoming(run.startDate, todayIso()))
        throw fail(ENROLLMENT_PROBLEMS['enrollment.run_started']);
      const outcome = await enroll(k, user.id, course, run ?? null);
      if (outcome === 'full')
        throw fail(ENROLLMENT_PROBLEMS[run ? 'enrollment.run_full' : 'enrollment.course_full']);
      if (outcome === 'created') await notify(k, user.id, notificationEvents.enrolled(course));
      const [enrollment] = await listUserEnrollments(k, user.id, id);
      return reply
        .status(outcome === 'created' ? 201 : 200)
        .send({ created: outcome === 'created', enrollment });
    },
  });

  /** The learner records progress (0-100) on their own enrolment; 100 completes the course. */
  route(app, {
    method: 'PATCH',
    url: '/enrollments/:id/progress',
    operationId: 'updateEnrollmentProgress',
    summary: 'Voortgang van de eigen inschrijving bijwerken (100 = afgerond)',
    tag: 'courses',
    access: 'courses.enroll',
    params: idParam,
    body: progressBody,
    response: { 200: enrollment },
    handler: async (request) => {
      const user = request.user;
      const { id } = request.params;
      const { progress } = request.body;
      const outcome = await updateProgress(k, user.id, id, progress);
      if (outcome === 'missing') throw fail(ENROLLMENT_PROBLEMS['enrollment.not_found']);
      if ('locked' in outcome)
        throw fail(
          ENROLLMENT_PROBLEMS[
            outcome.locked === 'completed' ? 'enrollment.already_completed' : 'enrollment.result_confirmed'
          ],
        );
      const [enrollment] = await listUserEnrollments(k, user.id, outcome.courseId);
      if (outcome.completedNow) {
        await notify(
          k,
          user.id,
          notificationEvents.courseCompleted({ id: outcome.courseId, title: enrollment.course.title }),
        );
      }
      return enrollment;
    },
  });

  for (const [url, operationId, summary] of [
    ['/user/enrollments', 'listOwnEnrollments', 'Eigen inschrijvingen'],
    ['/enrollments/user', 'listOwnEnrollmentsAlias', 'Eigen inschrijvingen (synoniem)'],
  ] as const) {
    route(app, {
      method: 'GET',
      url,
      operationId,
      summary,
      ...(url === '/enrollments/user' ? { deprecatedFor: '/api/user/enrollments' } : {}),
      tag: 'courses',
      access: 'signedIn',
      query: pageQuery,
      response: { 200: page(enrollment), 304: noContent },
      headers: ['ETag', 'Link'],
      handler: async (request, reply) => {
        const userId = request.user.id;
        // Kept per user and page (the path and query name the page).
        const answer = await ownEnrollments.get(
          `${userId} ${request.url}`,
          async () => {
            const limit = pageSize(request.query.limit);
            const after = cursorKey(request.query.cursor, ['string', 'number']);
            const rows = await listUserEnrollments(k, userId, undefined, { after, limit });
            return finishPage(request, reply, rows, limit, (r) => [r.createdAt, r.id]);
          },
          (p) => pageHeaders(request, p),
        );
        return sendAnswer(request, reply, answer);
      },
    });
  }
}
