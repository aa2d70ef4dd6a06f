/** The reviews feature: what the rest of the server uses. */
export { reviewRoutes } from './routes.ts';
export { averageRatingsOf, ratingTimesOf } from './store.ts';
