/**
 * Texts of the profile feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.profile.… at render time, never into module-level constants.
 */
export const profileNl = {};
export const profileEn: typeof profileNl = {};
