import type { SubsidyLanguage } from './texts.ts';

/**
 * Application windows as dated facts: each window a date range with its source and
 * the day it was checked. The status a reader sees ("open tot 17 september 2026", "gesloten; het
 * volgende tijdvak is nog niet bekend") is computed from the day of reading, so no text ever names
 * a month as upcoming once it has passed. Update procedure: docs/subsidies.md.
 */
export interface ApplicationWindow {
  /** First day one can apply (YYYY-MM-DD). */
  from: string;
  /** Last day one can apply (YYYY-MM-DD), inclusive. */
  to: string;
}

export interface SchemeWindows {
  windows: readonly ApplicationWindow[];
  /** Where the dates come from. */
  sourceUrl: string;
  /** The day the dates were last checked against the source (YYYY-MM-DD). */
  checkedOn: string;
}

/**
 * Schemes that are applied for in windows. A scheme listed with no windows has no confirmed
 * window at all (the text then says so rather than guess); schemes not listed run continuously.
 */
export const APPLICATION_WINDOWS: Readonly<Record<string, SchemeWindows>> = {
  slim: {
    windows: [],
    sourceUrl: 'https://www.uitvoeringvanbeleidszw.nl/subsidies/slim',
    checkedOn: '2026-11-24',
  },
  'slim-ontwikkelpaden': {
    windows: [
      { from: '2025-03-10', to: '2025-06-30' },
      { from: '2025-07-01', to: '2025-11-10' },
    ],
    sourceUrl: 'https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen',
    checkedOn: '2026-11-24',
  },
  praktijkleren: {
    windows: [{ from: '2026-06-02', to: '2026-09-17' }],
    sourceUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren',
    checkedOn: '2026-11-24',
  },
  'praktijkleren-derde-leerweg': {
    windows: [],
    sourceUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren-derde-leerweg',
    checkedOn: '2026-11-24',
  },
};

export type WindowStatus =
  | { kind: 'open'; until: string }
  | { kind: 'upcoming'; from: string; to: string }
  | { kind: 'closed' }
  | { kind: 'unknown' };

/** Where `today` (YYYY-MM-DD) stands against a scheme's windows; null for a continuous scheme. */
export function windowStatus(schemeId: string, today: string): WindowStatus | null {
  const entry = APPLICATION_WINDOWS[schemeId];
  if (!entry) return null;
  if (entry.windows.length === 0) return { kind: 'unknown' };
  const sorted = [...entry.windows].sort((a, b) => a.from.localeCompare(b.from));
  const open = sorted.find((w) => w.from <= today && today <= w.to);
  if (open) {
    // Back-to-back windows read as one: open until the end of the last adjoining one.
    let until = open.to;
    for (const w of sorted) if (w.from > open.from && w.from <= nextDay(until)) until = w.to;
    return { kind: 'open', until };
  }
  const next = sorted.find((w) => w.from > today);
  return next ? { kind: 'upcoming', from: next.from, to: next.to } : { kind: 'closed' };
}

const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const day = (iso: string, lang: SubsidyLanguage) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

const TEXTS = {
  nl: {
    open: (until: string) => `Open tot en met ${until}.`,
    upcoming: (from: string, to: string) =>
      `Gesloten; het volgende tijdvak loopt van ${from} tot en met ${to}.`,
    closed: 'Gesloten; het volgende tijdvak is nog niet bekend.',
    unknown: 'Er is geen bevestigd aanvraagtijdvak; het volgende tijdvak is nog niet bekend.',
    checked: (on: string) => `Tijdvakken gecontroleerd op ${on}.`,
  },
  en: {
    open: (until: string) => `Open until ${until} inclusive.`,
    upcoming: (from: string, to: string) => `Closed; the next window runs from ${from} to ${to} inclusive.`,
    closed: 'Closed; the next window has not been announced yet.',
    unknown: 'There is no confirmed application window; the next window has not been announced yet.',
    checked: (on: string) => `Windows checked on ${on}.`,
  },
} as const;

/** The status sentence of a scheme with windows on `today`, with the day the dates were checked. */
export function windowText(schemeId: string, today: string, lang: SubsidyLanguage = 'nl'): string | null {
  const status = windowStatus(schemeId, today);
  const entry = APPLICATION_WINDOWS[schemeId];
  if (!status || !entry) return null;
  const t = TEXTS[lang];
  const head =
    status.kind === 'open'
      ? t.open(day(status.until, lang))
      : status.kind === 'upcoming'
        ? t.upcoming(day(status.from, lang), day(status.to, lang))
        : t[status.kind];
  return `${head} ${t.checked(day(entry.checkedOn, lang))}`;
}
