import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../contracts/auth.ts';
import { idParam } from '../../../contracts/common.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import { REVIEW_PROBLEMS } from '../../../contracts/problems/reviews.ts';
import {
  instituteReviewPage,
  reviewAnswer,
  reviewBody,
  reviewListQuery,
  reviewPage,
} from '../../../contracts/reviews.ts';
import { hasPermission } from '../../../domain/roles.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { findCourse, roundRating } from '../courses/index.ts';
import { hasPassed, listCourseReviews, listInstituteReviews, upsertReview } from './store.ts';

/** A review's place in the newest-first order (the store's keyset). */
const newestKey = (r: { createdAt: string; id: number }): [string, number] => [r.createdAt, r.id];

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

  route(app, {
    method: 'POST',
    url: '/courses/:id/reviews',
    operationId: 'reviewCourse',
    summary:
      'De cursus beoordelen (1–5 sterren, alleen met een door het instituut bevestigd resultaat; een tweede keer past aan)',
    tag: 'reviews',
    access: 'courses.enroll',
    params: idParam,
    body: reviewBody,
    response: { 201: reviewAnswer, 200: reviewAnswer },
    handler: async (request, reply) => {
      const user = request.user;
      const { id } = request.params;
      const body = request.body;
      if (!(await findCourse(k, id))) throw fail(COURSE_PROBLEMS['course.not_found']);
      if (!(await hasPassed(k, user.id, id))) throw fail(REVIEW_PROBLEMS['review.not_passed']);
      const { id: reviewId, created } = await upsertReview(k, user.id, id, body.rating, body.comment);
      const course = await findCourse(k, id);
      return reply.status(created ? 201 : 200).send({
        id: reviewId,
        created,
        rating: course?.rating ?? 0,
        ratingCount: course?.ratingCount ?? 0,
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/courses/:id/reviews',
    operationId: 'listCourseReviews',
    summary: 'De reviews van een cursus, nieuwste eerst (openbaar, per pagina)',
    tag: 'reviews',
    access: 'public',
    params: idParam,
    query: reviewListQuery,
    response: { 200: reviewPage },
    headers: ['Link'],
    handler: async (request, reply) => {
      const { id } = request.params;
      const course = await visibleCourse(id, request.user);
      if (!course) throw fail(COURSE_PROBLEMS['course.not_found']);
      const size = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const { items, total } = await listCourseReviews(
        k,
        id,
        { limit: size, after },
        request.user?.id ?? null,
      );
      return {
        ...finishPage(request, reply, items, size, newestKey),
        total,
        rating: roundRating(course.rating),
        ratingCount: course.ratingCount,
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/institute/reviews',
    operationId: 'listInstituteReviews',
    summary: 'De reviews van alle eigen cursussen, nieuwste eerst (Reviews en feedback)',
    tag: 'reviews',
    access: 'courses.manageOwn',
    query: reviewListQuery,
    response: { 200: instituteReviewPage },
    headers: ['Link'],
    handler: async (request, reply) => {
      const size = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const { items, total } = await listInstituteReviews(k, request.user.id, { limit: size, after });
      return { ...finishPage(request, reply, items, size, newestKey), total };
    },
  });
}
