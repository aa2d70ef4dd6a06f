/** What other server features use of auth: the password-guessing throttle and user lookup. */
export { passwordThrottle } from './throttle.ts';
