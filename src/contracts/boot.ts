/**
 * First-load answers (decision 158): the server embeds, in the HTML of a first visit, the answers of
 * the API GETs the page makes before it can show anything, so the app renders at once instead of
 * asking for them after its scripts have loaded. The app uses an answer once, only when it is for
 * the exact URL and language it would have requested; anything else goes to the network as usual.
 */

/** The `<script type="application/json">` element that carries the answers. */
export const BOOT_ELEMENT_ID = 'boot-data';

/** The catalogue's page size: its first page is one of the embedded answers. */
export const CATALOGUE_PAGE_SIZE = 24;

export interface BootAnswer {
  status: number;
  /** The response body, as sent. */
  body: string;
  /** The response headers the app reads (content type, Link). */
  headers: Record<string, string>;
}

export interface BootData {
  /** The language the answers were made in (the app's language on a first visit). */
  language: 'nl' | 'en';
  /** By request URL (path and query, exactly as the app builds it). */
  answers: Record<string, BootAnswer>;
}

/** The catalogue's first page without filters, in the order the app builds its query string. */
export const catalogueFirstPageUrl = () => `/api/courses?limit=${CATALOGUE_PAGE_SIZE}`;

/** How many events the talent dashboard's "Recente activiteit" shows: the feed's first page. */
export const RECENT_ACTIVITY_PAGE_SIZE = 10;

/** The dashboard's page of recent activity, exactly as the app builds its URL (an embedded answer). */
export const recentActivityFirstPageUrl = () =>
  `/api/user/recent-activity?limit=${RECENT_ACTIVITY_PAGE_SIZE}`;

/**
 * The API GETs a first visit to `pathname?search` makes before its first screen: the session on
 * every page, then the page's own data for the public pages a visitor lands on.
 */
export function bootApiUrls(pathname: string, search: string): string[] {
  const urls = ['/api/user'];
  if (pathname === '/courses' && search === '') urls.push(catalogueFirstPageUrl());
  const detail = /^\/courses\/([1-9]\d{0,8})$/.exec(pathname);
  if (detail) urls.push(`/api/courses/${detail[1]}`);
  const credential = CREDENTIAL_PAGE.exec(pathname);
  if (credential) urls.push(credentialPageUrl(credential[1]));
  return urls;
}

/** /verify/{id} with a credential's id (a UUID, any case). */
const CREDENTIAL_PAGE =
  /^\/verify\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** The credential a /verify/{id} page shows, exactly as the app builds its URL. */
export const credentialPageUrl = (id: string) => `/api/credentials/${encodeURIComponent(id)}`;

/** The vacancies list without a search (the signed-in /vacatures page's first GET). */
export const VACANCIES_LIST_URL = '/api/vacancies';

/**
 * The signed-in pages' first GETs, asked once the session is known (the role decides):
 * the talent dashboard's tiles and scan card, the passport's scan and courses, the vacancies list (and a talent's
 * own applications). Exactly the URLs the app builds, so it takes them instead of asking.
 */
export function signedInBootApiUrls(pathname: string, search: string, userType: string): string[] {
  if (search !== '') return [];
  const talent = userType === 'talent';
  if ((pathname === '/' || pathname === '/dashboard') && talent) {
    return [
      '/api/user/enrollments',
      '/api/user/credentials',
      '/api/user/skills-match',
      '/api/user/assessments',
      recentActivityFirstPageUrl(),
      // The scan card: asked after the first render it pushed the cards below it down (CLS).
      '/api/user/scan-result',
    ];
  }
  if (pathname === '/skills-passport' && talent) return ['/api/user/scan-result', '/api/user/enrollments'];
  if (pathname === '/vacatures')
    return talent ? [VACANCIES_LIST_URL, '/api/user/applications'] : [VACANCIES_LIST_URL];
  return [];
}
