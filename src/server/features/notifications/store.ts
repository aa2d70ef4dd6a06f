import type { CursorKey } from '../../../contracts/common.ts';
import type { Notification, PatchUserSettings, UserSettings } from '../../../contracts/notifications.ts';
import { renderStoredNotification, type TextLanguage } from '../../../domain/notifications/index.ts';
import { nowIso } from '../../db/connect.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import { keyset } from '../../db/keyset.ts';
import { prepared } from '../../db/prepared.ts';
import type { KyselyDb } from '../../db/schema.ts';

const fingerprintRow = prepared(['userId'], (db, p) =>
  db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.max('id').as('maxId'),
      eb.fn.max('createdAt').as('newest'),
      eb.fn.sum<number>(eb.case().when('isRead', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('userId', '=', p.userId),
);

/**
 * What the user's list depends on, in one indexed aggregate: how many there are, the
 * newest id and time, how many are unread. Any insert, delete, coalesced update (a new time) or read
 * mark changes it, so the 30-second poll can answer 304 without building the list.
 */
export function notificationFingerprint(
  db: KyselyDb,
  userId: string,
): Promise<{ version: string; unread: number }> {
  return fingerprints(db, userId, () => readFingerprint(db, userId));
}

/** Kept until the notifications table changes (decision 252): the 30-second poll reads nothing. */
const fingerprints = keptPerDatabase<{ version: string; unread: number }>(['notifications'], {
  maxEntries: 20_000,
});

async function readFingerprint(db: KyselyDb, userId: string) {
  const [row] = await fingerprintRow(db, { userId });
  const unread = Number(row?.unread ?? 0);
  return { version: `${row?.n ?? 0}.${row?.maxId ?? 0}.${row?.newest ?? ''}.${unread}`, unread };
}

/**
 * The user's newest notifications (at most 50) in the reader's language, and how many of all
 * theirs are unread.
 */
/** One page of the user's notifications, newest first, after the key (createdAt, id), plus one row. */
export async function listNotifications(
  db: KyselyDb,
  userId: string,
  lang: TextLanguage,
  after: CursorKey | undefined,
  limit: number,
) {
  const [rows, unread] = await Promise.all([
    keyset(
      db
        .selectFrom('notifications')
        .select([
          'id',
          'type',
          'title',
          'message',
          'eventKey',
          'eventParams',
          'isRead',
          'createdAt',
          'actionUrl',
        ])
        .where('userId', '=', userId),
      [
        ['createdAt', 'desc'],
        ['id', 'desc'],
      ],
      after,
      limit,
    ).execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('isRead', '=', 0)
      .executeTakeFirstOrThrow(),
  ]);
  const items: Notification[] = rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    ...renderStoredNotification(r, lang),
    isRead: Number(r.isRead) === 1,
    createdAt: r.createdAt,
    actionUrl: r.actionUrl,
  }));
  return { items, unread: Number(unread.n) };
}

/** Marks one of the user's notifications read; false when it is not theirs (or absent). */
export async function markRead(db: KyselyDb, userId: string, id: number): Promise<boolean> {
  const res = await db
    .updateTable('notifications')
    .set({ isRead: 1 })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function markAllRead(db: KyselyDb, userId: string): Promise<number> {
  const res = await db
    .updateTable('notifications')
    .set({ isRead: 1 })
    .where('userId', '=', userId)
    .where('isRead', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function deleteNotification(db: KyselyDb, userId: string, id: number): Promise<boolean> {
  const res = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

const DEFAULT_SETTINGS: UserSettings = {
  showOnLeaderboard: true,
  showInCommunity: true,
  findableByCompanies: false,
  notificationTypes: { achievement: true, reminder: true, social: true, system: true },
  language: null,
};

export async function getSettings(db: KyselyDb, userId: string): Promise<UserSettings> {
  const row = await db.selectFrom('userSettings').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  const on = (v: number) => Number(v) !== 0;
  return {
    showOnLeaderboard: on(row.showOnLeaderboard),
    showInCommunity: on(row.showInCommunity),
    findableByCompanies: on(row.findableByCompanies),
    notificationTypes: {
      achievement: on(row.notifyAchievement),
      reminder: on(row.notifyReminder),
      social: on(row.notifySocial),
      system: on(row.notifySystem),
    },
    language: row.language === 'nl' || row.language === 'en' ? row.language : null,
  };
}

/** Applies a partial change over the stored (or default) settings and stores the whole row. */
export async function updateSettings(
  db: KyselyDb,
  userId: string,
  patch: PatchUserSettings,
): Promise<UserSettings> {
  return db.transaction().execute(async (trx) => {
    const current = await getSettings(trx, userId);
    const next: UserSettings = {
      showOnLeaderboard: patch.showOnLeaderboard ?? current.showOnLeaderboard,
      showInCommunity: patch.showInCommunity ?? current.showInCommunity,
      findableByCompanies: patch.findableByCompanies ?? current.findableByCompanies,
      notificationTypes: { ...current.notificationTypes, ...patch.notificationTypes },
      language: patch.language === undefined ? current.language : patch.language,
    };
    const bit = (b: boolean) => (b ? 1 : 0);
    const row = {
      showOnLeaderboard: bit(next.showOnLeaderboard),
      showInCommunity: bit(next.showInCommunity),
      findableByCompanies: bit(next.findableByCompanies),
      notifyAchievement: bit(next.notificationTypes.achievement),
      notifyReminder: bit(next.notificationTypes.reminder),
      notifySocial: bit(next.notificationTypes.social),
      notifySystem: bit(next.notificationTypes.system),
      language: next.language,
      updatedAt: nowIso(),
    };
    await trx
      .insertInto('userSettings')
      .values({ userId, ...row })
      .onConflict((oc) => oc.column('userId').doUpdateSet(row))
      .execute();
    return next;
  });
}

/** The language each of these users chose (null: none stored), in one query: for other features' mails. */
export async function storedLanguages(
  db: KyselyDb,
  userIds: readonly string[],
): Promise<Map<string, string | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('userSettings')
    .select(['userId', 'language'])
    .where('userId', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.userId, r.language ?? null]));
}

/** The language one user chose, or null. */
export async function storedLanguage(db: KyselyDb, userId: string): Promise<string | null> {
  return (await storedLanguages(db, [userId])).get(userId) ?? null;
}
