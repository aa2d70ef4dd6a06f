/**
 * Texts of the notifications feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.notifications.… at render time, never into module-level constants.
 */
export const notificationsNl = {};
export const notificationsEn: typeof notificationsNl = {};
