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

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Profiel, beveiliging, sessies en privacy',
  scope: { nl: 'Profiel', en: 'Profile' },
} as const satisfies ApiTagDeclaration;

const SAFE = { error: 'Bevat ongeldige tekens' };

/** Trimmed, no control/bidi characters; empty becomes null. */
/** The one writer of an institute's name is the reviewed settings flow (decision 420). */
export const INSTITUTE_NAME_RULE =
  'Alleen ongewijzigd: de naam van een instelling wijzig je via Instellingen (anders 400)';

const field = (
  label: string,
  max: number,
  documented?: { pattern?: string; format?: string; description?: string },
) =>
  strictText(`${label} moet tekst zijn`, `${label}: ${SAFE.error.toLowerCase()}`)
    .trim()
    .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` })
    .refine((v) => !hasUnsafeCharacters(v), { error: `${label}: ${SAFE.error.toLowerCase()}` })
    // How the OpenAPI document states the field's own rule (checked below); '' or null clears it.
    .meta(documented ?? {})
    .nullish()
    // Absent stays absent (unchanged); null or '' clears.
    .transform((v) => (v === undefined ? undefined : v || null));

/** A name that may be left out of the body but never emptied. */
const requiredName = (label: string) =>
  strictText(`${label} is verplicht`, `${label}: ${SAFE.error.toLowerCase()}`)
    .trim()
    .min(1, { error: `${label} is verplicht` })
    .max(NAME_MAX_LENGTH, { error: `${label} mag maximaal ${NAME_MAX_LENGTH} tekens bevatten` })
    .refine((v) => !hasUnsafeCharacters(v), { error: `${label}: ${SAFE.error.toLowerCase()}` })
    .optional();

const immutable = (message: string) =>
  z
    .unknown()
    .refine((v) => v === undefined, { error: message })
    .optional()
    // Documented as "never send this" (OpenAPI: no value is valid).
    .meta({ not: {}, description: `Niet toegestaan (400): ${message}` });

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
  firstName: requiredName('Voornaam'),
  tussenvoegsel: field('Tussenvoegsel', 30),
  lastName: requiredName('Achternaam'),
  phone: field('Telefoonnummer', 30, PHONE).refine((v) => v == null || isValidPhone(v), {
    error: 'Voer een geldig telefoonnummer in',
  }),
  dateOfBirth: field('Geboortedatum', 10, BIRTH_DATE).superRefine((v, ctx) => {
    const error = v == null ? null : birthDateError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
  address: field('Adres', TEXT_MAX_LENGTH),
  city: field('Plaats', 100),
  postalCode: field('Postcode', 10, POSTAL_CODE).transform((v, ctx) => {
    if (v == null) return v;
    const normal = normalizePostalCode(v);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: 'Voer een geldige postcode in, zoals 1234 AB' });
      return z.NEVER;
    }
    return normal;
  }),
  country: field('Land', 100),
  companyName: field('Bedrijfsnaam', TEXT_MAX_LENGTH),
  instituteName: field('Naam instelling', TEXT_MAX_LENGTH, { description: INSTITUTE_NAME_RULE }),
  bio: field('Bio', BIO_MAX_LENGTH),
  email: immutable('Je e-mailadres kan niet worden gewijzigd'),
  userType: immutable('Je accounttype kan niet via je profiel worden gewijzigd'),
  adminRole: immutable('Je beheerdersrol kan niet via je profiel worden gewijzigd'),
});
export type UpdateProfileInput = z.input<typeof updateProfileBody>;
export type UpdateProfile = z.output<typeof updateProfileBody>;

/** POST /api/user/change-password: the §5 policy, checked on the server too. */
export const changePasswordBody = z.object({
  currentPassword: passwordText('Huidig wachtwoord is verplicht').min(1, {
    error: 'Huidig wachtwoord is verplicht',
  }),
  newPassword: passwordText('Nieuw wachtwoord is verplicht')
    .superRefine((v, ctx) => {
      for (const message of passwordPolicyErrors(v)) ctx.addIssue({ code: 'custom', message });
    })
    .meta(NEW_PASSWORD_RULES),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The change-password form: the body plus the confirmation (spec §5). */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: passwordText() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'Wachtwoorden komen niet overeen',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** DELETE /api/user: the current password confirms. */
export const deleteAccountBody = z.object({
  password: passwordText().min(1, { error: 'Wachtwoord is verplicht' }),
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
  id: text('Ongeldige sessie').regex(/^[0-9a-f]{32}$/, { error: 'Ongeldige sessie' }),
});
