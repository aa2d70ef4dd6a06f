import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  COURSE_LIST_DEFAULT_LIMIT,
  type CourseDetail,
  courseListQuery,
  createCourseBody,
  infoRequestBody,
  progressBody,
} from '../../../contracts/courses.ts';
import { enrollBody } from '../../../contracts/enrollments.ts';
import { myInfoRequest } from '../../../contracts/institute.ts';
import { canCancel, isUpcoming, todayIso } from '../../../domain/enrollments/index.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound, parse } from '../../http/errors.ts';
import { etagOnSend } from '../../http/etag.ts';
import { sendAnswer, VersionedAnswerCache } from '../../http/response-cache.ts';
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
  app.get(
    '/courses',
    {
      config: {
        doc: {
          summary: 'De openbare cursuscatalogus',
          tags: ['courses'],
          access: 'public',
          query: courseListQuery,
        },
      },
    },
    async (request, reply) => {
      const q = parse(courseListQuery, request.query);
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
  );

  // Before /courses/:id. The institute's own courses (institute dashboard, spec §7).
  app.get(
    '/courses/institute',
    {
      config: {
        doc: {
          summary: 'De eigen cursussen van het instituut (dashboard)',
          tags: ['courses'],
          access: 'courses.manageOwn',
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'courses.manageOwn');
      return listInstituteCourses(k, user.id);
    },
  );

  app.get(
    '/courses/:id',
    {
      onSend: etagOnSend,
      config: {
        doc: {
          summary: 'Eén cursus met de eigen inschrijving',
          tags: ['courses'],
          access: 'public',
          params: idParam,
        },
      },
    },
    async (request): Promise<CourseDetail> => {
      const { id } = parse(idParam, request.params);
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
  );

  app.post(
    '/courses',
    {
      config: {
        doc: {
          summary: 'Cursus aanmaken (met limiet per uur en dag)',
          tags: ['courses'],
          access: 'courses.createOwn',
          body: createCourseBody,
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'courses.createOwn');
      const body = parse(createCourseBody, request.body);
      await takeQuota(k, `course.create:${user.id}`, courseCreateLimits(config), COURSE_QUOTA);
      const id = await insertCourse(k, user.id, body);
      return reply.status(201).send(await findCourse(k, id));
    },
  );

  /** Enrols the signed-in learner; enrolling twice creates nothing. */
  app.post(
    '/courses/:id/enroll',
    {
      config: {
        doc: {
          summary: 'Inschrijven, optioneel voor een startdatum (atomair tegen de plaatsen)',
          tags: ['courses'],
          access: 'courses.enroll',
          params: idParam,
          body: enrollBody,
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'courses.enroll');
      const { id } = parse(idParam, request.params);
      const { runId } = parse(enrollBody, request.body);
      const course = await findCourse(k, id);
      if (!course || !(await isInstituteVerified(k, course.instituteId))) throw notFound(NOT_FOUND);
      if (!course.isActive) throw conflict(COURSE_CLOSED);
      const run = runId === null ? null : await findRun(k, id, runId);
      if (runId !== null && !run) throw notFound(RUN_NOT_FOUND);
      if (run && !isUpcoming(run.startDate, todayIso())) throw conflict(RUN_STARTED);
      const outcome = await enroll(k, user.id, course, run);
      if (outcome === 'full') throw conflict(run ? RUN_FULL : COURSE_FULL);
      if (outcome === 'created') await notify(k, user.id, notificationEvents.enrolled(course));
      const [enrollment] = await listUserEnrollments(k, user.id, id);
      return reply
        .status(outcome === 'created' ? 201 : 200)
        .send({ created: outcome === 'created', enrollment });
    },
  );

  /** "Meer informatie aanvragen": stored for the course's institute. */
  app.post(
    '/courses/:id/info-request',
    {
      config: {
        doc: {
          summary: 'Meer informatie aanvragen (met limiet)',
          tags: ['courses'],
          access: 'signedIn',
          params: idParam,
          body: infoRequestBody,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      const body = parse(infoRequestBody, request.body ?? {});
      const course = await findCourse(k, id);
      if (!course?.isActive) throw notFound(NOT_FOUND);
      // One open request per user per course (also a unique index, migration 011).
      if (await findOpenInfoRequest(k, id, user.id)) throw conflict(INFO_REQUEST_OPEN);
      await takeQuota(k, `info-request:${user.id}`, infoRequestLimits(config), INFO_REQUEST_QUOTA);
      await insertInfoRequest(k, id, user.id, body.message).catch((error: unknown) => {
        // A concurrent duplicate trips the unique index of migration 011.
        if (/unique|23505/i.test(`${(error as { code?: string }).code ?? ''} ${String(error)}`))
          throw conflict(INFO_REQUEST_OPEN);
        throw error;
      });
      await notify(k, course.instituteId, notificationEvents.infoRequested(course.title, fullName(user)));
      return reply.status(201).send({
        message: say(
          request,
          `Je aanvraag is verstuurd. ${course.instituteName ?? 'Het instituut'} neemt contact met je op.`,
        ),
      });
    },
  );

  /** The learner records progress (0-100) on their own enrolment; 100 completes the course. */
  app.patch(
    '/enrollments/:id/progress',
    {
      config: {
        doc: {
          summary: 'Voortgang van de eigen inschrijving bijwerken (100 = afgerond)',
          tags: ['courses'],
          params: idParam,
          body: progressBody,
          access: 'courses.enroll',
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'courses.enroll');
      const { id } = parse(idParam, request.params);
      const { progress } = parse(progressBody, request.body);
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
  );

  /** Whether the signed-in user has an open information request for the course. */
  app.get(
    '/courses/:id/info-request',
    {
      config: {
        doc: {
          summary: 'Eigen open informatieaanvraag voor een cursus',
          tags: ['courses'],
          params: idParam,
          response: myInfoRequest,
          access: 'signedIn',
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = parse(idParam, request.params);
      const open = await findOpenInfoRequest(k, id, user.id);
      return { open: Boolean(open), createdAt: open?.createdAt ?? null };
    },
  );

  const myEnrollments = async (request: Parameters<typeof requireUser>[0]) =>
    listUserEnrollments(k, requireUser(request).id);
  app.get(
    '/user/enrollments',
    { config: { doc: { summary: 'Eigen inschrijvingen', tags: ['courses'], access: 'signedIn' } } },
    myEnrollments,
  );
  app.get(
    '/enrollments/user',
    {
      config: { doc: { summary: 'Eigen inschrijvingen (synoniem)', tags: ['courses'], access: 'signedIn' } },
    },
    myEnrollments,
  );
}
