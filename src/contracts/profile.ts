import { z } from 'zod';
import { passwordPolicyErrors } from '../domain/password-policy.ts';
import {
  BIO_MAX_LENGTH,
  birthDateError,
  hasUnsafeCharacters,
  isValidPhone,
  NAME_MAX_LENGTH,
  normalizePostalCode,
  TEXT_MAX_LENGTH,
} from '../domain/profile/fields.ts';
import type { PublicUser } from './auth.ts';

/** GET /api/user/profile answers the user's public fields (spec §3 User). */
export type Profile = PublicUser;

const SAFE = { error: 'Bevat ongeldige tekens' };

/** Trimmed, no control/bidi characters; empty becomes null. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} moet tekst zijn` })
    .trim()
    .max(max, { error: `${label} mag maximaal ${max} tekens bevatten` })
    .refine((v) => !hasUnsafeCharacters(v), { error: `${label}: ${SAFE.error.toLowerCase()}` })
    .nullish()
    // Absent stays absent (unchanged); null or '' clears.
    .transform((v) => (v === undefined ? undefined : v || null));

/** A name that may be left out of the body but never emptied. */
const requiredName = (label: string) =>
  z
    .string({ error: `${label} is verplicht` })
    .trim()
    .min(1, { error: `${label} is verplicht` })
    .max(NAME_MAX_LENGTH, { error: `${label} mag maximaal ${NAME_MAX_LENGTH} tekens bevatten` })
    .refine((v) => !hasUnsafeCharacters(v), { error: `${label}: ${SAFE.error.toLowerCase()}` })
    .optional();

const immutable = (message: string) =>
  z
    .unknown()
    .refine((v) => v === undefined, { error: message })
    .optional();

/**
 * PATCH /api/user/profile (spec §7). Every field optional (absent = unchanged); an empty string
 * clears an optional field. E-mail, userType and adminRole are refused with a 400 (decision 050),
 * any other unknown field too.
 */
export const updateProfileBody = z.strictObject({
  firstName: requiredName('Voornaam'),
  tussenvoegsel: text('Tussenvoegsel', 30),
  lastName: requiredName('Achternaam'),
  phone: text('Telefoonnummer', 30).refine((v) => v == null || isValidPhone(v), {
    error: 'Voer een geldig telefoonnummer in',
  }),
  dateOfBirth: text('Geboortedatum', 10).superRefine((v, ctx) => {
    const error = v == null ? null : birthDateError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  }),
  address: text('Adres', TEXT_MAX_LENGTH),
  city: text('Plaats', 100),
  postalCode: text('Postcode', 10).transform((v, ctx) => {
    if (v == null) return v;
    const normal = normalizePostalCode(v);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: 'Voer een geldige postcode in, zoals 1234 AB' });
      return z.NEVER;
    }
    return normal;
  }),
  country: text('Land', 100),
  companyName: text('Bedrijfsnaam', TEXT_MAX_LENGTH),
  instituteName: text('Naam instelling', TEXT_MAX_LENGTH),
  bio: text('Bio', BIO_MAX_LENGTH),
  email: immutable('Je e-mailadres kan niet worden gewijzigd'),
  userType: immutable('Je accounttype kan niet via je profiel worden gewijzigd'),
  adminRole: immutable('Je beheerdersrol kan niet via je profiel worden gewijzigd'),
});
export type UpdateProfileInput = z.input<typeof updateProfileBody>;
export type UpdateProfile = z.output<typeof updateProfileBody>;

/** POST /api/user/change-password: the §5 policy, checked on the server too. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Huidig wachtwoord is verplicht' })
    .min(1, { error: 'Huidig wachtwoord is verplicht' })
    .max(200, { error: 'Wachtwoord is te lang' }),
  newPassword: z
    .string({ error: 'Nieuw wachtwoord is verplicht' })
    .max(200, { error: 'Wachtwoord is te lang (maximaal 200 tekens)' })
    .superRefine((v, ctx) => {
      for (const message of passwordPolicyErrors(v)) ctx.addIssue({ code: 'custom', message });
    }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The change-password form: the body plus the confirmation (spec §5). */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: 'Wachtwoorden komen niet overeen',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** DELETE /api/user: the current password confirms. */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: 'Wachtwoord is verplicht' })
    .min(1, { error: 'Wachtwoord is verplicht' })
    .max(200, { error: 'Wachtwoord is te lang' }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** One of the user's sessions (never its token). */
export const sessionSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** Browser and system, read from the User-Agent at sign-in. */
  browser: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** POST /api/user/change-password: done, and how many other sessions ended. */
export const passwordChanged = z.object({ message: z.string(), endedSessions: z.number().int() });

/** DELETE /api/user/sessions(/{id}): how many sessions ended. */
export const sessionsEnded = z.object({ ended: z.number().int() });

/** GET /api/user/export: the profile (no secrets) and one list of rows per kind of personal data. */
export const personalDataExport = z
  .object({ exportedAt: z.string(), profile: z.record(z.string(), z.unknown()) })
  .catchall(z.unknown());

export const sessionIdParam = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, { error: 'Ongeldige sessie' }),
});
