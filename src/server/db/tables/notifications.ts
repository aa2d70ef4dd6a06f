import type { ColumnType, Generated } from 'kysely';

export interface NotificationsTable {
  id: Generated<number>;
  userId: string;
  /** achievement | reminder | social | system | other */
  type: string;
  title: string;
  message: string;
  /**
   * The event (src/domain/notifications) the title and message are rendered from per reader;
   * null on rows from before migration 015, which show the stored Dutch text.
   */
  eventKey: string | null;
  /** JSON parameters of the event. */
  eventParams: string | null;
  actionUrl: string | null;
  /** Notifications with the same key (e.g. likes on one post) are merged into one unread item. */
  groupKey: string | null;
  /** The user who caused it (migration 056); cleared, with their name, when that account is deleted. */
  actorId: ColumnType<string | null, string | null | undefined, string | null>;
  isRead: Generated<number>;
  createdAt: string;
}

export interface UserSettingsTable {
  userId: string;
  showOnLeaderboard: Generated<number>;
  showInCommunity: Generated<number>;
  /** Talent search lists the talent only when this is 1 (migration 030, off by default). */
  findableByCompanies: Generated<number>;
  notifyAchievement: Generated<number>;
  notifyReminder: Generated<number>;
  notifySocial: Generated<number>;
  notifySystem: Generated<number>;
  /** 'nl' | 'en' | null (null: follow the browser). */
  language: string | null;
  updatedAt: string;
}

/** Migration 047: notification types that also come by e-mail (issue 24), and the unsubscribe token. */
export interface EmailPreferencesTable {
  userId: string;
  achievement: Generated<number>;
  reminder: Generated<number>;
  social: Generated<number>;
  system: Generated<number>;
  unsubscribeToken: string;
  updatedAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Null once the acting account is deleted. */
  actorId: string | null;
  /** e.g. 'user.type.change', 'institute.verify', 'course.setActive' */
  action: string;
  targetType: string;
  targetId: string;
  /** JSON: e.g. { from, to }. */
  details: string;
  createdAt: string;
}

export interface NotificationsTables {
  auditLog: AuditLogTable;
  emailPreferences: EmailPreferencesTable;
  notifications: NotificationsTable;
  userSettings: UserSettingsTable;
}
