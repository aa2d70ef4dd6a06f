import type { SubsidyLanguage } from './texts.ts';

/**
 * Application windows as dated facts: each published window a date range with its source and that
 * source's own date (never the day the data was typed). Schemes with rounds recur yearly: when no
 * published window is open or ahead, the next one is *expected* on the same days a year (or more)
 * after the last published one, and every text says it is derived. The status a reader sees is
 * computed from the day of reading, so no text ever names a month as upcoming once it has passed.
 * Update procedure: docs/subsidies.md; decision 440.
 */
export interface ApplicationWindow {
  /** First day one can apply (YYYY-MM-DD). */
  from: string;
  /** Last day one can apply (YYYY-MM-DD), inclusive. */
  to: string;
  /** The page that publishes this window, where it is not the scheme's `sourceUrl`. */
  sourceUrl?: string;
  /** That page's own date (YYYY-MM-DD or YYYY-MM); null: the page carries none. */
  sourceDate?: string | null;
}

export interface SchemeWindows {
  /** The published windows. */
  windows: readonly ApplicationWindow[];
  /** Where the dates come from. */
  sourceUrl: string;
  /** The source's own date (YYYY-MM-DD or YYYY-MM); null or absent: the source carries none. */
  sourceDate?: string | null;
  /** The day the dates were last compared with the source (YYYY-MM-DD); not shown as the fact's date. */
  checkedOn: string;
  /** Rounds come back every year: the next window can be expected from the last published one. */
  recurs?: 'yearly';
  /** Why the windows are what they are (not shown to users). */
  note?: string;
}

/**
 * Schemes that are applied for in windows; schemes not listed run continuously. Each published
 * window names the page it was found on (stored copies found with the search tool, 2026-11-28).
 */
export const APPLICATION_WINDOWS: Readonly<Record<string, SchemeWindows>> = {
  slim: {
    windows: [
      {
        from: '2021-03-02',
        to: '2021-03-31',
        sourceUrl: 'https://tophrdesk.nl/opening-aanvraagtijdvak-slim-voor-individuele-mkb-ondernemingen/',
        sourceDate: '2021-02-25',
      },
    ],
    sourceUrl: 'https://www.uitvoeringvanbeleidszw.nl/subsidies/slim',
    sourceDate: null,
    checkedOn: '2026-11-28',
    recurs: 'yearly',
    note: 'The last individual-SME window found with both dates is March 2021 (tophrdesk.nl, 25 February 2021). Later rounds opened on 1 September 2022 (rijksoverheid.nl, 19 May 2022) and 1 September 2023 (timmerbv.nl), closing days not found; the expected window is derived from the last fully dated one and says so.',
  },
  'slim-ontwikkelpaden': {
    windows: [
      { from: '2025-03-10', to: '2025-06-30' },
      { from: '2025-07-01', to: '2025-11-10' },
    ],
    sourceUrl: 'https://www.rijksoverheid.nl/onderwerpen/leven-lang-ontwikkelen',
    sourceDate: '2025-03-03',
    checkedOn: '2026-11-24',
    recurs: 'yearly',
  },
  praktijkleren: {
    windows: [{ from: '2026-06-02', to: '2026-09-17' }],
    sourceUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren',
    sourceDate: '2025-12',
    checkedOn: '2026-11-24',
    recurs: 'yearly',
    note: 'The 2026 window as given by ondernemersklankbord.nl (December 2025) for RVO’s scheme.',
  },
  'praktijkleren-derde-leerweg': {
    windows: [
      {
        from: '2025-11-03',
        to: '2025-11-28',
        sourceUrl:
          'https://www.countus.nl/kenniscentrum/nieuws/vraag-tot-28-november-de-subsidie-praktijkleren-derde-leerweg-aan',
        sourceDate: null,
      },
    ],
    sourceUrl: 'https://www.rvo.nl/subsidies-financiering/praktijkleren-derde-leerweg',
    sourceDate: null,
    checkedOn: '2026-11-28',
    recurs: 'yearly',
    note: 'November 2025: "Aanvragen kan van maandag 3 november 9.00 uur tot vrijdag 28 november 17.00 uur 2025 via RVO.nl" (Countus kenniscentrum, stored copy; the page carries no date). The 2024 round was also in November ("aanvraagtijdvak in november 2024", marlijnacademie.nl), its days not found.',
  },
};

/** A window as a reader or a dossier uses it: published with its source, or expected and derived. */
export interface NextWindow {
  from: string;
  to: string;
  kind: 'published' | 'expected';
  /** The page the window (or the one it is derived from) comes from. */
  sourceUrl: string;
  /** That page's own date; null when it carries none. */
  sourceDate: string | null;
  /** For an expected window: the published window it is derived from. */
  basedOn: { from: string; to: string } | null;
}

const shiftYears = (iso: string, years: number) => {
  const [y, m, d] = iso.split('-').map(Number);
  // 29 February falls back to 28 February in a common year.
  const day = m === 2 && d === 29 && (y + years) % 4 !== 0 ? 28 : d;
  return `${y + years}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The window that is open on `today` or next: a published one when one is open or ahead, else (for a
 * yearly scheme) the last published year's windows moved on by whole years, marked expected. Null for
 * a continuous scheme, or one without any published window.
 */
export function nextWindow(
  schemeId: string,
  today: string,
  table: Readonly<Record<string, SchemeWindows>> = APPLICATION_WINDOWS,
): NextWindow | null {
  const entry = table[schemeId];
  if (!entry || entry.windows.length === 0) return null;
  const sorted = [...entry.windows].sort((a, b) => a.from.localeCompare(b.from));
  const source = (w: ApplicationWindow) => ({
    sourceUrl: w.sourceUrl ?? entry.sourceUrl,
    sourceDate: (w.sourceUrl ? w.sourceDate : entry.sourceDate) ?? null,
  });
  const published = sorted.find((w) => w.to >= today);
  if (published)
    return { from: published.from, to: published.to, kind: 'published', ...source(published), basedOn: null };
  if (entry.recurs !== 'yearly') return null;
  const lastYear = sorted[sorted.length - 1].from.slice(0, 4);
  const base = sorted.filter((w) => w.from.startsWith(lastYear));
  for (let years = 1; years <= 100; years++) {
    const hit = base.find((w) => shiftYears(w.to, years) >= today);
    if (hit)
      return {
        from: shiftYears(hit.from, years),
        to: shiftYears(hit.to, years),
        kind: 'expected',
        ...source(hit),
        basedOn: { from: hit.from, to: hit.to },
      };
  }
  return null;
}

export type WindowStatus =
  | { kind: 'open'; until: string }
  | { kind: 'upcoming'; from: string; to: string }
  | { kind: 'expected'; from: string; to: string; open: boolean; basedOn: { from: string; to: string } }
  | { kind: 'closed' }
  | { kind: 'unknown' };

/** Where `today` (YYYY-MM-DD) stands against a scheme's windows; null for a continuous scheme. */
export function windowStatus(schemeId: string, today: string): WindowStatus | null {
  const entry = APPLICATION_WINDOWS[schemeId];
  if (!entry) return null;
  if (entry.windows.length === 0) return { kind: 'unknown' };
  const next = nextWindow(schemeId, today);
  if (!next) return { kind: 'closed' };
  if (next.kind === 'expected' && next.basedOn)
    return {
      kind: 'expected',
      from: next.from,
      to: next.to,
      open: next.from <= today,
      basedOn: next.basedOn,
    };
  if (next.from > today) return { kind: 'upcoming', from: next.from, to: next.to };
  // Back-to-back windows read as one: open until the end of the last adjoining one.
  let until = next.to;
  for (const w of [...entry.windows].sort((a, b) => a.from.localeCompare(b.from)))
    if (w.from > next.from && w.from <= nextDay(until)) until = w.to;
  return { kind: 'open', until };
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

/** A source's own date: a day, or a month when the source gives only that. */
export const sourceDateText = (date: string, lang: SubsidyLanguage = 'nl') =>
  /^\d{4}-\d{2}$/.test(date)
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}-01T00:00:00Z`))
    : day(date, lang);

const host = (url: string) => new URL(url).hostname.replace(/^www\./, '');

const TEXTS = {
  nl: {
    open: (until: string) => `Open tot en met ${until}.`,
    upcoming: (from: string, to: string) =>
      `Gesloten; het volgende tijdvak loopt van ${from} tot en met ${to}.`,
    expected: (from: string, to: string, base: string) =>
      `Gesloten. Het volgende tijdvak is nog niet gepubliceerd; verwacht van ${from} tot en met ${to}, afgeleid van het laatst gepubliceerde tijdvak (${base}).`,
    expectedOpen: (to: string, base: string) =>
      `Het tijdvak van dit jaar is nog niet gepubliceerd; verwacht open tot en met ${to}, afgeleid van het laatst gepubliceerde tijdvak (${base}). Controleer het bij de aanbieder.`,
    range: (from: string, to: string) => `${from} tot en met ${to}`,
    closed: 'Gesloten; het volgende tijdvak is nog niet bekend.',
    unknown: 'Er is geen bevestigd aanvraagtijdvak; het volgende tijdvak is nog niet bekend.',
    source: (site: string, date: string | null) =>
      date ? `Bron van de tijdvakken: ${site}, ${date}.` : `Bron van de tijdvakken: ${site} (zonder datum).`,
  },
  en: {
    open: (until: string) => `Open until ${until} inclusive.`,
    upcoming: (from: string, to: string) => `Closed; the next window runs from ${from} to ${to} inclusive.`,
    expected: (from: string, to: string, base: string) =>
      `Closed. The next window has not been published yet; expected from ${from} to ${to} inclusive, derived from the last published window (${base}).`,
    expectedOpen: (to: string, base: string) =>
      `This year’s window has not been published yet; expected to be open until ${to} inclusive, derived from the last published window (${base}). Check with the provider.`,
    range: (from: string, to: string) => `${from} to ${to}`,
    closed: 'Closed; the next window has not been announced yet.',
    unknown: 'There is no confirmed application window; the next window has not been announced yet.',
    source: (site: string, date: string | null) =>
      date ? `Source of the windows: ${site}, ${date}.` : `Source of the windows: ${site} (undated).`,
  },
} as const;

/** The status sentence of a scheme with windows on `today`, with the source and the source's own date. */
export function windowText(schemeId: string, today: string, lang: SubsidyLanguage = 'nl'): string | null {
  const status = windowStatus(schemeId, today);
  const entry = APPLICATION_WINDOWS[schemeId];
  if (!status || !entry) return null;
  const t = TEXTS[lang];
  const d = (iso: string) => day(iso, lang);
  const head =
    status.kind === 'open'
      ? t.open(d(status.until))
      : status.kind === 'upcoming'
        ? t.upcoming(d(status.from), d(status.to))
        : status.kind === 'expected'
          ? status.open
            ? t.expectedOpen(d(status.to), t.range(d(status.basedOn.from), d(status.basedOn.to)))
            : t.expected(d(status.from), d(status.to), t.range(d(status.basedOn.from), d(status.basedOn.to)))
          : t[status.kind];
  const next = nextWindow(schemeId, today);
  const sourceUrl = next?.sourceUrl ?? entry.sourceUrl;
  const sourceDate = next ? next.sourceDate : (entry.sourceDate ?? null);
  return `${head} ${t.source(host(sourceUrl), sourceDate ? sourceDateText(sourceDate, lang) : null)}`;
}
