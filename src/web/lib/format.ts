const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const dateFmt = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('nl-NL');

/** "€ 1.250,00" with a normal space (Intl uses a no-break space). */
export const formatEuro = (amount: number) => euro.format(amount).replace(/\u00a0/g, ' ');
export const formatDate = (iso: string) => dateFmt.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
/** One decimal with a comma is Dutch, but the spec writes ratings as 4.5/5.0: keep the point. */
export const formatRating = (n: number | null | undefined) => (n ?? 0).toFixed(1);
