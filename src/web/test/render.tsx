/**
 * Component tests' harness: the app's providers around a screen (the app's own query client, a
 * memory router, the toaster) and the network stubbed at `fetch` with answers typed by the API's
 * routes (`ApiAnswer`, from the OpenAPI document), so a fixture that drifts from a contract fails
 * `tsc`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { PublicUser } from '../../contracts/auth.ts';
import { type AnyProblem, dutchText } from '../../contracts/problems/define.ts';
import { HTTP_PROBLEMS } from '../../contracts/problems/http.ts';
import { RouterLinks } from '../app/router-links.tsx';
import type { ApiAnswer, ApiPath } from '../lib/api.ts';
import { queryClient } from '../lib/query-client.ts';
import { Toaster } from '../ui/toast.tsx';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a stubbed route was called with. */
export interface Call {
  method: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
}

interface StubRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  reply: (call: Call) => unknown;
}

/**
 * A problem answer as the server sends one (decisions 171, 475): a catalogue entry
 * (`contracts/problems/<feature>.ts`) with its parameters, its Dutch text as `message`.
 */
export function problem(def: AnyProblem, params?: unknown): Response {
  const message = dutchText(def, params);
  const body = { title: 'Error', status: def.status, detail: message, message, code: def.code };
  return new Response(JSON.stringify(body), {
    status: def.status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** The stubbed API: declare routes with `on`, read what was sent with `calls`. */
export class FakeApi {
  private routes: StubRoute[] = [];
  readonly calls: Call[] = [];

  /**
   * Answers `method path` with the handler's value (typed as the route's declared answer), or with
   * a Response it returns (a problem, a 204). A later declaration of the same route wins.
   */
  on<M extends Method, P extends ApiPath<M>>(
    method: M,
    path: P,
    handler: (call: Call) => ApiAnswer<M, P> | Response | Promise<ApiAnswer<M, P> | Response>,
  ): this {
    const names: string[] = [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.unshift({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${source}$`),
      names,
      reply: handler,
    });
    return this;
  }

  /** The calls of one route (`PUT /api/user/scan-draft/{question}`). */
  callsOf(method: Method, path: string): Call[] {
    const route = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    return this.calls.filter((c) => c.method === method.toUpperCase() && route.test(c.url.pathname));
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    for (const route of this.routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1])]));
      const call: Call = { method, url, params, body: text ? JSON.parse(text) : init.body };
      this.calls.push(call);
      const answer = await route.reply(call);
      if (answer instanceof Response) return answer;
      if (answer === null || answer === undefined) return new Response(null, { status: 204 });
      return Response.json(answer);
    }
    this.calls.push({ method, url, params: {}, body: text });
    // Not stubbed: a 404 that names the call, in the failing test's output.
    return Response.json({ status: 404, message: `Not stubbed: ${method} ${url.pathname}` }, { status: 404 });
  };
}

/** A fresh stubbed API as `fetch`; signed in as `user` (null: signed out, GET /api/user answers 401). */
export function fakeApi(user: PublicUser | null): FakeApi {
  const api = new FakeApi();
  api.on('get', '/api/user', () =>
    user ? { ...user, mfaSetupRequired: false } : problem(HTTP_PROBLEMS['auth.unauthenticated']),
  );
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** A user as GET /api/user answers it. */
export function aUser(
  userType: PublicUser['userType'] = 'talent',
  over: Partial<PublicUser> = {},
): PublicUser {
  return {
    id: 'u-1',
    email: 'sanne@example.nl',
    firstName: 'Sanne',
    lastName: 'de Vries',
    tussenvoegsel: null,
    phone: null,
    dateOfBirth: null,
    address: null,
    city: null,
    postalCode: null,
    country: null,
    companyName: userType === 'company' ? 'Bouwbedrijf Noord' : null,
    instituteName: userType === 'institute' ? 'ROC Noord' : null,
    bio: null,
    profileImageUrl: null,
    userType,
    adminRole: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
    ...over,
  };
}

/**
 * Renders `ui` as the app does (main.tsx: the app's query client, the toaster) at `path` in a memory
 * router (`route` is its pattern, for `useParams`); `user` is a user-event instance.
 */
export function renderScreen(ui: ReactNode, { path = '/', route }: { path?: string; route?: string } = {}) {
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={ui} />
            <Route path="*" element={<p>Andere pagina</p>} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, ...result };
}
