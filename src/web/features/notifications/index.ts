/** What the app shell and the profile screen use of notifications. */
export { NotificationBell } from './NotificationBell.tsx';
export { UserSettingsPanel } from './UserSettingsPanel.tsx';
