import type { Kysely } from 'kysely';
import { refreshCourseSearch } from '../../features/courses/index.ts';

/**
 * The catalogue's search also finds a course by its skills, its institute's name and the
 * places of its runs — existing courses get their search text rewritten once (the app keeps it up
 * to date from here on).
 */
export function courseSearchMore() {
  return {
    async up(db: Kysely<unknown>) {
      await refreshCourseSearch(db, 'all');
    },
  };
}
