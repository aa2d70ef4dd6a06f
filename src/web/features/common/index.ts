/**
 * Screens every role can land on: not found, and the "coming soon" placeholder routes. The router
 * loads them by module (one chunk per route, decision 150).
 */
export { default as ComingSoonRoutes } from './ComingSoonRoutes.tsx';
export { default as NotFoundPage } from './NotFoundPage.tsx';
