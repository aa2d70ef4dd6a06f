/**
 * Texts of the admin feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.admin.… at render time, never into module-level constants.
 */
export const adminNl = {};
export const adminEn: typeof adminNl = {};
