import { randomBytes } from 'node:crypto';
import type { EmailPreferences, NotificationType } from '../../../contracts/notifications.ts';
import { type NotificationEvent, renderNotification } from '../../../domain/notifications/index.ts';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { enqueueJob, type JobHandler } from '../../jobs/index.ts';
import { queueMail } from '../../mail/index.ts';
import { storedLanguage } from './store.ts';

/** The background job that turns a notification into a mail: rendered in the reader's language. */
export const NOTIFICATION_MAIL_JOB = 'notifications.mail';

const OFF: EmailPreferences = { achievement: false, reminder: false, social: false, system: false };

/** Which types come by e-mail; all off until the user turns one on. */
export async function getEmailPreferences(db: KyselyDb, userId: string): Promise<EmailPreferences> {
  const row = await db
    .selectFrom('emailPreferences')
    .select(['achievement', 'reminder', 'social', 'system'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return OFF;
  return {
    achievement: Number(row.achievement) === 1,
    reminder: Number(row.reminder) === 1,
    social: Number(row.social) === 1,
    system: Number(row.system) === 1,
  };
}

export async function saveEmailPreferences(db: KyselyDb, userId: string, p: EmailPreferences): Promise<void> {
  const values = {
    achievement: p.achievement ? 1 : 0,
    reminder: p.reminder ? 1 : 0,
    social: p.social ? 1 : 0,
    system: p.system ? 1 : 0,
    updatedAt: nowIso(),
  };
  await db
    .insertInto('emailPreferences')
    .values({ userId, ...values, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** The unsubscribe link's action: every type off. False for an unknown token. */
export async function unsubscribeByToken(db: KyselyDb, token: string): Promise<boolean> {
  const res = await db
    .updateTable('emailPreferences')
    .set({ achievement: 0, reminder: 0, social: 0, system: 0, updatedAt: nowIso() })
    .where('unsubscribeToken', '=', token)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Called by notify() in its transaction: queues the mail when the user wants this type by e-mail. */
export async function queueNotificationMail(
  db: KyselyDb,
  userId: string,
  type: NotificationType,
  event: NotificationEvent,
  actionUrl: string | null,
): Promise<void> {
  const row = await db
    .selectFrom('emailPreferences')
    .select(type)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row || Number(Object.values(row)[0]) !== 1) return;
  await enqueueJob(db, NOTIFICATION_MAIL_JOB, { userId, type, event, actionUrl }, { maxAttempts: 3 });
}

const FOOTER = {
  nl: (link: string, settings: string) =>
    `Je krijgt deze e-mail omdat je dit type melding per e-mail wilt ontvangen.\nAfmelden (zonder in te loggen): ${link}\nInstellingen: ${settings}`,
  en: (link: string, settings: string) =>
    `You get this e-mail because you chose to receive this type of notification by e-mail.\nUnsubscribe (no sign-in needed): ${link}\nSettings: ${settings}`,
};

/**
 * Reads a recipient's e-mail address and first name: auth's, handed in by the job registry (decision
 * 005; notifications cannot import auth, which imports notifications).
 */
export type RecipientOf = (
  db: KyselyDb,
  userId: string,
) => Promise<{ email: string; firstName: string | null } | undefined>;

/** Renders the notification in the user's language and queues the mail with its unsubscribe link. */
export function notificationMailJob(
  db: KyselyDb,
  config: Pick<Config, 'appUrl'>,
  recipientOf: RecipientOf,
): JobHandler {
  return async (job) => {
    const p = (job.payload ?? {}) as {
      userId?: string;
      type?: NotificationType;
      event?: NotificationEvent;
      actionUrl?: string | null;
    };
    if (!p.userId || !p.type || !p.event) return;
    const prefs = await db
      .selectFrom('emailPreferences')
      .select(['unsubscribeToken', `${p.type} as wanted`])
      .where('userId', '=', p.userId)
      .executeTakeFirst();
    // Unsubscribed (or the type switched off) since the notification: nothing is sent.
    if (!prefs || Number(prefs.wanted) !== 1) return;
    const [recipient, language] = await Promise.all([
      recipientOf(db, p.userId),
      storedLanguage(db, p.userId),
    ]);
    if (!recipient) return;
    const user = { ...recipient, unsubscribeToken: prefs.unsubscribeToken };
    const lang = language === 'en' ? 'en' : 'nl';
    const { title, message } = renderNotification(p.event, lang);
    const open = p.actionUrl ? `${config.appUrl}${p.actionUrl}` : config.appUrl;
    const unsubscribe = `${config.appUrl}/unsubscribe?token=${encodeURIComponent(user.unsubscribeToken)}`;
    const greeting = lang === 'en' ? 'Hello' : 'Hallo';
    const text = `${greeting}${user.firstName ? ` ${user.firstName}` : ''},\n\n${message}\n\n${open}\n\n--\n${FOOTER[lang](unsubscribe, `${config.appUrl}/profile`)}\n`;
    await queueMail(
      db,
      { to: user.email, subject: `${title} – SkillsPlatform`, text, lang },
      { key: `notification:${job.id}` },
    );
  };
}
