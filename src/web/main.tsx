import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adoptLanguage,
  detectLanguage,
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  languageReady,
  setLanguage,
} from './i18n/index.ts';
import { bootLanguage } from './lib/boot.ts';
import { queryClient } from './lib/query-client.ts';
import { sessionQuery } from './lib/session.ts';
import { AppRouter, preloadCurrentPage } from './router.tsx';
import { Toaster } from './ui/toast.tsx';
import './styles.css';

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;

// Three requests at once: the session, the page's chunk and the language's catalogue (index.ts).
const session = queryClient.prefetchQuery(sessionQuery);
const page = preloadCurrentPage();

/** The language the visitor would choose here (stored, else the browser's), null when unknown. */
function ownLanguage() {
  try {
    return detectLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
  } catch {
    return null;
  }
}

if (root.hasAttribute('data-ssr')) {
  // A public page the server rendered (issue 48 part 5): hydrate it in the language it was rendered
  // in, once the session (embedded) and the page (chunk and embedded data) are there, so the first
  // render on this side is the server's; a different choice of this browser follows after.
  const rendered = bootLanguage() ?? 'nl';
  void Promise.all([adoptLanguage(rendered), session, page]).then(() => {
    hydrateRoot(root, app);
    const own = ownLanguage();
    if (own && own !== getLanguage()) void setLanguage(own, { remember: false });
  });
} else {
  // The catalogue must be there before the first render. Not a top-level await: the catalogue
  // chunk imports from this one, which would then never finish evaluating.
  void languageReady.then(() => {
    startTransition(() => createRoot(root).render(app));
  });
}
