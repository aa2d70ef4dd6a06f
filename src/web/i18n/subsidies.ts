/**
 * Texts of the subsidies feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.subsidies.… at render time, never into module-level constants.
 */
export const subsidiesNl = {};
export const subsidiesEn: typeof subsidiesNl = {};
