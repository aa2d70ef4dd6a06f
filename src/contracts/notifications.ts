import { z } from 'zod';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, text } from './common.ts';
import { FIELD_MESSAGES, named } from './messages/common.ts';
import { NOTIFICATION_MESSAGES } from './messages/notifications.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Meldingen en meldingsvoorkeuren',
  scope: { nl: 'Meldingen', en: 'Notifications' },
} as const satisfies ApiTagDeclaration;

/** The four types the panel knows; anything else shows as Melding (spec §2.5). */
export const NOTIFICATION_TYPES = ['achievement', 'reminder', 'social', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3 Notification. */
export type Notification = z.infer<typeof notificationSchema>;

export { UNREAD_COUNT_HEADER } from './notification-header.ts';

export const notificationSchema = z.object({
  id: z.number(),
  type: text(),
  title: text(),
  message: text(),
  isRead: z.boolean(),
  createdAt: dateTime(),
  actionUrl: text().nullable(),
});

export const LANGUAGES = ['nl', 'en'] as const;

/** GET /api/user/settings (every user has these; defaults: all true, language null). */
export type UserSettings = z.infer<typeof userSettingsSchema>;

const flag = (name: string) =>
  z.boolean({ error: FIELD_MESSAGES['field.true_or_false']({ label: named(name) }) });

export const userSettingsSchema = z
  .object({
    showOnLeaderboard: flag('showOnLeaderboard'),
    showInCommunity: flag('showInCommunity'),
    findableByCompanies: flag('findableByCompanies'),
    notificationTypes: z
      .object({
        achievement: flag('achievement'),
        reminder: flag('reminder'),
        social: flag('social'),
        system: flag('system'),
      })
      .strict(),
    language: z
      .enum(LANGUAGES, { error: NOTIFICATION_MESSAGES['notification.language_nl_en_null'] })
      .nullable(),
  })
  .strict();

/** PATCH /api/user/settings: any subset; fields left out keep their value. */
export const patchUserSettingsBody = userSettingsSchema
  .extend({ notificationTypes: userSettingsSchema.shape.notificationTypes.partial() })
  .partial()
  .strict();
export type PatchUserSettings = z.infer<typeof patchUserSettingsBody>;

/** GET/PUT /api/user/email-preferences: which notification types also come by e-mail. */
export const emailPreferences = z
  .object({
    achievement: z.boolean({ error: NOTIFICATION_MESSAGES['notification.achievement_true_false'] }),
    reminder: z.boolean({ error: NOTIFICATION_MESSAGES['notification.reminder_true_false'] }),
    social: z.boolean({ error: NOTIFICATION_MESSAGES['notification.social_true_false'] }),
    system: z.boolean({ error: NOTIFICATION_MESSAGES['notification.system_true_false'] }),
  })
  .strict();
export type EmailPreferences = z.infer<typeof emailPreferences>;

/** POST /api/email/unsubscribe: the token from a mail's unsubscribe link (no sign-in needed). */
export const unsubscribeBody = z
  .object({
    token: text(NOTIFICATION_MESSAGES['notification.token_missing'])
      .min(1, { error: NOTIFICATION_MESSAGES['notification.token_missing'] })
      .max(200),
  })
  .strict();
export const UNSUBSCRIBED = NOTIFICATION_MESSAGES['notification.no_longer_get_notifications'];
