/** What other features may use of notifications: create one for a user, and the texts of each event. */

export { NOTIFICATION_MAIL_JOB, notificationMailJob } from './email-store.ts';
export { notificationEvents } from './events.ts';
export { forgetActorInNotifications } from './forget-store.ts';
export { notify } from './notify-store.ts';
export { REMINDER_INTERVAL_MS, sendNoProgressReminders } from './reminders-store.ts';
export { storedLanguage } from './store.ts';
