import type { QueryFunction } from '@tanstack/react-query';
import type { ErrorBody } from '../../contracts/common.ts';
import { getLanguage } from '../i18n/index.ts';
import { fetchFirstLoad } from './boot.ts';

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
  /** The parsed problem document, when the body is one. */
  get problem(): Partial<ErrorBody> | null {
    try {
      const parsed = JSON.parse(this.body) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    } catch {
      return null;
    }
  }
  /** The server's sentence for the user (`message`, else `detail`), else the raw text. */
  get serverMessage(): string {
    const p = this.problem;
    if (typeof p?.message === 'string') return p.message;
    if (typeof p?.detail === 'string') return p.detail;
    return this.body;
  }
  /** A validation problem's failing fields by name (`email` → its sentence). */
  get fieldErrors(): Record<string, string> {
    const list = Array.isArray(this.problem?.errors) ? (this.problem?.errors ?? []) : [];
    return Object.fromEntries(list.map((e) => [e.field, e.detail]));
  }
  /** For toasts: `STATUS: server message` instead of the raw JSON body. */
  get displayMessage(): string {
    return `${this.status}: ${this.serverMessage || this.message}`;
  }
}

/** The text to show for any error thrown by a query or mutation. */
export const errorText = (err: unknown) =>
  err instanceof ApiError ? err.displayMessage : String((err as Error)?.message ?? err);

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

/** Sends credentials and the UI language (so server messages match it) always, and a JSON body with its content type only when there is a payload. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetchFirstLoad(url, {
    method,
    credentials: 'include',
    headers: {
      'Accept-Language': getLanguage(),
      ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * The query key of a GET whose answer is written in the UI language (scan texts, activity lines):
 * each language is cached apart, so switching the language fetches the other one at once.
 */
export const localizedKey = (url: string) => [url, getLanguage()] as const;

export type On401 = 'returnNull' | 'throw';

/** The default query: a GET to the query key's first element, parsed as JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetchFirstLoad(String(queryKey[0]), {
      credentials: 'include',
      signal,
      headers: { 'Accept-Language': getLanguage() },
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
