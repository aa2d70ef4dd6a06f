/**
 * The light client of the public pages (decision 500): `/`, `/courses`, `/courses/{id}` and
 * `/verify/{id}` for a visitor who is not signed in, rendered by the server, hydrated here with
 * React and the pages' own code and texts only — no router, no query cache, no dialogs library,
 * not the whole app's texts (the signed-in app and everything else: src/web/main.tsx, a page load
 * away). Built by its own `vite build --mode public` (vite.config.ts) beside the app's.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  adoptLanguage,
  detectLanguage,
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  type Messages,
  registerCatalogues,
  setLanguage,
} from '../i18n/language.ts';
import { bootLanguage } from '../lib/boot.ts';
import { PublicApp } from './PublicApp.tsx';
import '../styles.css';

// The public pages' texts (PublicMessages), which is all these pages read: `publicSection` makes
// `tsc` refuse any other on the screens they share with the app.
registerCatalogues({
  nl: async () => (await import('./texts-nl.ts')).texts as Messages,
  en: async () => (await import('./texts-en.ts')).texts as Messages,
});

/** The language the visitor would choose here (stored, else the browser's), null when unknown. */
function ownLanguage() {
  try {
    return detectLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.languages);
  } catch {
    return null;
  }
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <PublicApp pathname={window.location.pathname} />
  </StrictMode>
);

// Hydrated in the language the server rendered in (its `<html lang>`, the embedded answers'), so
// the first render here is the server's; a different choice of this browser follows after. Should
// the server's render have failed, the page is rendered here from the same answers.
void adoptLanguage(bootLanguage() ?? 'nl').then(() => {
  if (root.hasAttribute('data-ssr')) hydrateRoot(root, app);
  else createRoot(root).render(app);
  const own = ownLanguage();
  if (own && own !== getLanguage()) void setLanguage(own, { remember: false });
});
