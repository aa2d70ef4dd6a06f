import { BOOT_ELEMENT_ID, type BootData } from '../../contracts/boot.ts';
import { getLanguage } from '../i18n/index.ts';
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
