import { renderScope } from '../lib/render-scope.ts';
import type { Messages } from './nl.ts';
import type { PublicMessages } from './public.ts';

/** The languages offered; Dutch is the default and keeps the spec's exact texts. */
export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Each catalogue is its own chunk: a visitor downloads only their language's texts, the other when
// they switch (decision 150). Which catalogues: the app's (index.ts) or the public pages' smaller
// ones (src/web/public, decision 500), registered by the entry that starts the language.
const CATALOGUES: Partial<Record<Language, Messages>> = {};
/** How a language's catalogue is fetched: the whole app's, or the public pages' part of it. */
export type CatalogueLoaders = Record<Language, () => Promise<Messages>>;
let loaders: CatalogueLoaders | null = null;
const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };
export const LANGUAGE_STORAGE_KEY = 'language';
/** The visitor's choice, for the server's render of a public page (src/server/http/web-app.ts). */
export const LANGUAGE_COOKIE = 'language';

const isLanguage = (v: unknown): v is Language => v === 'nl' || v === 'en';

/** The stored choice, else the first of the browser's languages we offer, else Dutch. */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[] | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'nl';
}

function readInitial(): Language {
  if (typeof window === 'undefined') return 'nl';
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    /* storage blocked: follow the browser */
  }
  return detectLanguage(stored, window.navigator?.languages);
}

let current: Language = readInitial();
/** The latest choice: a slow download of an earlier choice must not override it. */
let requested: Language = current;
const listeners = new Set<() => void>();

/** Makes a language's catalogue available (downloads it the first time). */
export async function loadLanguage(lang: Language): Promise<void> {
  if (CATALOGUES[lang]) return;
  if (!loaders) throw new Error('no text catalogues registered (startLanguage)');
  CATALOGUES[lang] = await loaders[lang]();
}

function applyToDocument() {
  if (typeof document !== 'undefined') document.documentElement.lang = current;
}

/** Where the catalogues come from (the public pages' client: their smaller ones, decision 500). */
export function registerCatalogues(from: CatalogueLoaders): void {
  loaders = from;
}

/**
 * Registers where the catalogues come from and loads the visitor's language: the entry renders
 * nothing before, so no text is ever read from a missing catalogue. Should the chunk fail, Dutch
 * (the default) is tried.
 */
export function startLanguage(from: CatalogueLoaders): Promise<void> {
  registerCatalogues(from);
  return loadLanguage(current)
    .catch(async () => {
      current = 'nl';
      await loadLanguage('nl');
    })
    .finally(applyToDocument);
}

/** The active language: the server render's own (entry-server.tsx), else the visitor's choice. */
export const getLanguage = (): Language => renderScope()?.language ?? current;
/** The Intl locale of the active language: nl-NL or en-GB. */
export const getLocale = (): string => LOCALES[getLanguage()];

/** Makes a catalogue available without a download: the server render has both from the start. */
export function provideCatalogue(lang: Language, messages: Messages): void {
  CATALOGUES[lang] = messages;
}

/**
 * Takes the language a server-rendered page was rendered in (its `<html lang>`), so the page hydrates
 * with the same texts; a different stored choice is applied after hydration (main.tsx).
 */
export async function adoptLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  current = lang;
  requested = lang;
  applyToDocument();
}

/**
 * Switches the language (every subscriber re-renders) once its catalogue is loaded: at once when it
 * already is, else when the download finishes. Remembers the choice in this browser.
 */
export async function setLanguage(lang: Language, opts: { remember?: boolean } = {}): Promise<void> {
  if (opts.remember !== false) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    } catch {
      /* storage blocked: the choice lasts for this page view */
    }
    // The server renders public pages in this language too (LANGUAGE_COOKIE, a year).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  }
  requested = lang;
  if (!CATALOGUES[lang]) await loadLanguage(lang);
  if (lang !== requested || lang === current) return;
  current = lang;
  applyToDocument();
  for (const listener of listeners) listener();
}

/** Whether the visitor chose a language in this browser (else it followed the browser). */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A live view of part of the active catalogue: every property read goes to the catalogue of the
 * language active at that moment, so `const x = section((m) => m.courses.catalog)` at module level
 * still switches with the picker. Read texts at render time; never copy a string into a constant.
 */
export function section<T extends object>(pick: (m: Messages) => T): T {
  // Only read after languageReady (main.tsx), so the active catalogue is there.
  const target = () => pick(CATALOGUES[getLanguage()]!);
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}

/** The active catalogue: read `t.<feature>.<key>` at render time. */
export const t: Messages = section((m) => m);

/**
 * `section` for the screens the public pages share with the app (decision 500): they may read only
 * the texts of the public catalogues (PublicMessages), which is all the public client loads.
 */
export const publicSection: <T extends object>(pick: (m: PublicMessages) => T) => T = section;
/** The public pages' part of the active catalogue. */
export const pt: PublicMessages = t;

export type { Messages, PublicMessages };
