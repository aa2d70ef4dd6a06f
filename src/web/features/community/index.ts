/** The community (feed, groups, leaderboard). The router loads the page by its module (decision 150). */
export { default as CommunityPage } from './CommunityPage.tsx';
