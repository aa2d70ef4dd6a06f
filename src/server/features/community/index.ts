/** The community feature (posts, comments, likes, study groups, leaderboard): what the rest of the server uses. */
export { communityRoutes } from './routes.ts';
