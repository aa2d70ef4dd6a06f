import { formatEuroAmount } from '../../domain/money.ts';

const dateFmt = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('nl-NL');

/** "€ 1.250,00" for an amount in euros, with a normal space (one formatter: domain/money.ts). */
export const formatEuro = formatEuroAmount;
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
/** One decimal with a comma is Dutch, but the spec writes ratings as 4.5/5.0: keep the point. */
export const formatRating = (n: number | null | undefined) => (n ?? 0).toFixed(1);
