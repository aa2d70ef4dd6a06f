/** Password rules of spec §5 (password change): messages are shown live and on submit. */
export const PASSWORD_MIN_LENGTH = 10;
/**
 * Registration: the screen hints at 6 characters (spec §2.3/§9); the server enforces ASVS 5.0's
 * floor of 8 (issue 13, decision 090).
 */
export const REGISTER_PASSWORD_MIN_LENGTH = 8;

export const REGISTER_PASSWORD_TOO_SHORT = `Wachtwoord moet minimaal ${REGISTER_PASSWORD_MIN_LENGTH} tekens hebben`;
export const PASSWORD_TOO_COMMON =
  'Dit wachtwoord komt voor in lijsten van veelgebruikte wachtwoorden. Kies een ander wachtwoord.';
export const PASSWORD_IS_EMAIL = 'Je wachtwoord mag niet gelijk zijn aan je e-mailadres.';

/**
 * The rules every new password must meet, at registration and (before the stricter §5 rules) at a
 * password change: at least 8 characters, not a common password, not the e-mail address (nor its
 * part before the @). `isCommon` checks the shipped list (server/auth/common-passwords.ts).
 */
export function basicPasswordErrors(
  password: string,
  opts: { email?: string; isCommon: (password: string) => boolean },
): string[] {
  const errors: string[] = [];
  if (password.length < REGISTER_PASSWORD_MIN_LENGTH || !password.trim())
    errors.push(REGISTER_PASSWORD_TOO_SHORT);
  const lower = password.trim().toLowerCase();
  const email = opts.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) errors.push(PASSWORD_IS_EMAIL);
  else if (opts.isCommon(lower)) errors.push(PASSWORD_TOO_COMMON);
  return errors;
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
