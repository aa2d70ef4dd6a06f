/** What the app shell uses of notifications. */
export { NotificationBell } from './NotificationBell.tsx';
