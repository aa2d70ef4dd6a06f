/**
 * Paging of every list route (decision 360): `?limit=&cursor=` in, `{ items, nextCursor }` out.
 * One default and one maximum for the whole API. Free of zod, so the web app's client can use them
 * without loading the schemas.
 */
export const PAGE_DEFAULT_LIMIT = 50;
export const PAGE_MAX_LIMIT = 200;
