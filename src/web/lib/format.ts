import { formatEuroAmount } from '../../domain/money.ts';
import { getLocale } from '../i18n/language.ts';

/**
 * Moments are shown in Dutch time, as the mails and the server's dates are (domain/dates.ts): the
 * same text on the server that renders a public page (UTC) and in any visitor's browser, so that
 * hydration never meets another date (a certificate issued at 23:30 UTC is the next day here).
 */
const DUTCH_TIME = 'Europe/Amsterdam';
const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'long' | 'short'): Intl.DateTimeFormat {
  const locale = getLocale();
  const key = `${locale}:${kind}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      kind === 'long'
        ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: DUTCH_TIME }
        : { timeZone: DUTCH_TIME },
    );
    cache.set(key, f);
  }
  return f;
}

/** Euros in the active locale: "€ 1.250,00" (nl-NL) or "€1,250.00" (en-GB); one formatter: domain/money.ts. */
export const formatEuro = (euros: number) => formatEuroAmount(euros, getLocale());
export const formatDate = (iso: string) => dateFormat('long').format(new Date(iso));
export const formatShortDate = (iso: string) => dateFormat('short').format(new Date(iso));
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A calendar date (YYYY-MM-DD, no time zone), e.g. a course's start: "12 januari 2027". */
export function formatDay(date: string): string {
  const locale = getLocale();
  let f = dayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, f);
  }
  return f.format(new Date(`${date}T00:00:00Z`));
}
/** Hours and minutes in the active locale: 14:05 (both locales write 24-hour time). */
/** A calendar day (YYYY-MM-DD) without its year ("18 december") when it is less than 300 days away. */
export function formatNearDay(date: string, today: string): string {
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  if (Math.abs(days) >= 300) return formatDay(date);
  return new Intl.DateTimeFormat(getLocale(), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString(getLocale(), { hour: '2-digit', minute: '2-digit', timeZone: DUTCH_TIME });
/** Whole numbers with the active locale's grouping: 1.250 (nl-NL) or 1,250 (en-GB). */
export const formatNumber = (n: number) => new Intl.NumberFormat(getLocale()).format(n);
/** One decimal with a comma is Dutch, but the spec writes ratings as 4.5/5.0: keep the point. */
export const formatRating = (n: number | null | undefined) => (n ?? 0).toFixed(1);
