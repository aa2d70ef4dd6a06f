import { CATALOGUE_PAGE_SIZE } from '../../../contracts/boot.ts';
import type { FirstLoadPage } from '../../../contracts/first-load.ts';

/**
 * The courses pages' first loads (decision 488): read by the server (which answers embed in the
 * first HTML), by routes.tsx (which priming fills the query cache) and by the build (chunk groups).
 */

/** The catalogue: its first page without filters (a query string is a search: asked by the page). */
export const CATALOGUE = {
  paths: ['/courses'],
  visitors: 'anyone',
  module: 'features/courses/CatalogPage.tsx',
  group: 'catalogue',
  withoutQuery: true,
  reads: [{ api: '/api/courses', query: { limit: CATALOGUE_PAGE_SIZE }, for: 'anyone' }],
  rendered: 'catalogue',
} as const satisfies FirstLoadPage;

/** A course's page: the course, when the id is one. */
export const COURSE_DETAIL = {
  paths: ['/courses/:id'],
  params: { id: '[1-9]\\d{0,8}' },
  visitors: 'anyone',
  module: 'features/courses/CourseDetailPage.tsx',
  group: 'course-detail',
  reads: [{ api: '/api/courses/{id}', for: 'anyone' }],
  rendered: 'course',
} as const satisfies FirstLoadPage;
