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

/** How many events the talent dashboard's "Recente activiteit" shows: the feed's first page. */
export const RECENT_ACTIVITY_PAGE_SIZE = 10;
