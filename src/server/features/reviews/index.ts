/** The reviews feature: what the rest of the server uses. */
export { averageRatingsOf, ratingTimesOf } from './store.ts';
