import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  COURSE_LIST_DEFAULT_LIMIT,
  type CourseDetail,
  courseListQuery,
  createCourseBody,
  infoRequestBody,
} from '../../../contracts/courses.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { requirePermission, requireUser } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound, parse } from '../../http/errors.ts';
import {
  COURSE_QUOTA,
  courseCreateLimits,
  INFO_REQUEST_QUOTA,
  infoRequestLimits,
  takeQuota,
} from '../../security/quota.ts';
import {
  enroll,
  findCourse,
  findUserEnrollment,
  insertCourse,
  insertInfoRequest,
  listCatalogue,
  listInstituteCourses,
  listUserEnrollments,
} from './store.ts';

const NOT_FOUND = 'Cursus niet gevonden';
const COURSE_FULL = 'Deze cursus is vol: het maximale aantal deelnemers is bereikt.';
const COURSE_CLOSED = 'Voor deze cursus kun je je niet meer inschrijven.';

/** Inactive courses are visible only to their own institute and to admins. */
const canSeeInactive = (user: PublicUser | null, instituteId: string) =>
  !!user && (user.id === instituteId || hasPermission(user, 'courses.manageAll'));

export async function courseRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;

  /** The public catalogue: a JSON array (spec §7); the number of matches in X-Total-Count. */
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
      const { courses, total } = await listCatalogue(
        k,
        { category: q.category, level: q.level, search: q.search || undefined },
        { limit: q.limit ?? COURSE_LIST_DEFAULT_LIMIT, offset: q.offset ?? 0 },
      );
      reply.header('X-Total-Count', String(total));
      return courses;
    },
  );

  // Before /courses/:id. The institute's own courses (institute dashboard, spec §7).
  app.get(
    '/courses/institute',
    {
      config: {
        doc: {
          summary: 'De eigen cursussen van het instituut',
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
      if (!course || (!course.isActive && !canSeeInactive(request.user, course.instituteId))) {
        throw notFound(NOT_FOUND);
      }
      const mine = request.user ? await findUserEnrollment(k, request.user.id, id) : undefined;
      return { ...course, myEnrollment: mine ? { status: mine.status, progress: mine.progress } : null };
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
          summary: 'Inschrijven voor een cursus',
          tags: ['courses'],
          access: 'courses.enroll',
          params: idParam,
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'courses.enroll');
      const { id } = parse(idParam, request.params);
      const course = await findCourse(k, id);
      if (!course) throw notFound(NOT_FOUND);
      if (!course.isActive) throw conflict(COURSE_CLOSED);
      const outcome = await enroll(k, user.id, course);
      if (outcome === 'full') throw conflict(COURSE_FULL);
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
          summary: 'Meer informatie aanvragen (met limiet per gebruiker)',
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
      await takeQuota(k, `info-request:${user.id}`, infoRequestLimits(config), INFO_REQUEST_QUOTA);
      await insertInfoRequest(k, id, user.id, body.message);
      return reply.status(201).send({
        message: `Je aanvraag is verstuurd. ${course.instituteName ?? 'Het instituut'} neemt contact met je op.`,
      });
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
