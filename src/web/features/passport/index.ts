/**
 * The skills passport: the scan, skills, documents and certificates of the signed-in talent (the
 * server's scan, talent, documents and credentials features). The router loads it by its module.
 */
export { default as PassportPage } from './PassportPage.tsx';

/** README: a page over the server's `scan`, `talent`, `documents` and `credentials` data */
