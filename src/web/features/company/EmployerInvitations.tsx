/** Placeholder of issue 10: a talent's pending employer invitations with accept and decline. */
export function EmployerInvitations() {
  return null;
}
