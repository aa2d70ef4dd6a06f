/**
 * Texts of the vacancies feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.vacancies.… at render time, never into module-level constants.
 */
export const vacanciesNl = {};
export const vacanciesEn: typeof vacanciesNl = {};
