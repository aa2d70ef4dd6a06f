/**
 * Texts of the community feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.community.… at render time, never into module-level constants.
 */
export const communityNl = {};
export const communityEn: typeof communityNl = {};
