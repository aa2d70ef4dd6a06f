import { z } from 'zod';
import { passwordPolicyErrors } from '../domain/password-policy.ts';
import {
  BIO_MAX_LENGTH,
  BIRTH_DATE_MIN,
  birthDateError,
  hasUnsafeCharacters,
  isValidPhone,
  NAME_MAX_LENGTH,
  normalizePostalCode,
  TEXT_MAX_LENGTH,
} from '../domain/profile/fields.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, NEW_PASSWORD_RULES, passwordText, strictText, text } from './common.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { FIELD_LABELS, FIELD_MESSAGES, type Label, FIELD_MESSAGES as M } from './messages/common.ts';
import type { Said } from './messages/define.ts';
import { PROFILE_MESSAGES } from './messages/profile.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Profiel, beveiliging, sessies en privacy',
  scope: { nl: 'Profiel', en: 'Profile' },
} as const satisfies ApiTagDeclaration;

/** Trimmed, no control/bidi characters; empty becomes null. */
/** The one writer of an institute's name is the reviewed settings flow (decision 420). */
export const INSTITUTE_NAME_RULE = PROFILE_MESSAGES['profile.institute_name_rule'].nl;

const field = (
  label: Label,
  max: number,
  documented?: { pattern?: string; format?: string; description?: string },
) =>
  strictText(M['field.must_be_text']({ label }), M['field.label_invalid_characters']({ label }))
    .trim()
    .max(max, { error: M['field.max_characters']({ label, max }) })
    .refine((v) => !hasUnsafeCharacters(v), { error: M['field.label_invalid_characters']({ label }) })
    // How the OpenAPI document states the field's own rule (checked below); '' or null clears it.
    .meta(documented ?? {})
    .nullish()
    // Absent stays absent (unchanged); null or '' clears.
    .transform((v) => (v === undefined ? undefined : v || null));

/** A name that may be left out of the body but never emptied. */
const requiredName = (label: Label) =>
  strictText(M['field.required']({ label }), M['field.label_invalid_characters']({ label }))
    .trim()
    .min(1, { error: M['field.required']({ label }) })
    .max(NAME_MAX_LENGTH, { error: M['field.max_characters']({ label, max: NAME_MAX_LENGTH }) })
    .refine((v) => !hasUnsafeCharacters(v), { error: M['field.label_invalid_characters']({ label }) })
    .optional();

const immutable = (message: Said) =>
  z
    .unknown()
    .refine((v) => v === undefined, { error: message })
    .optional()
    // Documented as "never send this" (OpenAPI: no value is valid).
    .meta({ not: {}, description: `Niet toegestaan (400): ${message.nl}` });

/** A phone number: 8 to 15 digits, with spaces, dashes, dots or brackets and an optional leading +. */
const PHONE = {
  pattern: '^\\+?(?:[ ().-]*[0-9]){8,15}[ ().-]*$',
  description: '8 tot 15 cijfers, met spaties, streepjes, punten of haakjes en eventueel een + vooraan',
};
/** A Dutch postcode, 1234 AB (the space optional, any case; SA, SD and SS are never issued). */
const POSTAL_CODE = {
  pattern: '^[1-9][0-9]{3} ?(?![Ss][AaDdSs])[A-Za-z]{2}$',
  description: 'Nederlandse postcode, bijv. 1234 AB; opgeslagen als 1234 AB',
};
const BIRTH_DATE = {
  format: 'date',
  description: `JJJJ-MM-DD, een echte dag vanaf ${BIRTH_DATE_MIN} en vóór vandaag`,
};

/**
 * PATCH /api/user/profile (spec §7). Every field optional (absent = unchanged); an empty string
 * clears an optional field. E-mail, userType and adminRole are refused with a 400 (decision 050),
 * any other unknown field too.
 */
export const updateProfileBody = z.strictObject({
  firstName: requiredName(FIELD_LABELS['label.first_name']),
  tussenvoegsel: field(FIELD_LABELS['label.surname_prefix'], 30),
  lastName: requiredName(FIELD_LABELS['label.last_name']),
  phone: field(FIELD_LABELS['label.phone'], 30, PHONE).refine((v) => v == null || isValidPhone(v), {
    error: PROFILE_MESSAGES['profile.enter_valid_phone_number'],
  }),
  dateOfBirth: field(FIELD_LABELS['label.date_of_birth'], 10, BIRTH_DATE).superRefine((v, ctx) => {
    const error = v == null ? null : birthDateError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error() });
  }),
  address: field(FIELD_LABELS['label.address'], TEXT_MAX_LENGTH),
  city: field(FIELD_LABELS['label.town'], 100),
  postalCode: field(FIELD_LABELS['label.postcode'], 10, POSTAL_CODE).transform((v, ctx) => {
    if (v == null) return v;
    const normal = normalizePostalCode(v);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES['profile.enter_valid_postcode_1234']() });
      return z.NEVER;
    }
    return normal;
  }),
  country: field(FIELD_LABELS['label.country'], 100),
  companyName: field(FIELD_LABELS['label.company_name'], TEXT_MAX_LENGTH),
  instituteName: field(FIELD_LABELS['label.institution_name'], TEXT_MAX_LENGTH, {
    description: INSTITUTE_NAME_RULE,
  }),
  bio: field(FIELD_LABELS['label.bio'], BIO_MAX_LENGTH),
  email: immutable(PROFILE_MESSAGES['profile.email_address_cannot_changed']),
  userType: immutable(PROFILE_MESSAGES['profile.account_type_cannot_changed']),
  adminRole: immutable(PROFILE_MESSAGES['profile.administrator_role_cannot_changed']),
});
export type UpdateProfileInput = z.input<typeof updateProfileBody>;
export type UpdateProfile = z.output<typeof updateProfileBody>;

/** POST /api/user/change-password: the §5 policy, checked on the server too. */
export const changePasswordBody = z.object({
  currentPassword: passwordText(FIELD_MESSAGES['field.current_password_required']).min(1, {
    error: FIELD_MESSAGES['field.current_password_required'],
  }),
  newPassword: passwordText(AUTH_MESSAGES['auth.new_password_required'])
    .superRefine((v, ctx) => {
      for (const message of passwordPolicyErrors(v)) ctx.addIssue({ code: 'custom', message: message() });
    })
    .meta(NEW_PASSWORD_RULES),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The change-password form: the body plus the confirmation (spec §5). */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: passwordText() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: FIELD_MESSAGES['field.passwords_do_not_match'],
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** DELETE /api/user: the current password confirms. */
export const deleteAccountBody = z.object({
  password: passwordText().min(1, { error: FIELD_MESSAGES['field.password_required'] }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** One of the user's sessions (never its token). */
export const sessionSummary = z.object({
  id: text(),
  createdAt: dateTime(),
  lastUsedAt: dateTime(),
  expiresAt: dateTime(),
  /** Browser and system, read from the User-Agent at sign-in. */
  browser: text(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** POST /api/user/change-password: done, and how many other sessions ended. */
export const passwordChanged = z.object({ message: text(), endedSessions: z.number().int() });

/** DELETE /api/user/sessions(/{id}): how many sessions ended. */
export const sessionsEnded = z.object({ ended: z.number().int() });

/** GET /api/user/export: the profile (no secrets) and one list of rows per kind of personal data. */
export const personalDataExport = z
  .object({ exportedAt: dateTime(), profile: z.record(text(), z.unknown()) })
  .catchall(z.unknown());

export const sessionIdParam = z.object({
  id: text(PROFILE_MESSAGES['profile.invalid_session']).regex(/^[0-9a-f]{32}$/, {
    error: PROFILE_MESSAGES['profile.invalid_session'],
  }),
});
