import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n/index.ts';
import { queryClient } from './lib/query-client.ts';
import { sessionQuery } from './lib/session.ts';
import { AppRouter, preloadCurrentPage } from './router.tsx';
import { Toaster } from './ui/toast.tsx';
import './styles.css';

// Three requests at once: the session, the page's chunk and the language's catalogue (index.ts).
void queryClient.prefetchQuery(sessionQuery);
preloadCurrentPage();
// The catalogue must be there before the first render. Not a top-level await: the catalogue
// chunk imports from this one, which would then never finish evaluating.
void languageReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRouter />
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
