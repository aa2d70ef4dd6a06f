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

/** Wachtwoord vergeten: only the e-mail (no call is made yet, spec §2.3). */
export const resetBody = z.object({
  email: z.string({ error: 'E-mailadres is verplicht' }).trim().min(1, { error: 'E-mailadres is verplicht' }),
});

export const registerBody = z.object({
  /** The spec's client sends id = e-mail; the server ignores it and assigns its own. */
  id: z.unknown().optional(),
  email,
  password: z
    .string({ error: 'Wachtwoord is verplicht' })
    .min(REGISTER_PASSWORD_MIN_LENGTH, { error: REGISTER_PASSWORD_TOO_SHORT })
    .max(200, { error: 'Wachtwoord is te lang (maximaal 200 tekens)' }),
  firstName: name('Voornaam'),
  lastName: name('Achternaam'),
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
