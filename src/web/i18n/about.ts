/**
 * Texts of the about feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.about.… at render time, never into module-level constants.
 */
export const aboutNl = {};
export const aboutEn: typeof aboutNl = {};
