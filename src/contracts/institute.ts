import { z } from 'zod';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, type FormatRule, httpUrlRule, nameText, optionalText, text } from './common.ts';
import { FIELD_LABELS, type Label } from './messages/common.ts';
import { INSTITUTE_MESSAGES } from './messages/institute.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Instituutsportaal: eigen cursussen, inbox en cijfers',
  scope: { nl: 'Instituut', en: 'Institute' },
} as const satisfies ApiTagDeclaration;

/** One information request ("Meer informatie aanvragen") in the institute inbox. */
export const infoRequestItem = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: text(),
  senderName: text(),
  senderEmail: text(),
  message: text().nullable(),
  createdAt: dateTime(),
  handled: z.boolean(),
  handledAt: dateTime().nullable(),
});
export type InfoRequestItem = z.infer<typeof infoRequestItem>;

/** GET /api/institute/info-requests: open requests first, then newest first. */

/** PATCH /api/institute/info-requests/{id}: mark a request handled. */
export const markHandledBody = z
  .object(
    { handled: z.literal(true, { error: INSTITUTE_MESSAGES['institute.handled_true'] }) },
    { error: INSTITUTE_MESSAGES['institute.send_handled_true'] },
  )
  .strict();

/** GET /api/courses/{id}/info-request: the signed-in user's own open request for the course, if any. */
export const myInfoRequest = z.object({
  open: z.boolean(),
  createdAt: dateTime().nullable(),
});

/** A KvK number (Kamer van Koophandel): exactly 8 digits. */
export const KVK_INVALID = INSTITUTE_MESSAGES['institute.kvk_chamber_commerce_number'];
const httpUrl = (label: Label) => optionalText(500, undefined, httpUrlRule(label));
const KVK: FormatRule = {
  test: (v) => /^\d{8}$/.test(v.replace(/\s/g, '')),
  error: KVK_INVALID,
  meta: { pattern: '^[0-9]{8}$', description: 'KvK-nummer: precies 8 cijfers (spaties worden weggelaten)' },
};

/** PATCH /api/institute/settings: the name is required, the rest optional (empty clears). */
export const instituteSettingsBody = z
  .object({
    name: nameText(FIELD_LABELS['label.institute_name'], 120),
    website: httpUrl(FIELD_LABELS['label.website']),
    kvkNumber: optionalText(20, undefined, KVK).transform((v) => (v === null ? null : v.replace(/\s/g, ''))),
    description: optionalText(2000),
    logoUrl: httpUrl(FIELD_LABELS['label.logo_url']),
  })
  .strict();
export type InstituteSettingsBody = z.input<typeof instituteSettingsBody>;

/** GET/PATCH /api/institute/settings answer. */
export const instituteSettings = z.object({
  name: text().nullable(),
  website: text().nullable(),
  kvkNumber: text().nullable(),
  description: text().nullable(),
  logoUrl: text().nullable(),
  /**
   * A verified institute's change of name, KvK number or website waiting for an administrator
   * ("in beoordeling"); the values above stay in force and public until it is accepted.
   */
  pendingChange: z
    .object({
      name: text().nullable(),
      kvkNumber: text().nullable(),
      website: text().nullable(),
      fields: z.array(z.enum(['name', 'kvkNumber', 'website'])),
      since: text(),
    })
    .nullable()
    .optional(),
});
export type InstituteSettings = z.infer<typeof instituteSettings>;

/** GET /api/admin/institute-changes: one pending change, the values in force beside the requested. */
export const institutePendingChangeRow = z.object({
  instituteId: text(),
  email: text(),
  since: text(),
  fields: z.array(z.enum(['name', 'kvkNumber', 'website'])),
  current: z.object({ name: text().nullable(), kvkNumber: text().nullable(), website: text().nullable() }),
  requested: z.object({ name: text().nullable(), kvkNumber: text().nullable(), website: text().nullable() }),
});
export type InstitutePendingChangeRow = z.infer<typeof institutePendingChangeRow>;

/** POST /api/admin/institutes/{id}/changes/{accept|reject}: what happened. */
export const institutePendingChangeDecision = z.object({
  instituteId: text(),
  decision: z.enum(['accepted', 'rejected']),
});

/**
 * GET /api/institute/verification: whether an administrator has verified the institute.
 * Until then its courses are not in the catalogue; the portal says so and what the institute can do.
 */
export const instituteVerification = z.object({ verified: z.boolean() });
