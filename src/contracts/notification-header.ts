/**
 * The header of GET /api/user/notifications with the unread count. In a file of its own, without
 * zod: the header's bell reads it on every signed-in page, and a value taken from a schema file
 * brings zod and every schema beside it into that page's first load.
 */
export const UNREAD_COUNT_HEADER = 'x-unread-count';
