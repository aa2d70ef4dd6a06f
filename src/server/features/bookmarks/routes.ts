import type { FastifyInstance } from 'fastify';
import { bookmarkPage } from '../../../contracts/bookmarks.ts';
import { idParam, noContent, pageQuery } from '../../../contracts/common.ts';
import { COURSE_PROBLEMS } from '../../../contracts/problems/courses.ts';
import type { AppContext } from '../../context.ts';
import { fail } from '../../http/errors.ts';
import { cursorKey, finishPage, pageSize } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { courseSummariesByIds, findCourse } from '../courses/index.ts';
import { addBookmark, pageBookmarks, removeBookmark } from './store.ts';

const bookmarks = { tag: 'bookmarks', access: 'courses.enroll' } as const;

/** A talent's saved courses: the list, saving a course and removing it again. */
export async function bookmarkRoutes(app: FastifyInstance, { db }: AppContext) {
  const k = db.kysely;

  route(app, {
    ...bookmarks,
    method: 'GET',
    url: '/user/bookmarks',
    operationId: 'listBookmarks',
    summary: 'Mijn bewaarde cursussen, laatst bewaard eerst (per pagina)',
    query: pageQuery,
    response: { 200: bookmarkPage },
    headers: ['Link'],
    handler: async (request, reply) => {
      const limit = pageSize(request.query.limit);
      const after = cursorKey(request.query.cursor, ['string', 'number']);
      const rows = await pageBookmarks(k, request.user.id, { after, limit });
      const courses = await courseSummariesByIds(
        k,
        rows.map((r) => r.courseId),
      );
      return finishPage(
        request,
        reply,
        rows,
        limit,
        (r) => [r.savedAt, r.courseId],
        (r) => ({ ...r, title: courses.get(r.courseId)?.title ?? '' }),
      );
    },
  });

  route(app, {
    ...bookmarks,
    method: 'PUT',
    url: '/user/bookmarks/:id',
    operationId: 'bookmarkCourse',
    summary: 'Een cursus bewaren (nog eens bewaren verandert niets)',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      const course = await findCourse(k, request.params.id);
      if (!course?.isActive || !(await isInstituteVerified(k, course.instituteId)))
        throw fail(COURSE_PROBLEMS['course.not_found']);
      await addBookmark(k, request.user.id, course.id);
      return reply.status(204).send();
    },
  });

  route(app, {
    ...bookmarks,
    method: 'DELETE',
    url: '/user/bookmarks/:id',
    operationId: 'removeBookmark',
    summary: 'Een bewaarde cursus verwijderen (ook als hij niet bewaard was)',
    params: idParam,
    response: { 204: noContent },
    handler: async (request, reply) => {
      await removeBookmark(k, request.user.id, request.params.id);
      return reply.status(204).send();
    },
  });
}
