import { z } from 'zod';
import { REGISTER_PASSWORD_MIN_LENGTH, REGISTER_PASSWORD_TOO_SHORT } from '../domain/password-policy.ts';
import { ADMIN_ROLES, canonicalUserType, SELF_REGISTER_TYPES, USER_TYPES } from '../domain/roles.ts';
import { emailText, nameText, passwordText, text } from './common.ts';

const email = emailText();

const name = (label: string) => nameText(label, 100);

export const loginBody = z.object({
  email,
  password: passwordText().min(1, { error: 'Wachtwoord is verplicht' }),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Wachtwoord vergeten: only the e-mail (no call is made yet, spec §2.3). */
export const resetBody = z.object({
  email: text('E-mailadres is verplicht')
    .trim()
    .min(1, { error: 'E-mailadres is verplicht' })
    .max(254, { error: 'E-mailadres is te lang' }),
});

export const registerBody = z.object({
  /** The spec's client sends id = e-mail; the server ignores it and assigns its own. */
  id: z.unknown().optional(),
  email,
  password: passwordText().min(REGISTER_PASSWORD_MIN_LENGTH, { error: REGISTER_PASSWORD_TOO_SHORT }),
  firstName: name('Voornaam'),
  lastName: name('Achternaam'),
  userType: text('Ongeldig gebruikerstype')
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
  id: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  tussenvoegsel: text().nullable(),
  phone: text().nullable(),
  dateOfBirth: text().nullable(),
  address: text().nullable(),
  city: text().nullable(),
  postalCode: text().nullable(),
  country: text().nullable(),
  companyName: text().nullable(),
  instituteName: text().nullable(),
  bio: text().nullable(),
  profileImageUrl: text().nullable(),
  userType: z.enum(USER_TYPES),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type PublicUser = z.infer<typeof publicUser>;
