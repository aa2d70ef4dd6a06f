import type { Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  userId: string;
  /** achievement | reminder | social | system | other */
  type: string;
  title: string;
  message: string;
  actionUrl: string | null;
  /** Notifications with the same key (e.g. likes on one post) are merged into one unread item. */
  groupKey: string | null;
  isRead: Generated<number>;
  createdAt: string;
}

export interface UserSettingsTable {
  userId: string;
  showOnLeaderboard: Generated<number>;
  showInCommunity: Generated<number>;
  notifyAchievement: Generated<number>;
  notifyReminder: Generated<number>;
  notifySocial: Generated<number>;
  notifySystem: Generated<number>;
  /** 'nl' | 'en' | null (null: follow the browser). */
  language: string | null;
  updatedAt: string;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  userSettings: UserSettingsTable;
}
