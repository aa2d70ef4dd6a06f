import { AUTH_MESSAGES } from '../contracts/messages/auth.ts';
import { FIELD_MESSAGES } from '../contracts/messages/common.ts';
import type { Said } from '../contracts/messages/define.ts';

/** Password rules of spec §5 and §9: messages are shown live and on submit. */
export const PASSWORD_MIN_LENGTH = 10;
/*
 * One policy for every new password, at registration, reset and change (the
 * registration accepted `aaaaaaaa` while a change required 10 characters): at least 10 characters,
 * the four character classes (spec §9), not a common password, not the e-mail.
 */

export const REGISTER_PASSWORD_TOO_SHORT = AUTH_MESSAGES['auth.password_too_short']({
  min: PASSWORD_MIN_LENGTH,
});
export const PASSWORD_TOO_COMMON = AUTH_MESSAGES['auth.password_too_common'];
export const PASSWORD_IS_EMAIL = AUTH_MESSAGES['auth.password_is_email'];

/**
 * The rules every new password must meet, at registration, reset and password change: long
 * enough, not the e-mail address (nor its part before the @), not a common password, then the
 * character classes. `isCommon` checks the shipped list (server/features/auth/common-passwords.ts).
 */
export function basicPasswordErrors(
  password: string,
  opts: { email?: string; isCommon: (password: string) => boolean },
): Said[] {
  if (password.length < PASSWORD_MIN_LENGTH || !password.trim()) return [REGISTER_PASSWORD_TOO_SHORT];
  const lower = password.trim().toLowerCase();
  const email = opts.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return [PASSWORD_IS_EMAIL];
  if (opts.isCommon(lower)) return [PASSWORD_TOO_COMMON];
  return passwordPolicyErrors(password);
}

/** What a password lacks, as messages (contracts/messages/auth.ts): the caller says them in its language. */
export function passwordPolicyErrors(password: string): Said[] {
  const errors: Said[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    errors.push(AUTH_MESSAGES['auth.password_min_characters']({ min: PASSWORD_MIN_LENGTH }));
  if (!/[A-Z]/.test(password)) errors.push(AUTH_MESSAGES['auth.least_one_capital_letter']);
  if (!/[a-z]/.test(password)) errors.push(AUTH_MESSAGES['auth.least_one_lower_case']);
  if (!/[0-9]/.test(password)) errors.push(AUTH_MESSAGES['auth.least_one_digit']);
  if (!/[^A-Za-z0-9]/.test(password)) errors.push(AUTH_MESSAGES['auth.least_one_special_character']);
  return errors;
}

export function passwordChangeErrors(input: { current: string; next: string; confirm: string }): Said[] {
  const errors = passwordPolicyErrors(input.next);
  if (input.next !== input.confirm) errors.push(FIELD_MESSAGES['field.passwords_do_not_match']);
  if (!input.current) errors.push(FIELD_MESSAGES['field.current_password_required']);
  return errors;
}
