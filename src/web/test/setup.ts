/**
 * Set-up of the web's component tests (`*.test.tsx`, vitest project `web-dom`, happy-dom): Dutch as
 * the visitor's language before the catalogue loads (happy-dom's browser says en-US), the catalogue
 * loaded before a test renders, and every test starting from an empty screen, cache and storage.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// findBy… and waitFor wait up to 10 s (the default 1 s is crossed by a busy machine loading a page's
// chunks); a screen that never shows the text still fails.
configure({ asyncUtilTimeout: 10_000 });

window.localStorage.setItem('language', 'nl');
// Tours open themselves once per browser; a test of a screen starts with them seen.
window.localStorage.setItem('tour.scan.completed', 'done');
window.localStorage.setItem('tour.passport.completed', 'done');

beforeAll(async () => {
  const { languageReady } = await import('../i18n/index.ts');
  await languageReady;
});

afterEach(async () => {
  cleanup();
  const { queryClient } = await import('../lib/query-client.ts');
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
