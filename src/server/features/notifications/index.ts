/** What other features may use of notifications: create one for a user. */
export { type NewNotification, NOTIFICATION_TYPES, type NotificationType, notify } from './notify.ts';
