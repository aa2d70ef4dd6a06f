import type { Messages } from './nl.ts';

/** The languages offered; Dutch is the default and keeps the spec's exact texts. */
export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

// Each catalogue is its own chunk (~13-15 KB gzip): a visitor downloads only their language's
// texts, the other when they switch (decision 150).
const CATALOGUES: Partial<Record<Language, Messages>> = {};
const loaders: Record<Language, () => Promise<Messages>> = {
  nl: async () => (await import('./nl.ts')).nl,
  en: async () => (await import('./en.ts')).en,
};
const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB' };
export const LANGUAGE_STORAGE_KEY = 'language';

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
  CATALOGUES[lang] ??= await loaders[lang]();
}

function applyToDocument() {
  if (typeof document !== 'undefined') document.documentElement.lang = current;
}

/**
 * The visitor's language with its catalogue loaded: main.tsx renders nothing before, so no text is
 * ever read from a missing catalogue. Should the chunk fail, Dutch (the default) is tried.
 */
export const languageReady: Promise<void> = loadLanguage(current)
  .catch(async () => {
    current = 'nl';
    await loadLanguage('nl');
  })
  .finally(applyToDocument);

export const getLanguage = (): Language => current;
/** The Intl locale of the active language: nl-NL or en-GB. */
export const getLocale = (): string => LOCALES[current];

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
  const target = () => pick(CATALOGUES[current]!);
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

export type { Messages };
