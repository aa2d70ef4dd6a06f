/**
 * Columns migration 011 adds to course_info_requests (the institute inbox). schema.ts intersects
 * this with the base CourseInfoRequestsTable of migration 002.
 */
export interface InstituteInboxTables {
  courseInfoRequests: {
    /** When the institute marked the request handled (ISO UTC); null while open. */
    handledAt: string | null;
    /** Who marked it handled; null while open or after that account was deleted. */
    handledBy: string | null;
  };
}
