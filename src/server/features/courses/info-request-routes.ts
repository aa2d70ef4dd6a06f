import type { FastifyInstance } from 'fastify';
import { idParam, messageAnswer } from '../../../contracts/common.ts';
import { infoRequestBody } from '../../../contracts/courses.ts';
import { myInfoRequest } from '../../../contracts/institute.ts';
import { COURSE_MESSAGES } from '../../../contracts/messages/courses.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { HTTP_PROBLEMS } from '../../../contracts/problems/http.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { say } from '../../i18n/index.ts';
import { infoRequestLimits, takeQuota } from '../../security/quota.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { findCourse, findOpenInfoRequest, insertInfoRequest } from './store.ts';

/** "Meer informatie aanvragen": a learner asks a course's institute (the institute's inbox answers). */
export async function infoRequestRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  /** "Meer informatie aanvragen": stored for the course's institute. */
  route(app, {
    method: 'POST',
    url: '/courses/:id/info-request',
    operationId: 'requestCourseInfo',
    summary: 'Meer informatie aanvragen (met limiet)',
    tag: 'courses',
    access: 'signedIn',
    params: idParam,
    body: infoRequestBody,
    response: { 201: messageAnswer },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      const body = request.body;
      const course = await findCourse(k, id);
      // Like its detail page: an inactive course, or one of an unverified institute, is not found
      //.
      if (!course?.isActive || !(await isInstituteVerified(k, course.instituteId)))
        throw fail(COURSE_PROBLEMS['course.not_found']);
      // One open request per user per course (also a unique index, migration 011).
      if (await findOpenInfoRequest(k, id, user.id)) throw fail(COURSE_PROBLEMS['course.info_request_open']);
      await takeQuota(
        k,
        `info-request:${user.id}`,
        infoRequestLimits(config),
        HTTP_PROBLEMS['rate_limit.info_request'],
      );
      await insertInfoRequest(k, id, user.id, body.message).catch((error: unknown) => {
        // A concurrent duplicate trips the unique index of migration 011.
        if (/unique|23505/i.test(`${(error as { code?: string }).code ?? ''} ${String(error)}`))
          throw fail(COURSE_PROBLEMS['course.info_request_open']);
        throw error;
      });
      await notify(
        k,
        course.instituteId,
        notificationEvents.infoRequested(course.title, fullName(user)),
        user.id,
      );
      return reply.status(201).send({
        message: say(
          request,
          COURSE_MESSAGES['course.info_request_sent']({ institute: course.instituteName }),
        ),
      });
    },
  });

  /** Whether the signed-in user has an open information request for the course. */
  route(app, {
    method: 'GET',
    url: '/courses/:id/info-request',
    operationId: 'getOwnCourseInfoRequest',
    summary: 'Eigen open informatieaanvraag voor een cursus',
    tag: 'courses',
    access: 'signedIn',
    params: idParam,
    response: { 200: myInfoRequest },
    handler: async (request) => {
      const open = await findOpenInfoRequest(k, request.params.id, request.user.id);
      return { open: Boolean(open), createdAt: open?.createdAt ?? null };
    },
  });
}
