/** Password rules of spec §5 and §9: messages are shown live and on submit. */
export const PASSWORD_MIN_LENGTH = 10;
/*
 * One policy for every new password, at registration, reset and change (the
 * registration accepted `aaaaaaaa` while a change required 10 characters): at least 10 characters,
 * the four character classes (spec §9), not a common password, not the e-mail.
 */

export const REGISTER_PASSWORD_TOO_SHORT = `Wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens hebben`;
export const PASSWORD_TOO_COMMON =
  'Dit wachtwoord komt voor in lijsten van veelgebruikte wachtwoorden. Kies een ander wachtwoord.';
export const PASSWORD_IS_EMAIL = 'Je wachtwoord mag niet gelijk zijn aan je e-mailadres.';

/**
 * The rules every new password must meet, at registration, reset and password change: long
 * enough, not the e-mail address (nor its part before the @), not a common password, then the
 * character classes. `isCommon` checks the shipped list (server/features/auth/common-passwords.ts).
 */
export function basicPasswordErrors(
  password: string,
  opts: { email?: string; isCommon: (password: string) => boolean },
): string[] {
  if (password.length < PASSWORD_MIN_LENGTH || !password.trim()) return [REGISTER_PASSWORD_TOO_SHORT];
  const lower = password.trim().toLowerCase();
  const email = opts.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return [PASSWORD_IS_EMAIL];
  if (opts.isCommon(lower)) return [PASSWORD_TOO_COMMON];
  return passwordPolicyErrors(password);
}

export function passwordPolicyErrors(password: string): string[] {
  const errors: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) errors.push('Minimaal 10 tekens');
  if (!/[A-Z]/.test(password)) errors.push('Minimaal één hoofdletter');
  if (!/[a-z]/.test(password)) errors.push('Minimaal één kleine letter');
  if (!/[0-9]/.test(password)) errors.push('Minimaal één cijfer');
  if (!/[^A-Za-z0-9]/.test(password)) errors.push('Minimaal één speciaal teken');
  return errors;
}

export function passwordChangeErrors(input: { current: string; next: string; confirm: string }): string[] {
  const errors = passwordPolicyErrors(input.next);
  if (input.next !== input.confirm) errors.push('Wachtwoorden komen niet overeen');
  if (!input.current) errors.push('Huidig wachtwoord is verplicht');
  return errors;
}
