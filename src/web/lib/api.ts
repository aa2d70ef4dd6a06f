import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ErrorBody } from '../../contracts/common.ts';
import { apiPathUrl } from '../../contracts/first-load.ts';
import { PAGE_MAX_LIMIT } from '../../contracts/page-limits.ts';
import { getLanguage, t } from '../i18n/index.ts';
import type { paths } from './api-types.generated.ts';
import { fetchFirstLoad } from './boot.ts';

/**
 * The web app's one way to call the API, typed by the OpenAPI document's `paths`
 * (api-types.generated.ts, written by `npm run generate`): the path, its method, its path and query
 * parameters, its body and its answer are what the route declares, so a call cannot name a path
 * the server lacks, send a body it refuses or read an answer as another type (decision 375).
 * Every call sends credentials and the UI language, a JSON body only when there is one, and is
 * answered from the first page's embedded answers when it holds that GET (decision 158).
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** No input at all: a call whose input has no required part may leave it out. */
type Empty = Record<never, never>;

/** The paths that have an operation for a method: `ApiPath<'get'>`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

type Operation<M extends Method, P extends ApiPath<M>> = NonNullable<paths[P][M]>;
type Parameters<O> = O extends { parameters: infer X } ? X : never;

type PathPart<O> = Parameters<O> extends { path: infer X } ? { path: X } : { path?: undefined };
type QueryPart<O> = [NonNullable<Parameters<O> extends { query?: infer Q } ? Q : never>] extends [never]
  ? { query?: undefined }
  : Parameters<O> extends { query: infer Q }
    ? { query: Q }
    : { query?: NonNullable<Parameters<O> extends { query?: infer Q } ? Q : never> };
/** A multipart form's fields: a file field (binary, a string in the document) takes a Blob. */
type Multipart<F> = { [K in keyof F]: F[K] | Blob };
type BodyOf<O> = O extends { requestBody?: infer R }
  ? NonNullable<R> extends { content: infer C }
    ? C extends { 'multipart/form-data': infer F }
      ? Multipart<F>
      : C[keyof C]
    : never
  : never;
type BodyPart<O> = [BodyOf<O>] extends [never]
  ? { body?: undefined }
  : O extends { requestBody: unknown }
    ? { body: BodyOf<O> }
    : { body?: BodyOf<O> };

/** What a call of `path` with `method` takes: its path and query parameters and its body. */
export type ApiInput<M extends Method, P extends ApiPath<M>> = PathPart<Operation<M, P>> &
  QueryPart<Operation<M, P>> &
  BodyPart<Operation<M, P>>;

type Success = 200 | 201 | 202 | 203 | 204;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : null;
/** The answer of a successful call: the body of its 2xx responses, null for 204 No Content. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Operation<M, P> extends { responses: infer R }
    ? { [S in keyof R & Success]: ContentOf<R[S]> }[keyof R & Success]
    : never;

/** The URL of a call: path parameters filled in, the query's defined values appended in order. */
export function apiUrl<M extends Method, P extends ApiPath<M>>(
  _method: M,
  path: P,
  input: ApiInput<M, P> | undefined,
): string {
  // Read through unknown: the union of every route's input is too large for the compiler to narrow.
  const { path: params, query } = ((input as unknown) ?? {}) as { path?: object; query?: object };
  // The one URL builder: the server builds the first-load URLs it embeds with it too (decision 488).
  return apiPathUrl(path, params, query);
}

/** Per call: an abort signal, the HTTP cache mode, the language to ask in (default: the UI's). */
export interface CallInit {
  signal?: AbortSignal;
  cache?: RequestCache;
  language?: string;
}
type CallArgs<M extends Method, P extends ApiPath<M>> =
  Empty extends ApiInput<M, P>
    ? [input?: ApiInput<M, P>, init?: CallInit]
    : [input: ApiInput<M, P>, init?: CallInit];

/** The answer with its response (for headers such as Link or ETag). */
export interface ApiResult<A> {
  data: A;
  response: Response;
}

/** A body with a file (a Blob field) goes as multipart/form-data; anything else as JSON. */
function multipart(body: unknown): FormData | undefined {
  if (!body || typeof body !== 'object' || !Object.values(body).some((v) => v instanceof Blob))
    return undefined;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined) form.set(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The raw response of a call (a file download: the bytes as sent); throws ApiError when not OK. */
export async function apiRaw<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[input, init = {}]: CallArgs<M, P>
): Promise<Response> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const form = multipart(body);
  const response = await fetchFirstLoad(apiUrl(method, path, input), {
    method: method.toUpperCase(),
    credentials: 'include',
    signal: init.signal,
    cache: init.cache,
    headers: {
      'Accept-Language': init.language ?? getLanguage(),
      ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
    },
    // A form's content type (with its boundary) is set by the browser.
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Calls the API: `apiCall('post', '/api/courses/{id}/enroll', { path: { id }, body: { runId } })`.
 * The answer is typed by the route's declared responses: the one place the web reads JSON.
 */
export async function apiCall<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...args: CallArgs<M, P>
): Promise<ApiResult<ApiAnswer<M, P>>> {
  const response = await apiRaw(method, path, ...args);
  const text = await response.text();
  // The server validates every answer against the declared schema under test; JSON.parse is `any`.
  const data: ApiAnswer<M, P> = text ? JSON.parse(text) : null;
  return { data, response };
}

/** Calls the API and gives the answer only. */
export async function api<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...args: CallArgs<M, P>
): Promise<ApiAnswer<M, P>> {
  return (await apiCall(method, path, ...args)).data;
}

/** A 401 read as "signed out" (null) instead of an error: the session and what only it may read. */
export function nullOn401(err: unknown): null {
  if (err instanceof ApiError && err.status === 401) return null;
  throw err;
}

type GetArgs<P extends ApiPath<'get'>> =
  Empty extends ApiInput<'get', P>
    ? [input?: ApiInput<'get', P>, options?: { localized?: boolean }]
    : [input: ApiInput<'get', P>, options?: { localized?: boolean }];

/**
 * The query of a GET, keyed by its URL (`['/api/user/skills']`; so a feature invalidates by URL or
 * prefix) and, with `localized`, the UI language too (answers worded by the server: each language
 * is cached apart, so switching fetches the other one at once).
 */
export function apiQuery<P extends ApiPath<'get'>>(path: P, ...[input, options]: GetArgs<P>) {
  const url = apiUrl('get', path, input);
  return queryOptions({
    queryKey: options?.localized ? [url, getLanguage()] : [url],
    queryFn: ({ signal }) => api('get', path, ...([input, { signal }] as CallArgs<'get', P>)),
  });
}

/** The GET paths whose answer is a page of a list (`{ items, nextCursor }`, decision 360). */
export type PagedPath = {
  [P in ApiPath<'get'>]: ApiAnswer<'get', P> extends { items: unknown[] } ? P : never;
}[ApiPath<'get'>];
/** One item of a paged list's answer. */
export type ItemOf<P extends PagedPath> = ApiAnswer<'get', P> extends { items: (infer I)[] } ? I : never;
interface PageOf<P extends PagedPath> {
  items: ItemOf<P>[];
  nextCursor?: string | null;
}

/** One page of a paged list: the input's query with the page's cursor and size. */
async function fetchPage<P extends PagedPath>(
  path: P,
  input: ApiInput<'get', P> | undefined,
  page: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<PageOf<P>> {
  const query = {
    ...(input as { query?: object } | undefined)?.query,
    ...(page.limit ? { limit: page.limit } : {}),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
  const args = [{ ...input, query }, { signal }] as unknown as CallArgs<'get', P>;
  // A paged path's answer is a page (PagedPath); the generic answer type cannot show it here.
  return (await api('get', path, ...args)) as PageOf<P>;
}

/**
 * Every item of a list route, following `nextCursor` (decision 360): for a screen that needs the
 * whole list at once (a choice list, a count). The first page is the plain URL (the one a first load
 * may have embedded, decision 158); the rest come in the largest pages.
 */
export async function apiAllItems<P extends PagedPath>(
  path: P,
  input?: ApiInput<'get', P>,
  signal?: AbortSignal,
): Promise<ItemOf<P>[]> {
  const items: ItemOf<P>[] = [];
  let cursor: string | null | undefined = null;
  do {
    const page: PageOf<P> = await fetchPage(
      path,
      input,
      cursor ? { cursor, limit: PAGE_MAX_LIMIT } : {},
      signal,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The query of a whole list (every page), keyed by its URL (and language) like `apiQuery`. */
export function apiListQuery<P extends PagedPath>(
  path: P,
  input?: ApiInput<'get', P>,
  options?: { localized?: boolean },
) {
  const url = apiUrl('get', path, input);
  return queryOptions({
    queryKey: options?.localized ? [url, getLanguage()] : [url],
    queryFn: ({ signal }) => apiAllItems(path, input, signal),
  });
}

/**
 * A list route as an infinite query: one page at a time, `fetchNextPage()` behind "Meer laden".
 * The key starts with the URL, so invalidating the URL refreshes it like any other query.
 */
export function apiPagedQuery<P extends PagedPath>(path: P, limit?: number, input?: ApiInput<'get', P>) {
  return infiniteQueryOptions({
    queryKey: [apiUrl('get', path, input), 'pages'],
    queryFn: ({ pageParam, signal }) => fetchPage(path, input, { cursor: pageParam, limit }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PageOf<P>) => last.nextCursor ?? null,
  });
}

/** What the app reads of a problem document (decision 171). */
type Problem = Partial<Pick<ErrorBody, 'message' | 'detail'>> & {
  /** The problem's stable code (`ooapi.confirm_archive`): what a screen branches on, never the text. */
  code?: string;
  errors: { field: string; detail: string }[];
};

/**
 * A non-OK answer: the message is `STATUS: body` (spec §8). The server answers errors as RFC 9457
 * problems (decision 171): the sentence to show is `message` (the same as `detail`), in the UI
 * language; a validation problem lists the failing fields in `errors`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
  /** The problem document's fields the app shows, each checked (never assumed) when the body is one. */
  get problem(): Problem | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.body);
    } catch {
      return null;
    }
    if (!parsed || typeof parsed !== 'object') return null;
    const { message, detail, errors, code } = parsed as Record<string, unknown>;
    const fields = Array.isArray(errors) ? errors : [];
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
      detail: typeof detail === 'string' ? detail : undefined,
      errors: fields.flatMap((e) =>
        typeof e?.field === 'string' && typeof e?.detail === 'string'
          ? [{ field: e.field, detail: e.detail }]
          : [],
      ),
    };
  }
  /** The problem's stable cause (`auth.wrong_password`, …; http/problem-codes.ts), when the body is a problem. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { code?: unknown } | null;
      return typeof parsed?.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }
  /**
   * The server's sentence for the user (`message`, else `detail`, in the UI language). An answer that
   * is no problem document (a proxy's error page, an empty body) gets the web's own sentence of what
   * to do next: never the raw body or the status code (issue 51).
   */
  get serverMessage(): string {
    const p = this.problem;
    return p?.message ?? p?.detail ?? (this.status >= 500 ? t.common.errors.server : t.common.errors.request);
  }
  /** A validation problem's failing fields by name (`email` → its sentence). */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.problem?.errors ?? []).map((e) => [e.field, e.detail]));
  }
  /** What a toast or a form shows: the server's sentence, never `STATUS:` before it (issue 51). */
  get displayMessage(): string {
    return this.serverMessage;
  }
}

/**
 * The text to show for any error thrown by a query or mutation: an API error's sentence, else (the
 * request never reached the server: `TypeError: Failed to fetch`) what to do about the connection.
 */
export const errorText = (err: unknown) =>
  err instanceof ApiError
    ? err.displayMessage
    : err instanceof TypeError
      ? t.common.errors.network
      : String(err instanceof Error ? err.message : err);

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}
