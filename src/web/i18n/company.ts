/**
 * Texts of the company feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.company.… at render time, never into module-level constants.
 */
export const companyNl = {};
export const companyEn: typeof companyNl = {};
