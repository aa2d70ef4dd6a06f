/** What other features may use of notifications: create one for a user, and the texts of each event. */
export { notificationEvents } from './events.ts';
export { notify } from './notify.ts';
export { REMINDER_INTERVAL_MS, sendNoProgressReminders } from './reminders.ts';
export { notificationRoutes } from './routes.ts';
