import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import { ApiError, api, apiQuery, apiUrl, errorText, nullOn401 } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

const stubFetch = (status: number, body: string, statusText = '') => {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('API client (spec §7, §8)', () => {
  it('raises "STATUS: body" for a non-OK answer', async () => {
    stubFetch(401, '{"message":"Onjuist e-mailadres of wachtwoord"}');
    await expect(api('post', '/api/login', { body: { email: 'a', password: 'x' } })).rejects.toThrow(
      '401: {"message":"Onjuist e-mailadres of wachtwoord"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(500, '', 'Internal Server Error');
    const err = await api('get', '/api/user').catch((e: ApiError) => e);
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
    expect(err.displayMessage).toBe('Voer een geldig e-mailadres in');
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
    expect(err.displayMessage).toBe('Bestaat al');
  });

  it('never shows a status code or a raw body to a person (issue 51)', async () => {
    await setLanguage('nl', { remember: false });
    const proxy = new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway');
    expect(proxy.displayMessage).toBe(
      'Er ging iets mis aan onze kant. Probeer het over een paar minuten opnieuw.',
    );
    expect(new ApiError(422, '', 'Unprocessable Entity').displayMessage).not.toMatch(/\d{3}|Unprocessable/);
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/^Geen verbinding met de server/);
    await setLanguage('en', { remember: false });
    expect(proxy.displayMessage).toBe('Something went wrong on our side. Try again in a few minutes.');
    await setLanguage('nl', { remember: false });
  });

  it('sends credentials always and a JSON body only with a payload', async () => {
    const fetchMock = stubFetch(200, '{}');
    await api('post', '/api/logout');
    await api('post', '/api/login', { body: { email: 'x', password: 'y' } });
    const [, first] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, second] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(first.credentials).toBe('include');
    expect(first.body).toBeUndefined();
    expect(first.headers).toEqual({ 'Accept-Language': 'nl' });
    expect(second.body).toBe('{"email":"x","password":"y"}');
    expect(second.headers).toEqual({ 'Accept-Language': 'nl', 'Content-Type': 'application/json' });
  });

  it('asks the server for messages in the active language', async () => {
    const fetchMock = stubFetch(200, '{}');
    await setLanguage('en', { remember: false });
    try {
      await api('get', '/api/user');
      await apiQuery('/api/user').queryFn?.({
        queryKey: ['/api/user'],
        signal: new AbortController().signal,
      } as never);
    } finally {
      await setLanguage('nl', { remember: false });
    }
    const headers = fetchMock.mock.calls.map((c) => (c as unknown as [string, RequestInit])[1].headers);
    expect(headers).toEqual([{ 'Accept-Language': 'en' }, { 'Accept-Language': 'en' }]);
  });

  it('a query GETs its URL, keyed by it; a 401 can mean signed out', async () => {
    const fetchMock = stubFetch(401, '{"message":"Niet ingelogd"}');
    const query = apiQuery('/api/courses/{id}/reviews', {
      path: { id: 7 },
      query: { limit: 10, cursor: 'WzFd' },
    });
    expect(query.queryKey).toEqual(['/api/courses/7/reviews?limit=10&cursor=WzFd']);
    const ctx = { queryKey: query.queryKey, signal: new AbortController().signal } as never;
    await expect(query.queryFn?.(ctx)).rejects.toThrow('401: {"message":"Niet ingelogd"}');
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/courses/7/reviews?limit=10&cursor=WzFd',
    );
    await expect(api('get', '/api/user').catch(nullOn401)).resolves.toBeNull();
  });

  it('fills path parameters (encoded) and leaves out undefined query values', () => {
    expect(apiUrl('get', '/api/credentials/{id}', { path: { id: 'a/b c' } })).toBe(
      '/api/credentials/a%2Fb%20c',
    );
    expect(apiUrl('get', '/api/vacancies', { query: { search: undefined } })).toBe('/api/vacancies');
  });

  it('sends a body with a file as multipart/form-data, without a JSON content type', async () => {
    const fetchMock = stubFetch(201, '{}');
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await api('post', '/api/user/documents', { body: { kind: 'cv', title: 'CV', file } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('title')).toBe('CV');
    expect(init.headers).toEqual({ 'Accept-Language': 'nl' });
  });
});
