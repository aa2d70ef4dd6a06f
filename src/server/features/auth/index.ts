/** What other server features use of auth: the password-guessing throttle and storing a new password hash. */

export { PASSWORD_RESET_JOB, passwordResetJob } from './password-reset.ts';
export { passwordResetRoutes, resetEmailQuotaKey } from './reset-routes.ts';
export { authRoutes } from './routes.ts';
export type { PublicProfile } from './store.ts';
export {
  forgetLoginFailures,
  insertUser,
  instituteNameTaken,
  publicProfilesByIds,
  purgeOldFailures,
  setPasswordHash,
  usersByIds,
} from './store.ts';
export { passwordThrottle } from './throttle.ts';
