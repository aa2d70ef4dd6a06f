import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languageReady } from './i18n/index.ts';
import { queryClient } from './lib/query-client.ts';
import { AppRouter, preloadCurrentPage } from './router.tsx';
import { Toaster } from './ui/toast.tsx';
import './styles.css';

preloadCurrentPage();
// An English visitor's catalogue loads first (a Dutch visitor's is in this chunk already).
await languageReady;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
