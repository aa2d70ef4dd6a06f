import { type RoleBearer, roleOf } from '../roles.ts';

/** Which accounts must have a second sign-in factor (decision 310). */

/** The roles that require one unless MFA_REQUIRED_ROLES says otherwise. */
export const DEFAULT_MFA_REQUIRED_ROLES = ['admin', 'superadmin', 'institute'] as const;

/** Every role name MFA_REQUIRED_ROLES accepts. */
export const MFA_ROLE_NAMES = ['talent', 'company', 'institute', 'admin', 'superadmin'] as const;

/** The account's role (the one that decides permissions) is in the required list. */
export const mfaRequiredFor = (user: RoleBearer, roles: readonly string[]): boolean =>
  roles.includes(roleOf(user));

export {
  ACCOUNT_CODE_RULE,
  ADDRESS_CODE_RULE,
  type CodeThrottleRule,
  codeLockedUntil,
  failureLocks,
} from './code-throttle.ts';
