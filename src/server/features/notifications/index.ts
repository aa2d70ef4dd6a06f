/** What other features may use of notifications: create one for a user, and the texts of each event. */

export { NOTIFICATION_MAIL_JOB, notificationMailJob } from './email.ts';
export { emailPreferenceRoutes } from './email-routes.ts';
export { notificationEvents } from './events.ts';
export { forgetActorInNotifications } from './forget.ts';
export { notify } from './notify.ts';
export { REMINDER_INTERVAL_MS, sendNoProgressReminders } from './reminders.ts';
export { notificationRoutes } from './routes.ts';
export { storedLanguage } from './store.ts';
