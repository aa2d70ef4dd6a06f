/**
 * When the app last handled a session that ended mid-task (query-client.ts). The page that was open
 * may still render once without a user (the navigation to /auth is a transition): its own
 * "sign in first" toast and redirect would then replace the session-expired toast and drop `?next=`.
 */
let expiredAt = 0;
const WINDOW_MS = 3000;

export const markSessionExpired = (now = Date.now()) => {
  expiredAt = now;
};

/** Whether a session expiry was handled just now (its toast and redirect are already under way). */
export const sessionJustExpired = (now = Date.now()) => now - expiredAt < WINDOW_MS;
