import type { QueryClient } from '@tanstack/react-query';
import { BOOT_ELEMENT_ID, type BootData } from '../../contracts/boot.ts';
import { type FirstLoadPage, readParams, readUrl } from '../../contracts/first-load.ts';
import { getLanguage } from '../i18n/language.ts';
import { renderScope } from './render-scope.ts';

let pageBoot: BootData | null | undefined;

/** The answers of this page (a server render: its own, from its scope). */
function bootData(): BootData | null {
  const scope = renderScope();
  if (scope) return scope.boot;
  pageBoot ??= readBoot();
  return pageBoot;
}

/** The language the embedded answers were made in (and a server-rendered page was rendered in). */
export function bootLanguage(): BootData['language'] | null {
  return bootData()?.language ?? null;
}

function readBoot(): BootData | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as BootData;
  } catch {
    return null;
  }
}

/** Whether the first page holds a usable answer for a GET of `url` (it is not taken). */
export function hasBootAnswer(url: string): boolean {
  const boot = bootData();
  return Boolean(boot?.answers[url]) && boot?.language === getLanguage();
}

/**
 * The answer the server embedded in the first page for a GET of `url` (decision 158), once: a
 * refetch goes to the network. Null when there is none or it was made in another language.
 */
export function takeBootAnswer(url: string): Response | null {
  const boot = bootData();
  const answer = boot?.answers[url];
  if (!boot || !answer) return null;
  delete boot.answers[url];
  if (boot.language !== getLanguage()) return null;
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** fetch(), answered from the first page's embedded answers when it holds this GET. */
export function fetchFirstLoad(url: string, init: RequestInit = {}): Promise<Response> {
  const embedded = (init.method ?? 'GET') === 'GET' ? takeBootAnswer(url) : null;
  return embedded ? Promise.resolve(embedded) : fetch(url, init);
}

type ReadApi<P extends FirstLoadPage> = NonNullable<P['reads']>[number]['api'];

/**
 * How a page puts each read its first-load.ts declares into a query cache, by the read's API path:
 * the query the page renders from. `tsc` asks for one per declared read, and no other.
 */
export type FirstLoadPrimers<P extends FirstLoadPage> = {
  [A in ReadApi<P>]: (client: QueryClient, params: Record<string, string>) => Promise<unknown>;
};

/**
 * The data the first HTML embedded for a page (decision 158) into the cache before its first render:
 * each read the page declares (decision 488) whose answer, at the URL the server asked, is there.
 * The page then renders once, with its content, not skeletons and then content. Nothing embedded
 * (an in-app navigation, another role, a search): nothing to do. `pathname` gives a page with path
 * parameters its own (a course's id); the other pages are the same page wherever the app is.
 */
export function primeFirstLoad<P extends FirstLoadPage>(
  page: P,
  primers: FirstLoadPrimers<P>,
  client: QueryClient,
  pathname = '',
): Promise<unknown> {
  const params = page.params ? readParams(page, pathname) : {};
  if (!params) return Promise.resolve();
  return Promise.all(
    (page.reads ?? []).map(
      (read) => hasBootAnswer(readUrl(read, params)) && primers[read.api as ReadApi<P>](client, params),
    ),
  );
}

/**
 * The embedded answer for a GET of `url`, read as it is (not taken): its status and parsed body. The
 * public pages' client renders from it on the server and in the browser alike (decision 500).
 */
export function readBootAnswer<T>(url: string): { status: number; body: T | null } | null {
  const answer = bootData()?.answers[url];
  if (!answer) return null;
  try {
    return { status: answer.status, body: JSON.parse(answer.body) as T };
  } catch {
    return { status: answer.status, body: null };
  }
}
