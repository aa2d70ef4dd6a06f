/**
 * The server's render of a public page (issue 48 part 5): `/`, `/courses`, `/courses/{id}` and
 * `/verify/{id}` for a visitor who is not signed in. Built by `vite build --ssr` into dist/ssr
 * (scripts/build-server.ts) and loaded by src/server/http/web-app.ts, which hands in the render
 * scope's storage (an AsyncLocalStorage: the web app imports no `node:` module) and the page's
 * first-load answers. The tree is the browser's (main.tsx): the same routes and layout, the same
 * query cache contents primed from the same answers, so the browser hydrates it as it is.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { en } from './i18n/en.ts';
import { provideCatalogue } from './i18n/index.ts';
import { nl } from './i18n/nl.ts';
import { type RenderScope, readRenderScopeFrom } from './lib/render-scope.ts';
import { sessionQuery } from './lib/session.ts';
import { AppRoutes, routeOf } from './router.tsx';
import { Toaster } from './ui/toast.tsx';

/** What the server gives: where the render's scope is kept (it runs the render inside `run`). */
export interface ScopeStorage {
  run<R>(scope: RenderScope, fn: () => R): R;
  getStore(): RenderScope | undefined;
}

/** A rendered page: `pipe` streams its HTML into the response. */
export interface RenderedPage {
  pipe: <W extends NodeJS.WritableStream>(destination: W) => W;
  abort: (reason?: unknown) => void;
}

/** How long a render may wait for a part before the browser gets what there is. */
const RENDER_TIMEOUT_MS = 10_000;

/** The query client of one render, with the browser's defaults (lib/query-client.ts). */
const renderClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
    },
  });

export function createRenderer(storage: ScopeStorage) {
  readRenderScopeFrom(() => storage.getStore());
  provideCatalogue('nl', nl);
  provideCatalogue('en', en);

  /**
   * Renders `url` with the scope's language and answers (a copy: priming takes answers out). `onError` hears errors React recovers from (the browser then renders that
   * part itself).
   */
  return function render(
    url: string,
    scope: RenderScope,
    onError: RenderToPipeableStreamOptions['onError'],
  ): Promise<RenderedPage> {
    const own: RenderScope = { ...scope, boot: structuredClone(scope.boot) };
    return storage.run(own, async () => {
      const pathname = new URL(url, 'http://localhost').pathname;
      const client = renderClient();
      const route = routeOf(pathname);
      await Promise.all([
        client.prefetchQuery(sessionQuery),
        route?.prime?.(client, pathname),
        // The page's chunk, so its lazy component is ready (after the first render in a process).
        route?.preload?.().catch(() => undefined),
      ]);
      return new Promise<RenderedPage>((resolve, reject) => {
        // A part still waiting then is left to the browser (React marks it to render there).
        const timer = setTimeout(() => stream.abort(new Error('render timeout')), RENDER_TIMEOUT_MS);
        const stream = renderToPipeableStream(
          <StrictMode>
            <QueryClientProvider client={client}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
              <Toaster />
            </QueryClientProvider>
          </StrictMode>,
          {
            // Piped once every part is ready, and no boundary split off however large: React then
            // writes each Suspense boundary in place instead of a fallback followed by an inline
            // script that swaps it in, which the Content-Security-Policy (`script-src 'self'`)
            // refuses. The data and the page's code are there before the render starts, so nothing
            // waits but the first import of a page's chunk in this process; the server sent the
            // head before the render began.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            onAllReady: () => {
              clearTimeout(timer);
              resolve({ pipe: stream.pipe, abort: stream.abort });
            },
            onShellError: (error) => {
              clearTimeout(timer);
              reject(error);
            },
            onError,
          },
        );
      });
    });
  };
}
