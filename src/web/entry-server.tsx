/**
 * The server's render of a public page (issue 48 part 5, decisions 430 and 500): `/`, `/courses`,
 * `/courses/{id}` and `/verify/{id}` for a visitor who is not signed in. Built by `vite build --ssr`
 * into dist/ssr (scripts/build-server.ts) and loaded by src/server/http/web-app.ts, which hands in
 * the render scope's storage (an AsyncLocalStorage: the web app imports no `node:` module) and the
 * page's first-load answers. The tree is the light public client's (public-pages/main.tsx hydrates it):
 * the same components reading the same embedded answers, so the browser takes the HTML over as it is.
 */
import { StrictMode } from 'react';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { en } from './i18n/en.ts';
import { provideCatalogue } from './i18n/language.ts';
import { nl } from './i18n/nl.ts';
import { type RenderScope, readRenderScopeFrom } from './lib/render-scope.ts';
import { PublicApp } from './public-pages/PublicApp.tsx';

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

export function createRenderer(storage: ScopeStorage) {
  readRenderScopeFrom(() => storage.getStore());
  provideCatalogue('nl', nl);
  provideCatalogue('en', en);

  /**
   * Renders `url` with the scope's language and answers. `onError` hears errors React recovers
   * from (the browser then renders that part itself).
   */
  return function render(
    url: string,
    scope: RenderScope,
    onError: RenderToPipeableStreamOptions['onError'],
  ): Promise<RenderedPage> {
    const own: RenderScope = { ...scope, boot: structuredClone(scope.boot) };
    return storage.run(
      own,
      () =>
        new Promise<RenderedPage>((resolve, reject) => {
          const pathname = new URL(url, 'http://localhost').pathname;
          // A part still waiting then is left to the browser (React marks it to render there).
          const timer = setTimeout(() => stream.abort(new Error('render timeout')), RENDER_TIMEOUT_MS);
          const stream = renderToPipeableStream(
            <StrictMode>
              <PublicApp pathname={pathname} />
            </StrictMode>,
            {
              // Piped once every part is ready, and no boundary split off however large: React then
              // writes each Suspense boundary in place instead of a fallback followed by an inline
              // script that swaps it in, which the Content-Security-Policy (`script-src 'self'`)
              // refuses. The server sent the head before the render began.
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
        }),
    );
  };
}
