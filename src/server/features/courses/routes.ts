import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam, messageAnswer } from '../../../contracts/common.ts';
import {
  COURSE_LIST_DEFAULT_LIMIT,
  course,
  courseDetail,
  courseListQuery,
  createCourseBody,
  enrollAnswer,
  enrollment,
  infoRequestBody,
  progressBody,
} from '../../../contracts/courses.ts';
import { enrollBody } from '../../../contracts/enrollments.ts';
import { myInfoRequest } from '../../../contracts/institute.ts';
import { canCancel, isUpcoming, todayIso } from '../../../domain/enrollments/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { etagOnSend } from '../../http/etag.ts';
import { sendAnswer, VersionedAnswerCache } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { say } from '../../i18n/index.ts';
import {
  COURSE_QUOTA,
  courseCreateLimits,
  INFO_REQUEST_QUOTA,
  infoRequestLimits,
  takeQuota,
} from '../../security/quota.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { assertCourseLimit } from './licence-limit.ts';
import { findRun, listRuns } from './runs-store.ts';
import {
  enroll,
  findCourse,
  findOpenInfoRequest,
  findUserEnrollment,
  insertCourse,
  insertInfoRequest,
  listCatalogue,
  listInstituteCourses,
  listingVersion,
  listUserEnrollments,
  updateProgress,
} from './store.ts';

const NOT_FOUND = 'Cursus niet gevonden';
const COURSE_FULL = 'Deze cursus is vol: het maximale aantal deelnemers is bereikt.';
const COURSE_CLOSED = 'Voor deze cursus kun je je niet meer inschrijven.';
const RUN_NOT_FOUND = 'Startdatum niet gevonden';
const RUN_STARTED = 'Deze startdatum is al voorbij. Kies een andere startdatum.';
const RUN_FULL = 'Deze startdatum is vol. Kies een andere startdatum.';
const INFO_REQUEST_OPEN =
  'Je hebt al een aanvraag voor deze cursus verstuurd. Het instituut neemt contact met je op.';

/** Inactive courses are visible only to their own institute and to admins. */
const canSeeInactive = (user: PublicUser | null, instituteId: string) =>
  !!user && (user.id === instituteId || hasPermission(user, 'courses.manageAll'));

export async function courseRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

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
    headers: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Next-Cursor'],
    handler: async (request, reply) => {
      const q = request.query;
      const version = await listingVersion(k);
      // Today's date is part of the answer: next start dates and "starts within" move with it.
      const key = JSON.stringify({ ...q, today: todayIso() });
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
      const instituteVerified = !!course && (await isInstituteVerified(k, course.instituteId));
      if (
        !course ||
        ((!course.isActive || !instituteVerified) && !canSeeInactive(request.user, course.instituteId))
      ) {
        throw notFound(NOT_FOUND);
      }
      const mine = request.user ? await findUserEnrollment(k, request.user.id, id) : undefined;
      const runs = await listRuns(k, id, { maxParticipants: course.maxParticipants });
      return {
        ...course,
        myEnrollment: mine
          ? {
              id: Number(mine.id),
              status: mine.status,
              progress: mine.progress,
              runId: mine.runId,
              canCancel: canCancel({ ...mine, runStartDate: mine.runStartDate ?? null }, todayIso()),
            }
          : null,
        runs,
        instituteVerified,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/courses',
    operationId: 'createCourse',
    summary: 'Cursus aanmaken (met limiet per uur en dag)',
    tag: 'courses',
    access: 'courses.createOwn',
    body: createCourseBody,
    response: { 201: course },
    headers: ['Retry-After'],
    handler: async (request, reply) => {
      const user = request.user;
      await takeQuota(k, `course.create:${user.id}`, courseCreateLimits(config), COURSE_QUOTA);
      // A new course is active: it must fit in the institute's licence (issue 24).
      await assertCourseLimit(k, user.id);
      const id = await insertCourse(k, user.id, request.body);
      const created = await findCourse(k, id);
      if (!created) throw notFound(NOT_FOUND);
      return reply.status(201).send(created);
    },
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
      if (!course || !(await isInstituteVerified(k, course.instituteId))) throw notFound(NOT_FOUND);
      if (!course.isActive) throw conflict(COURSE_CLOSED);
      const run = runId === null ? null : await findRun(k, id, runId);
      if (runId !== null && !run) throw notFound(RUN_NOT_FOUND);
      if (run && !isUpcoming(run.startDate, todayIso())) throw conflict(RUN_STARTED);
      const outcome = await enroll(k, user.id, course, run ?? null);
      if (outcome === 'full') throw conflict(run ? RUN_FULL : COURSE_FULL);
      if (outcome === 'created') await notify(k, user.id, notificationEvents.enrolled(course));
      const [enrollment] = await listUserEnrollments(k, user.id, id);
      return reply
        .status(outcome === 'created' ? 201 : 200)
        .send({ created: outcome === 'created', enrollment });
    },
  });

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
      // (issue 26, finding 8).
      if (!course?.isActive || !(await isInstituteVerified(k, course.instituteId))) throw notFound(NOT_FOUND);
      // One open request per user per course (also a unique index, migration 011).
      if (await findOpenInfoRequest(k, id, user.id)) throw conflict(INFO_REQUEST_OPEN);
      await takeQuota(k, `info-request:${user.id}`, infoRequestLimits(config), INFO_REQUEST_QUOTA);
      await insertInfoRequest(k, id, user.id, body.message).catch((error: unknown) => {
        // A concurrent duplicate trips the unique index of migration 011.
        if (/unique|23505/i.test(`${(error as { code?: string }).code ?? ''} ${String(error)}`))
          throw conflict(INFO_REQUEST_OPEN);
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
          `Je aanvraag is verstuurd. ${course.instituteName ?? 'Het instituut'} neemt contact met je op.`,
        ),
      });
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
      if (outcome === 'missing') throw notFound('Inschrijving niet gevonden');
      if ('locked' in outcome)
        throw conflict(
          outcome.locked === 'completed'
            ? 'Deze cursus is al afgerond.'
            : 'Het instituut heeft je resultaat al bevestigd.',
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

  for (const [url, operationId, summary] of [
    ['/user/enrollments', 'listOwnEnrollments', 'Eigen inschrijvingen'],
    ['/enrollments/user', 'listOwnEnrollmentsAlias', 'Eigen inschrijvingen (synoniem)'],
  ] as const) {
    route(app, {
      method: 'GET',
      url,
      operationId,
      summary,
      tag: 'courses',
      access: 'signedIn',
      response: { 200: z.array(enrollment) },
      handler: (request) => listUserEnrollments(k, request.user.id),
    });
  }
}
