import { getLanguage } from '../i18n/language.ts';

/**
 * A GET of the API for the public pages' client (decision 500), as the app's `api()` asks it (its
 * cookie, the page's language); an answer that is not a 200 is an error. Only the public pages use
 * it: the app calls the API through lib/api.ts, typed by the OpenAPI document.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': getLanguage() },
    signal,
  });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}
