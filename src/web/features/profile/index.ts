/** Profile, security, sessions and privacy. The router loads the page by its module (decision 150). */
export { default as ProfilePage } from './ProfilePage.tsx';
