import type { FastifyInstance } from 'fastify';
import {
  ooapiCourse,
  ooapiCourseItemQuery,
  ooapiCourseOffering,
  ooapiCoursePage,
  ooapiCourseParams,
  ooapiCoursesQuery,
  ooapiOfferingItemQuery,
  ooapiOfferingPage,
  ooapiOfferingParams,
  ooapiOfferingsQuery,
  ooapiOrganisation,
  ooapiOrganisationCoursesQuery,
  ooapiOrganisationItemQuery,
  ooapiOrganisationOfferingsQuery,
  ooapiOrganisationPage,
  ooapiOrganisationParams,
  ooapiOrganisationsQuery,
  ooapiService,
  ooapiServiceQuery,
} from '../../../contracts/ooapi.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import type { ProblemDef } from '../../../contracts/problems/define.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import { OOAPI_PROBLEMS } from '../../../contracts/problems/ooapi.ts';
import { todayIso } from '../../../domain/enrollments/index.ts';
import {
  addressOf,
  DEFAULT_PAGE_SIZE,
  fromOoapiId,
  paged,
  toCourse,
  toCourseOffering,
  toOrganisation,
} from '../../../domain/ooapi/index.ts';
import type { AppContext } from '../../context.ts';
import { allowAnyOrigin } from '../../http/cors.ts';
import { fail } from '../../http/errors.ts';
import { sendAnswer, VersionedAnswerCache } from '../../http/response-cache.ts';
import { route } from '../../http/route.ts';
import { listingVersion } from '../courses/index.ts';
import {
  type CourseFilters,
  findOffering,
  findOrganisation,
  findPublicCourse,
  listCourses,
  listOfferings,
  listOrganisations,
} from './store.ts';

/** Where the standard is documented (the Service answer's `documentation`). */
const STANDARD_DOCS = 'https://openonderwijsapi.nl/v6.0/';

const pageOf = (q: { pageSize?: number; pageNumber?: number }) => {
  const size = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const number = q.pageNumber ?? 1;
  return { size, number, limit: size, offset: (number - 1) * size };
};

/** The paths we serve (the standard's templates), for the Service answer's supportedOperations. */
const OPERATIONS = [
  '/',
  '/organisations',
  '/organisations/{organisationId}',
  '/organisations/{organisationId}/courses',
  '/organisations/{organisationId}/course-offerings',
  '/courses',
  '/courses/{courseId}',
  '/courses/{courseId}/course-offerings',
  '/course-offerings/{courseOfferingId}',
];

/** A cached answer, or the 404 its computation signalled with null (an unknown id). */
const sendFound = (
  request: Parameters<typeof sendAnswer>[0],
  reply: Parameters<typeof sendAnswer>[1],
  answer: Parameters<typeof sendAnswer>[2],
  missing: ProblemDef,
) => {
  if (answer.body.toString() === 'null') throw fail(missing);
  return sendAnswer(request, reply, answer);
};

/** The offering filters with the standard's default `since` (today) and dates cut to the day. */
const offeringFilters = (q: { since?: string; until?: string }, today: string) => ({
  ...q,
  since: q.since?.slice(0, 10) ?? today,
  until: q.until?.slice(0, 10),
});

/**
 * Our catalogue in the Open Education API 6.0 (decision 325), mounted under /ooapi: public,
 * read-only, cached per catalogue listing version like the catalogue itself (decision 155).
 */
export async function ooapiRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const k = db.kysely;
  allowAnyOrigin(app);
  // The standard's `filter_query[field][operation]` deep objects are optional for implementers (its
  // own note): removed before validation, so such a request gets the unfiltered answer rather than
  // a 400 (decision 326, amended).
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown>;
    for (const key of Object.keys(query)) if (key.startsWith('filter_query[')) delete query[key];
  });
  const answers = new VersionedAnswerCache(500, 16 * 1024 * 1024);
  /** One cached answer per listing version, day and request URL (today moves offering states). */
  const cached = async (url: string, compute: () => Promise<unknown>) => {
    const version = await listingVersion(k);
    return answers.getOrCompute(version, `${todayIso()} ${url}`, async () => ({
      data: await compute(),
      headers: {},
    }));
  };

  /** A page of active courses, of all institutes or of one. */
  const coursesPage = async (q: CourseFilters, page: ReturnType<typeof pageOf>) => {
    const { rows, total } = await listCourses(k, q, page);
    return paged(
      rows.map((r) => toCourse(r, config.appUrl)),
      total,
      page.size,
      page.number,
    );
  };
  /** A page of a course's or an institute's runs, as offerings in today's state. */
  const offeringsPage = async (
    of: Parameters<typeof listOfferings>[1],
    q: { since?: string; until?: string; resultExpected?: string },
    page: ReturnType<typeof pageOf>,
  ) => {
    // We record no expected result per run: asking for runs that expect one finds none.
    if (q.resultExpected === 'true') return paged([], 0, page.size, page.number);
    const today = todayIso();
    const { rows, total } = await listOfferings(k, of, offeringFilters(q, today), today, page);
    return paged(
      rows.map((r) => toCourseOffering(r, today)),
      total,
      page.size,
      page.number,
    );
  };

  route(app, {
    method: 'GET',
    url: '/',
    operationId: 'ooapiService',
    summary: 'Open Education API 6.0: metagegevens van deze dienst',
    tag: 'ooapi',
    access: 'public',
    query: ooapiServiceQuery,
    response: { 200: ooapiService },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const answer = await cached('/', async () => ({
        contactEmail: addressOf(config.mailFrom),
        specification: `${config.appUrl}/api/openapi.json`,
        documentation: STANDARD_DOCS,
        // A path is a uri-reference: the template's braces percent-encoded.
        supportedOperations: OPERATIONS.map((path) => ({ verbs: ['GET'], path: encodeURI(path) })),
      }));
      return sendAnswer(request, reply, answer);
    },
  });

  route(app, {
    method: 'GET',
    url: '/organisations',
    operationId: 'ooapiListOrganisations',
    summary: 'Open Education API 6.0: de geverifieerde instituten',
    tag: 'ooapi',
    access: 'public',
    query: ooapiOrganisationsQuery,
    response: { 200: ooapiOrganisationPage },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const answer = await cached(request.url, async () => {
        const { rows, total } = await listOrganisations(k, q, page);
        return paged(rows.map(toOrganisation), total, page.size, page.number);
      });
      return sendAnswer(request, reply, answer);
    },
  });

  route(app, {
    method: 'GET',
    url: '/organisations/:organisationId',
    operationId: 'ooapiGetOrganisation',
    summary: 'Open Education API 6.0: één geverifieerd instituut',
    tag: 'ooapi',
    access: 'public',
    params: ooapiOrganisationParams,
    query: ooapiOrganisationItemQuery,
    response: { 200: ooapiOrganisation },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const id = request.params.organisationId.toLowerCase();
      const answer = await cached(`/organisations/${id}`, async () => {
        const row = await findOrganisation(k, id);
        return row ? toOrganisation(row) : null;
      });
      return sendFound(request, reply, answer, INSTITUTE_PROBLEMS['institute.not_found']);
    },
  });

  route(app, {
    method: 'GET',
    url: '/organisations/:organisationId/courses',
    operationId: 'ooapiListOrganisationCourses',
    summary: 'Open Education API 6.0: de actieve cursussen van één geverifieerd instituut',
    tag: 'ooapi',
    access: 'public',
    params: ooapiOrganisationParams,
    query: ooapiOrganisationCoursesQuery,
    response: { 200: ooapiCoursePage },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const instituteId = request.params.organisationId.toLowerCase();
      const answer = await cached(request.url, async () => {
        if (!(await findOrganisation(k, instituteId))) return null;
        return coursesPage({ ...q, instituteId }, page);
      });
      return sendFound(request, reply, answer, INSTITUTE_PROBLEMS['institute.not_found']);
    },
  });

  route(app, {
    method: 'GET',
    url: '/organisations/:organisationId/course-offerings',
    operationId: 'ooapiListOrganisationCourseOfferings',
    summary: 'Open Education API 6.0: de uitvoeringen van alle cursussen van één geverifieerd instituut',
    tag: 'ooapi',
    access: 'public',
    params: ooapiOrganisationParams,
    query: ooapiOrganisationOfferingsQuery,
    response: { 200: ooapiOfferingPage },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const instituteId = request.params.organisationId.toLowerCase();
      const answer = await cached(request.url, async () => {
        if (!(await findOrganisation(k, instituteId))) return null;
        return offeringsPage({ instituteId }, q, page);
      });
      return sendFound(request, reply, answer, INSTITUTE_PROBLEMS['institute.not_found']);
    },
  });

  route(app, {
    method: 'GET',
    url: '/courses',
    operationId: 'ooapiListCourses',
    summary: 'Open Education API 6.0: de actieve cursussen, per pagina',
    tag: 'ooapi',
    access: 'public',
    query: ooapiCoursesQuery,
    response: { 200: ooapiCoursePage },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const answer = await cached(request.url, () => coursesPage(q, page));
      return sendAnswer(request, reply, answer);
    },
  });

  route(app, {
    method: 'GET',
    url: '/courses/:courseId',
    operationId: 'ooapiGetCourse',
    summary: 'Open Education API 6.0: één actieve cursus',
    tag: 'ooapi',
    access: 'public',
    params: ooapiCourseParams,
    query: ooapiCourseItemQuery,
    response: { 200: ooapiCourse },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const id = fromOoapiId('course', request.params.courseId);
      const expand = request.query.expand ?? [];
      const answer = await cached(`/courses/${id}?${expand.join()}`, async () => {
        const row = id ? await findPublicCourse(k, id) : undefined;
        if (!row) return null;
        const course = toCourse(row, config.appUrl);
        if (!expand.includes('organisation')) return course;
        const organisation = await findOrganisation(k, row.instituteId);
        return { ...course, organisation: organisation ? toOrganisation(organisation) : null };
      });
      return sendFound(request, reply, answer, COURSE_PROBLEMS['course.not_found']);
    },
  });

  route(app, {
    method: 'GET',
    url: '/courses/:courseId/course-offerings',
    operationId: 'ooapiListCourseOfferings',
    summary: 'Open Education API 6.0: de uitvoeringen van een cursus',
    tag: 'ooapi',
    access: 'public',
    params: ooapiCourseParams,
    query: ooapiOfferingsQuery,
    response: { 200: ooapiOfferingPage },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const q = request.query;
      const page = pageOf(q);
      const id = fromOoapiId('course', request.params.courseId);
      const answer = await cached(request.url, async () => {
        const course = id ? await findPublicCourse(k, id) : undefined;
        if (!course || !id) return null;
        return offeringsPage({ courseId: id }, q, page);
      });
      return sendFound(request, reply, answer, COURSE_PROBLEMS['course.not_found']);
    },
  });

  route(app, {
    method: 'GET',
    url: '/course-offerings/:courseOfferingId',
    operationId: 'ooapiGetCourseOffering',
    summary: 'Open Education API 6.0: één uitvoering van een cursus',
    tag: 'ooapi',
    access: 'public',
    params: ooapiOfferingParams,
    query: ooapiOfferingItemQuery,
    response: { 200: ooapiCourseOffering },
    headers: ['ETag'],
    handler: async (request, reply) => {
      const id = fromOoapiId('offering', request.params.courseOfferingId);
      const expand = request.query.expand ?? [];
      const answer = await cached(`/course-offerings/${id}?${expand.join()}`, async () => {
        const row = id ? await findOffering(k, id) : undefined;
        if (!row) return null;
        const offering = toCourseOffering(row, todayIso());
        if (!expand.includes('course')) return offering;
        const course = await findPublicCourse(k, row.courseId);
        return { ...offering, course: course ? toCourse(course, config.appUrl) : null };
      });
      return sendFound(request, reply, answer, OOAPI_PROBLEMS['ooapi.offering_not_found']);
    },
  });
}
