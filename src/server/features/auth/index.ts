/**
 * What the rest of the server uses of auth: sessions and access tokens (the request's sign-in, the
 * housekeeping job), passwords, the session and device cookies, the password-guessing throttle and
 * storing a new password hash.
 */

export type { AccessToken } from './access-tokens-store.ts';
export {
  countAccessTokens,
  createAccessToken,
  findAccessToken,
  listAccessTokens,
  purgeExpiredAccessTokens,
  revokeAccessToken,
  revokeAllAccessTokens,
} from './access-tokens-store.ts';
export { guardCodeGuess } from './code-throttle.ts';
export { isCommonPassword } from './common-passwords.ts';
export { clearDeviceCookie } from './device-cookie.ts';
export { checkSecondFactor } from './mfa-login.ts';
export { hasConfirmedTotp } from './mfa-store.ts';
export { PASSWORD_RESET_JOB, passwordResetJob } from './password-reset.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { toPublicUser } from './public-user.ts';
export { resetEmailQuotaKey } from './reset-routes.ts';
export { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
export {
  deleteOtherSessions,
  deleteUserSession,
  findSession,
  listUserSessions,
  purgeExpiredSessions,
} from './sessions-store.ts';
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
export { endAllAccessTokens } from './token-revocation.ts';
