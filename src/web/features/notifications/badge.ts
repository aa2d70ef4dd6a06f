/** Spec §9: the bell's badge shows 99+ above 99. */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));
