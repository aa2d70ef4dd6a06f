/**
 * A page's first load (decision 158, issue 52 part 2; decision 488), declared once beside the page in
 * `src/web/features/<feature>/first-load.ts`: the path it answers, its page module and chunk group,
 * and the API GETs whose answers the server embeds in its first HTML. `npm run generate` collects
 * every declaration into `first-load.generated.ts` (the server may not import the web app); the
 * server (`http/web-app.ts`), the web's priming (`web/lib/first-load.ts`) and the build's chunk
 * groups (`vite.config.ts`) all read them through the functions below, so none names a page itself.
 */

import type { PublicPage } from '../domain/public-pages/index.ts';

/** Who lands on the page with its chunks announced: anyone, only someone signed in, or only a visitor. */
export type FirstLoadVisitors = 'anyone' | 'signedIn' | 'signedOut';

/**
 * The chunk groups of the app's build, in the order they claim a shared module (the first listed
 * wins it, vite.config.ts): what the header loads for anyone signed in, then the signed-in pages
 * people land on, then the public pages as the app shows them to someone signed in. A visitor who
 * is not signed in gets the public pages from their own light client and build (decision 500), so
 * the signed-in groups come first: a signed-in page loads none of the public pages' groups.
 */
export const CHUNK_GROUPS = [
  'signed-in-shell',
  'signed-in',
  'catalogue',
  'course-detail',
  'landing',
  'verify',
] as const;
export type ChunkGroup = (typeof CHUNK_GROUPS)[number];

/** The header's controls for a signed-in user (src/web/app/Header.tsx loads them lazily): announced for anyone signed in. */
export const SIGNED_IN_SHELL = { module: 'app/SignedInControls.tsx', group: 'signed-in-shell' } as const;

/** One API GET a page makes before its first screen, whose answer the first HTML embeds. */
export interface FirstLoadRead {
  /** The API path, `{name}` for the page's path parameter `:name` (`/api/courses/{id}`). */
  api: string;
  /** The query, in the order the web app builds it (the embedded URL must be the one it asks). */
  query?: Readonly<Record<string, string | number>>;
  /**
   * For whom: `anyone` (asked beside the session, signed in or not), `signedIn` (once the session
   * says someone is), or the roles (`userType`) it is asked for.
   */
  for: 'anyone' | 'signedIn' | readonly string[];
}

/** A page's first load, declared beside the page. */
export interface FirstLoadPage {
  /** The paths it answers, as in the web's route table (`/courses/:id`). */
  paths: readonly string[];
  /** A pattern (regular-expression source) per path parameter that its reads need; else no reads. */
  params?: Readonly<Record<string, string>>;
  visitors: FirstLoadVisitors;
  /** The page module, relative to src/web (a key of Vite's manifest). */
  module: string;
  /** The chunk group of what the page module reaches by static imports. */
  group: ChunkGroup;
  /** A module the page loads lazily for some roles, in its group: the group's chunk is announced to them. */
  lazy?: { module: string; roles: readonly string[] };
  /** Its reads only for the address without a query string (a query asks for other data). */
  withoutQuery?: boolean;
  reads?: readonly FirstLoadRead[];
  /**
   * Rendered on the server for a visitor not signed in (decision 430), with the head of this kind
   * of public page; its own thing (the catalogue's first page, the course, the credential) is its
   * first read's answer.
   */
  rendered?: PublicPage['page'];
}

/** An API URL: path parameters filled in (encoded), the query's defined values appended in order. */
export function apiPathUrl(path: string, params?: object, query?: object): string {
  let url = path;
  for (const [name, value] of Object.entries(params ?? {})) {
    url = url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

const decoded = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** The path parameters of `pathname` on one of the page's paths (each segment as sent), or null. */
function matchedParams(page: FirstLoadPage, pathname: string): Record<string, string> | null {
  const segments = pathname.split('/');
  for (const pattern of page.paths) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = parts.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      params[part.slice(1)] = segments[i];
      return segments[i] !== '';
    });
    if (fits) return params;
  }
  return null;
}

/**
 * The page's path parameters for its reads (decoded), or null when `pathname` is not the page or a
 * parameter does not have the form its reads need (`/courses/abc`: the page, but no course to ask).
 */
export function readParams(page: FirstLoadPage, pathname: string): Record<string, string> | null {
  const params = matchedParams(page, pathname);
  if (!params) return null;
  for (const [name, pattern] of Object.entries(page.params ?? {})) {
    if (!new RegExp(`^(?:${pattern})$`).test(params[name] ?? '')) return null;
  }
  return Object.fromEntries(Object.entries(params).map(([name, raw]) => [name, decoded(raw)]));
}

/** The URL of a read on the page with these parameters, exactly as the web app builds it. */
export const readUrl = (read: FirstLoadRead, params: Record<string, string>) =>
  apiPathUrl(read.api, params, read.query);

const shownTo = (page: FirstLoadPage, signedIn: boolean) =>
  page.visitors === 'anyone' || (page.visitors === 'signedIn') === signedIn;

/** The page a first visit to `pathname` lands on, for a visitor signed in or not. */
export const landingPage = (pages: readonly FirstLoadPage[], pathname: string, signedIn: boolean) =>
  pages.find((p) => shownTo(p, signedIn) && matchedParams(p, pathname) !== null);

/**
 * The pages' reads for `pathname?search`: with `userType` null those asked for anyone, beside the
 * session; with a role (once the session is known) those asked for someone signed in or that role.
 */
export function firstLoadUrls(
  pages: readonly FirstLoadPage[],
  pathname: string,
  search: string,
  userType: string | null,
): string[] {
  return pages.flatMap((page) => {
    if (page.withoutQuery && search !== '') return [];
    if (userType !== null && !shownTo(page, true)) return [];
    const params = readParams(page, pathname);
    if (!params) return [];
    const wanted = (read: FirstLoadRead) =>
      userType === null
        ? read.for === 'anyone'
        : read.for === 'signedIn' || (Array.isArray(read.for) && read.for.includes(userType));
    return (page.reads ?? []).filter(wanted).map((read) => readUrl(read, params));
  });
}
