/** What other server features use of auth: the password-guessing throttle and storing a new password hash. */

export { authRoutes } from './routes.ts';
export { insertUser, purgeOldFailures, setPasswordHash } from './store.ts';
export { passwordThrottle } from './throttle.ts';
