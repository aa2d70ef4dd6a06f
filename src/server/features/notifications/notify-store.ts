import type { NotificationType } from '../../../contracts/notifications.ts';
import { type NotificationEvent, renderNotification } from '../../../domain/notifications/index.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { queueNotificationMail } from './email-store.ts';

export interface NewNotification {
  type: NotificationType;
  /** What happened: stored as key + JSON parameters and rendered in the reader's language. */
  event: NotificationEvent;
  actionUrl?: string | null;
  /**
   * Merges repeated events: while an unread notification with this key exists for the user, or one
   * made within COALESCE_WINDOW_MS (read or not), it is replaced (new event and time, unread again)
   * instead of a second one being added (like/unlike, status flips).
   */
  groupKey?: string;
}

/** Repeated events with one group key within this window make one notification, even once read. */
export const COALESCE_WINDOW_MS = 3_600_000;

const SETTING_COLUMN = {
  achievement: 'notifyAchievement',
  reminder: 'notifyReminder',
  social: 'notifySocial',
  system: 'notifySystem',
} as const;

/**
 * The one way features notify a user. Respects the user's settings (a type switched off is not
 * created). Call it inside the caller's transaction when the event itself is written there.
 * Returns whether a notification was stored.
 */
export async function notify(
  db: KyselyDb,
  userId: string,
  n: NewNotification,
  /** The user who caused it, when the event names them. */
  actorId?: string,
): Promise<boolean> {
  const settings = await db
    .selectFrom('userSettings')
    .select(SETTING_COLUMN[n.type])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (settings && Number(Object.values(settings)[0]) === 0) return false;
  const now = nowIso();
  // The Dutch text is stored too: readable without the catalogue (exports, older app versions).
  const { title, message } = renderNotification(n.event, 'nl');
  const event = {
    eventKey: n.event.key,
    eventParams: JSON.stringify(n.event.params),
    actorId: actorId ?? null,
  };
  if (n.groupKey) {
    const updated = await db
      .updateTable('notifications')
      .set({ title, message, ...event, actionUrl: n.actionUrl ?? null, createdAt: now, isRead: 0 })
      .where('userId', '=', userId)
      .where('groupKey', '=', n.groupKey)
      .where((eb) =>
        eb.or([
          eb('isRead', '=', 0),
          eb('createdAt', '>', new Date(Date.now() - COALESCE_WINDOW_MS).toISOString()),
        ]),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) {
      await queueNotificationMail(db, userId, n.type, n.event, n.actionUrl ?? null);
      return true;
    }
  }
  await db
    .insertInto('notifications')
    .values({
      userId,
      type: n.type,
      title,
      message,
      ...event,
      actionUrl: n.actionUrl ?? null,
      groupKey: n.groupKey ?? null,
      createdAt: now,
    })
    .execute();
  // E-mail for what matters: only the types the user chose, queued with the notification.
  await queueNotificationMail(db, userId, n.type, n.event, n.actionUrl ?? null);
  return true;
}
