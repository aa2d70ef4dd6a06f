import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import { type ReviewPage, reviewBody, reviewListQuery } from '../../../contracts/reviews.ts';
import { hasPermission } from '../../../domain/roles.ts';
import { requirePermission } from '../../auth/guards.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound, parse } from '../../http/errors.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { findCourse, roundRating } from '../courses/index.ts';
import { hasFinished, listCourseReviews, listInstituteReviews, upsertReview } from './store.ts';

const NOT_FOUND = 'Cursus niet gevonden';
const NOT_FINISHED = 'Je kunt een cursus beoordelen zodra je hem hebt afgerond.';

export async function reviewRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  /** A course the caller may see: listed, or its own institute's / an admin's. */
  const visibleCourse = async (id: number, user: PublicUser | null) => {
    const course = await findCourse(k, id);
    if (!course) return undefined;
    const own = !!user && (user.id === course.instituteId || hasPermission(user, 'courses.manageAll'));
    if (!own && (!course.isActive || !(await isInstituteVerified(k, course.instituteId)))) return undefined;
    return course;
  };

  app.post(
    '/courses/:id/reviews',
    {
      config: {
        doc: {
          summary:
            'De cursus beoordelen (1–5 sterren, met afgeronde of geslaagde inschrijving; een tweede keer past aan)',
          tags: ['reviews'],
          access: 'courses.enroll',
          params: idParam,
          body: reviewBody,
        },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, 'courses.enroll');
      const { id } = parse(idParam, request.params);
      const body = parse(reviewBody, request.body);
      if (!(await findCourse(k, id))) throw notFound(NOT_FOUND);
      if (!(await hasFinished(k, user.id, id))) throw forbidden(NOT_FINISHED);
      const { id: reviewId, created } = await upsertReview(k, user.id, id, body.rating, body.comment);
      const course = await findCourse(k, id);
      return reply.status(created ? 201 : 200).send({
        id: reviewId,
        created,
        rating: course?.rating ?? 0,
        ratingCount: course?.ratingCount ?? 0,
      });
    },
  );

  app.get(
    '/courses/:id/reviews',
    {
      config: {
        doc: {
          summary: 'De reviews van een cursus, nieuwste eerst (openbaar, per pagina)',
          tags: ['reviews'],
          access: 'public',
          params: idParam,
          query: reviewListQuery,
        },
      },
    },
    async (request): Promise<ReviewPage> => {
      const { id } = parse(idParam, request.params);
      const page = parse(reviewListQuery, request.query);
      const course = await visibleCourse(id, request.user);
      if (!course) throw notFound(NOT_FOUND);
      const { items, total } = await listCourseReviews(k, id, page, request.user?.id ?? null);
      return { items, total, rating: roundRating(course.rating), ratingCount: course.ratingCount };
    },
  );

  app.get(
    '/institute/reviews',
    {
      config: {
        doc: {
          summary: 'De reviews van alle eigen cursussen, nieuwste eerst (Reviews en feedback)',
          tags: ['reviews'],
          access: 'courses.manageOwn',
          query: reviewListQuery,
        },
      },
    },
    async (request) => {
      const user = requirePermission(request, 'courses.manageOwn');
      const page = parse(reviewListQuery, request.query);
      return listInstituteReviews(k, user.id, page);
    },
  );
}
