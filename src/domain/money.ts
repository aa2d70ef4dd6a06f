import { toCents } from './courses.ts';

const euroFormatters = new Map<string, Intl.NumberFormat>();
const euroFormatter = (locale: string) => {
  let f = euroFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormatters.set(locale, f);
  }
  return f;
};

/**
 * Formats integer cents as euros in a locale (default nl-NL), e.g. 125000 → '€ 1.250,00' in nl-NL
 * (with a normal space) or '€1,250.00' in en-GB.
 */
export function formatEuroCents(cents: number, locale = 'nl-NL'): string {
  const euros = cents / 100;
  // Avoid '€ -0,00' for negative zero; Intl puts a (narrow) no-break space after the sign.
  return euroFormatter(locale)
    .format(euros === 0 ? 0 : euros)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** The same for an amount in euros as the API sends it (at most two decimals). */
export const formatEuroAmount = (euros: number, locale = 'nl-NL'): string =>
  formatEuroCents(toCents(euros), locale);
