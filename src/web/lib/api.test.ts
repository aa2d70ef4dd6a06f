import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import { ApiError, apiRequest, getQueryFn } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (status: number, body: string, statusText = '') => {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('API client (spec §7, §8)', () => {
  it('raises "STATUS: body" for a non-OK answer', async () => {
    stubFetch(401, '{"message":"Onjuist e-mailadres of wachtwoord"}');
    await expect(apiRequest('POST', '/api/login', { email: 'a' })).rejects.toThrow(
      '401: {"message":"Onjuist e-mailadres of wachtwoord"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(500, '', 'Internal Server Error');
    const err = await apiRequest('GET', '/x').catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('500: Internal Server Error');
  });

  it('reads a problem document (decision 171): message, else detail, and the failing fields', () => {
    const problem = {
      type: 'tag:skillsplatform.nl,2026:problem/validation',
      title: 'Bad Request',
      status: 400,
      detail: 'Voer een geldig e-mailadres in',
      message: 'Voer een geldig e-mailadres in',
      errors: [{ in: 'body', field: 'email', detail: 'Voer een geldig e-mailadres in' }],
    };
    const err = new ApiError(400, JSON.stringify(problem), 'Bad Request');
    expect(err.displayMessage).toBe('400: Voer een geldig e-mailadres in');
    expect(err.fieldErrors).toEqual({ email: 'Voer een geldig e-mailadres in' });
    const detailOnly = new ApiError(
      404,
      JSON.stringify({ ...problem, message: undefined, errors: undefined }),
      '',
    );
    expect(detailOnly.serverMessage).toBe('Voer een geldig e-mailadres in');
    expect(detailOnly.fieldErrors).toEqual({});
  });

  it('keeps the server message apart for toasts', () => {
    const err = new ApiError(409, '{"message":"Bestaat al"}', 'Conflict');
    expect(err.serverMessage).toBe('Bestaat al');
    expect(err.displayMessage).toBe('409: Bestaat al');
  });

  it('sends credentials always and a JSON body only with a payload', async () => {
    const fetchMock = stubFetch(200, '{}');
    await apiRequest('POST', '/api/logout');
    await apiRequest('POST', '/api/login', { email: 'x' });
    const [, first] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, second] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(first.credentials).toBe('include');
    expect(first.body).toBeUndefined();
    expect(first.headers).toEqual({ 'Accept-Language': 'nl' });
    expect(second.body).toBe('{"email":"x"}');
    expect(second.headers).toEqual({ 'Accept-Language': 'nl', 'Content-Type': 'application/json' });
  });

  it('asks the server for messages in the active language', async () => {
    const fetchMock = stubFetch(200, '{}');
    await setLanguage('en', { remember: false });
    try {
      await apiRequest('GET', '/api/user');
      await getQueryFn({ on401: 'throw' })({
        queryKey: ['/api/user'],
        signal: new AbortController().signal,
      } as never);
    } finally {
      await setLanguage('nl', { remember: false });
    }
    const headers = fetchMock.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].headers);
    expect(headers).toEqual([{ 'Accept-Language': 'en' }, { 'Accept-Language': 'en' }]);
  });

  it('the default query GETs the first key element; 401 can mean an empty result', async () => {
    stubFetch(401, '{"message":"Niet ingelogd"}');
    const ctx = { queryKey: ['/api/user'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx)).rejects.toThrow('401: {"message":"Niet ingelogd"}');
  });
});
