/** Password rules of spec §5 (password change): messages are shown live and on submit. */
export const PASSWORD_MIN_LENGTH = 10;
/** Registration only hints at 6 characters (spec §2.3/§9); the server enforces this floor. */
export const REGISTER_PASSWORD_MIN_LENGTH = 6;

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
