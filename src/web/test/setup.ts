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

// sonner removes a closed toast 200 ms later from a timer its unmount does not clear (dist
// `deleteToast`); fired after the file's happy-dom is torn down, React's setState throws there. A
// test that showed a toast waits those 200 ms out before the next test (or the teardown) begins.
const SONNER_REMOVAL_MS = 250;

afterEach(async () => {
  const showedToast = document.querySelector('[data-sonner-toaster]') !== null;
  cleanup();
  if (showedToast) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS));
  const { queryClient } = await import('../lib/query-client.ts');
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
