import { isIP } from 'node:net';
import type { Said } from '../../../contracts/messages/define.ts';
import { OOAPI_MESSAGES } from '../../../contracts/messages/ooapi.ts';
import { addressAllowed, fetchGuarded, OutboundFetchError } from '../../security/outbound-fetch.ts';

/**
 * Reads an institute's own Open Education API (decision 326) with the rules for any server-side
 * fetch of a URL a user typed (security/outbound-fetch.ts: HTTPS, public addresses checked at
 * connect time, same-host redirects), a timeout and a size cap per answer, and a bounded number of
 * pages and requests.
 */

export interface FetchRules {
  /** OOAPI_ALLOW_LOOPBACK: loopback addresses and plain http (tests only; refused in production). */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Pages per list: a bound against a source that never ends (250 a page: 25,000 courses). */
  maxPages: number;
  /**
   * Requests for the lists themselves; the budget grows by `requestsPerCourse` for every course the
   * source lists (its offerings), so a big source is read whole and a looping one still stops.
   */
  maxRequests: number;
  requestsPerCourse: number;
}

export const DEFAULT_RULES: Omit<FetchRules, 'allowLoopback'> = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxPages: 100,
  maxRequests: 400,
  requestsPerCourse: 3,
};

/** The largest page the standard lets a client ask for (its `pageSize` enumeration). */
const PAGE_SIZE = '250';

/**
 * A source that answered wrongly, slowly or not at all: the run fails with this `reason` (a message
 * of contracts/messages/ooapi.ts, said in the request's language; `message` is its Dutch). `detail`
 * (the address refused, the socket's error code) goes to the log, never to the user.
 */
export class SourceError extends Error {
  constructor(
    readonly reason: Said,
    readonly detail?: string,
  ) {
    super(reason.nl);
  }
}

/**
 * The one message for a source the server cannot or may not reach (issue 47): the same for an
 * address of the special-purpose registries, the server's own address and every socket error, so
 * the preview is no port scanner; the log has the detail.
 */
const UNREACHABLE = OOAPI_MESSAGES['ooapi.source_cannot_reached'];

/** A 404: the source does not serve this path (an optional route of the standard, or a wrong id). */
class NotServed extends SourceError {
  constructor(path: string) {
    super(OOAPI_MESSAGES['ooapi.source_not_serving']({ path }));
  }
}

/** The base URL's own check before any request: scheme, no credentials, no fragment. */
export function checkBaseUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SourceError(OOAPI_MESSAGES['ooapi.base_url_not_valid']);
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:'))
    throw new SourceError(OOAPI_MESSAGES['ooapi.source_base_url_https']);
  if (url.username || url.password) throw new SourceError(OOAPI_MESSAGES['ooapi.base_url_not_contain']);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !addressAllowed(host, allowLoopback))
    throw new SourceError(OOAPI_MESSAGES['ooapi.base_url_points_internal']);
  return url;
}

/** The source's own words for a fetch the rules refused. */
function sourceMessage(err: OutboundFetchError, rules: FetchRules): Said {
  switch (err.reason) {
    case 'address':
    case 'network':
      return UNREACHABLE;
    case 'scheme':
      return OOAPI_MESSAGES['ooapi.source_refers_address_without'];
    case 'too_large':
      return OOAPI_MESSAGES['ooapi.source_too_large']({ kb: Math.round(rules.maxBytes / 1024) });
    case 'timeout':
      return OOAPI_MESSAGES['ooapi.source_did_not_answer'];
    case 'other_host':
      return OOAPI_MESSAGES['ooapi.source_redirects_another_host'];
    case 'too_many_redirects':
      return OOAPI_MESSAGES['ooapi.source_redirects_too_often'];
  }
}

/** One GET of a JSON answer under the rules (security/outbound-fetch.ts), with a bearer token when set. */
export async function getJson(url: URL, token: string | null, rules: FetchRules): Promise<unknown> {
  const { status, body } = await fetchGuarded(url, {
    allowLoopback: rules.allowLoopback,
    timeoutMs: rules.timeoutMs,
    maxBytes: rules.maxBytes,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch((err: unknown) => {
    if (err instanceof OutboundFetchError)
      throw new SourceError(sourceMessage(err, rules), `${err.reason}: ${err.detail ?? ''} (${url.host})`);
    throw new SourceError(UNREACHABLE, `${(err as { code?: string }).code ?? String(err)} (${url.host})`);
  });
  if (status === 404) throw new NotServed(url.pathname);
  if (status === 401 || status === 403)
    throw new SourceError(OOAPI_MESSAGES['ooapi.source_refuses_access']({ status }));
  if (status !== 200)
    throw new SourceError(OOAPI_MESSAGES['ooapi.source_http_status']({ status, path: url.pathname }));
  try {
    return JSON.parse(body);
  } catch {
    throw new SourceError(OOAPI_MESSAGES['ooapi.source_invalid_json']({ path: url.pathname }));
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every item of a paged OEAPI list, page by page, within the rules' page bound. */
async function allPages(
  base: URL,
  path: string,
  query: Record<string, string>,
  token: string | null,
  rules: FetchRules,
  budget: Budget,
) {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    if (page > rules.maxPages)
      throw new SourceError(OOAPI_MESSAGES['ooapi.source_too_many_pages']({ max: rules.maxPages, path }));
    if (++budget.requests > budget.max) throw new SourceError(OOAPI_MESSAGES['ooapi.source_takes_too_many']);
    const url = new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base);
    for (const [k, v] of Object.entries({ ...query, pageSize: PAGE_SIZE, pageNumber: String(page) }))
      url.searchParams.set(k, v);
    const answer = await getJson(url, token, rules);
    if (!isObject(answer) || !Array.isArray(answer.items) || typeof answer.hasNextPage !== 'boolean')
      throw new SourceError(OOAPI_MESSAGES['ooapi.source_not_a_page']({ path }));
    for (const item of answer.items) {
      if (!isObject(item)) throw new SourceError(OOAPI_MESSAGES['ooapi.source_invalid_item']({ path }));
      items.push(item);
    }
    if (!answer.hasNextPage) return items;
  }
}

interface Budget {
  requests: number;
  max: number;
}

export interface SourceCourse {
  course: Json;
  offerings: Json[];
}

/** The id of the course an offering belongs to (`courseId`, or an expanded `course`). */
const courseIdOf = (o: Json) =>
  typeof o.courseId === 'string'
    ? o.courseId
    : isObject(o.course) && typeof o.course.courseId === 'string'
      ? o.course.courseId
      : null;

/**
 * The source's courses (of one organisation, when given) with each course's offerings. With an
 * organisation the offerings come from the standard's `/organisations/{id}/course-offerings`, a few
 * pages for the whole catalogue; a source that does not serve it (404) is asked per course.
 */
export async function readSource(
  source: { baseUrl: string; organisationId: string | null; token: string | null },
  rules: FetchRules,
): Promise<SourceCourse[]> {
  const base = checkBaseUrl(source.baseUrl, rules.allowLoopback);
  const budget: Budget = { requests: 0, max: rules.maxRequests };
  const organisation = source.organisationId
    ? `/organisations/${encodeURIComponent(source.organisationId)}`
    : null;
  const courses = await allPages(base, `${organisation ?? ''}/courses`, {}, source.token, rules, budget);
  budget.max += courses.length * rules.requestsPerCourse;
  // Without an organisation id, a source that serves several organisations' courses (another
  // platform's whole catalogue) would make them all this institute's own.
  const organisations = new Set(courses.map((c) => c.organisationId).filter((id) => typeof id === 'string'));
  if (!organisation && organisations.size > 1)
    throw new SourceError(
      OOAPI_MESSAGES['ooapi.source_several_organisations']({ count: organisations.size }),
    );
  if (organisation) {
    const offerings = await allPages(
      base,
      `${organisation}/course-offerings`,
      {},
      source.token,
      rules,
      budget,
    ).catch((err) => {
      if (err instanceof NotServed) return null;
      throw err;
    });
    if (offerings) {
      const byCourse = new Map<string, Json[]>();
      for (const o of offerings) {
        const id = courseIdOf(o);
        if (id) byCourse.set(id, [...(byCourse.get(id) ?? []), o]);
      }
      return courses.map((course) => ({
        course,
        offerings: typeof course.courseId === 'string' ? (byCourse.get(course.courseId) ?? []) : [],
      }));
    }
  }
  const out: SourceCourse[] = [];
  for (const course of courses) {
    const id = typeof course.courseId === 'string' ? course.courseId : null;
    const offerings = id
      ? await allPages(
          base,
          `/courses/${encodeURIComponent(id)}/course-offerings`,
          {},
          source.token,
          rules,
          budget,
        )
      : [];
    out.push({ course, offerings });
  }
  return out;
}
