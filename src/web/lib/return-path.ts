/** The query parameter of /auth that names the page to return to after signing in. */
export const RETURN_PARAM = 'next';

/**
 * Where to go after signing in: the page named in `?next=`, when it is a path of this site (one
 * leading slash, not /auth itself), else / (spec §2.3). Never another origin (`//evil`, `https:`).
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/auth' || raw.startsWith('/auth?') || raw.startsWith('/auth/')) return '/';
  return raw;
}

/** The sign-in address that returns to `path` afterwards. */
export const signInPath = (path: string): string => `/auth?${RETURN_PARAM}=${encodeURIComponent(path)}`;
