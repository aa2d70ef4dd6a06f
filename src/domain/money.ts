import { toCents } from './courses.ts';

const euroFormatter = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** Formats integer cents as nl-NL euros, e.g. 125000 → '€ 1.250,00' (with a normal space). */
export function formatEuroCents(cents: number): string {
  const euros = cents / 100;
  // Avoid '€ -0,00' for negative zero; Intl puts a (narrow) no-break space after the sign.
  return euroFormatter.format(euros === 0 ? 0 : euros).replace(/[\u00a0\u202f]/g, ' ');
}

/** The same for an amount in euros as the API sends it (at most two decimals). */
export const formatEuroAmount = (euros: number): string => formatEuroCents(toCents(euros));
