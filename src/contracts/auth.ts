import { z } from 'zod';
import { REGISTER_PASSWORD_MIN_LENGTH, REGISTER_PASSWORD_TOO_SHORT } from '../domain/password-policy.ts';
import { ADMIN_ROLES, canonicalUserType, SELF_REGISTER_TYPES, USER_TYPES } from '../domain/roles.ts';
import { nameText } from './common.ts';

const email = z
  .string({ error: 'E-mailadres is verplicht' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'E-mailadres is verplicht' })
  .max(254, { error: 'E-mailadres is te lang' })
  .pipe(z.email({ error: 'Voer een geldig e-mailadres in' }));

const name = (label: string) => nameText(label, 100);

export const loginBody = z.object({
  email,
  password: z
    .string({ error: 'Wachtwoord is verplicht' })
    .min(1, { error: 'Wachtwoord is verplicht' })
    .max(200, { error: 'Wachtwoord is te lang' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A new password at registration or reset: the registration rules (the server adds the common-password and e-mail checks). */
const newPassword = z
  .string({ error: 'Wachtwoord is verplicht' })
  .min(REGISTER_PASSWORD_MIN_LENGTH, { error: REGISTER_PASSWORD_TOO_SHORT })
  .max(200, { error: 'Wachtwoord is te lang (maximaal 200 tekens)' });

/** Wachtwoord vergeten (issue 24): POST /api/auth/password-reset. */
export const passwordResetBody = z.object({ email });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** The one answer to every reset request, known e-mail or not (no account enumeration). */
export const PASSWORD_RESET_ACCEPTED =
  'Als er een account met dit e-mailadres bestaat, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.';
export const PASSWORD_RESET_INVALID =
  'Deze herstellink is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.';
export const PASSWORD_RESET_DONE = 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.';
/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/auth/password-reset/confirm: the token from the mailed link and the new password. */
export const passwordResetConfirmBody = z.object({
  token: z
    .string({ error: PASSWORD_RESET_INVALID })
    .trim()
    .min(1, { error: PASSWORD_RESET_INVALID })
    .max(200, { error: PASSWORD_RESET_INVALID }),
  password: newPassword,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const registerBody = z.object({
  /** The spec's client sends id = e-mail; the server ignores it and assigns its own. */
  id: z.unknown().optional(),
  email,
  password: newPassword,
  firstName: name('Voornaam'),
  lastName: name('Achternaam'),
  /** An institute's name (issue 24): shown on its courses. The form requires it for institutes. */
  instituteName: nameText('Naam van het instituut', 120).optional(),
  userType: z
    .string({ error: 'Ongeldig gebruikerstype' })
    .optional()
    .transform((v, ctx) => {
      const type = v === undefined || v === '' ? 'talent' : canonicalUserType(v);
      if (!type || !(SELF_REGISTER_TYPES as readonly string[]).includes(type)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Dit gebruikerstype kan niet worden gekozen bij registratie',
        });
        return z.NEVER;
      }
      return type as (typeof SELF_REGISTER_TYPES)[number];
    }),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The registration form: an institute must give its name (the API keeps it optional for old clients). */
export const INSTITUTE_NAME_REQUIRED = 'Naam van het instituut is verplicht';
export const registerFormBody = registerBody.superRefine((v, ctx) => {
  if (v.userType === 'institute' && !v.instituteName) {
    ctx.addIssue({ code: 'custom', path: ['instituteName'], message: INSTITUTE_NAME_REQUIRED });
  }
});

/** The user as the API returns it: never any password material. */
export const publicUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  companyName: z.string().nullable(),
  instituteName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;
