/**
 * The web app's texts (decision 150): the language state lives in language.ts, shared with the
 * light client of the public pages (decision 500); this module adds the whole app's catalogues,
 * one chunk per language, and starts loading the visitor's.
 */
import { followLanguage } from '../../contracts/messages/define.ts';
import { type CatalogueLoaders, getLanguage, startLanguage } from './language.ts';

export * from './language.ts';

const APP_CATALOGUES: CatalogueLoaders = {
  nl: async () => (await import('./nl.ts')).nl,
  en: async () => (await import('./en.ts')).en,
};

/** The visitor's language with the app's catalogue loaded: main.tsx renders nothing before. */
export const languageReady: Promise<void> = startLanguage(APP_CATALOGUES);

// The contracts' messages (a form's field messages, decision 515) are said in the app's language.
followLanguage(getLanguage);
