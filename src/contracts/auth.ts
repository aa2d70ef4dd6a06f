import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, REGISTER_PASSWORD_TOO_SHORT } from '../domain/password-policy.ts';
import {
  ADMIN_ROLES,
  canonicalUserType,
  SELF_REGISTER_TYPES,
  USER_TYPES,
  userTypeSpellings,
} from '../domain/roles.ts';
import type { ApiTagDeclaration } from './api-tags.ts';
import { dateTime, emailText, NEW_PASSWORD_RULES, nameText, passwordText, text } from './common.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { FIELD_LABELS, FIELD_MESSAGES, type Label } from './messages/common.ts';
import { asSaid } from './messages/define.ts';
import { AUTH_PROBLEMS } from './problems/auth.ts';

/** This feature's API tag (issue 52: declared here, collected by `npm run generate` into api-tags.generated.ts). */
export const API_TAG = {
  description: 'Registreren, inloggen, wachtwoordherstel en de ingelogde gebruiker',
  scope: null,
} as const satisfies ApiTagDeclaration;

const email = emailText();

const name = (label: Label) => nameText(label, 100);

export const loginBody = z.object({
  email,
  password: passwordText().min(1, { error: FIELD_MESSAGES['field.password_required'] }),
});

/** A new password at registration or reset: the registration rules (the server adds the common-password and e-mail checks). */
const newPassword = passwordText()
  .min(PASSWORD_MIN_LENGTH, { error: REGISTER_PASSWORD_TOO_SHORT })
  .meta(NEW_PASSWORD_RULES);

/** Wachtwoord vergeten: POST /api/auth/password-reset. */
export const passwordResetBody = z.object({ email });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** The one answer to every reset request, known e-mail or not (no account enumeration). */
export const PASSWORD_RESET_ACCEPTED = AUTH_MESSAGES['auth.reset_requested'];
export const PASSWORD_RESET_INVALID = asSaid(AUTH_PROBLEMS['auth.reset_invalid']);
export const PASSWORD_RESET_DONE = AUTH_MESSAGES['auth.reset_done'];
/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/auth/password-reset/confirm: the token from the mailed link and the new password. */
export const passwordResetConfirmBody = z.object({
  token: text(PASSWORD_RESET_INVALID)
    .trim()
    .min(1, { error: PASSWORD_RESET_INVALID })
    .max(200, { error: PASSWORD_RESET_INVALID }),
  password: newPassword,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const registerBody = z.object({
  /** The spec's client sends id = e-mail; the server ignores it and assigns its own. */
  id: z.unknown().optional().meta({ description: 'Genegeerd: de server kiest zelf het id' }),
  email,
  password: newPassword,
  firstName: name(FIELD_LABELS['label.first_name']),
  lastName: name(FIELD_LABELS['label.last_name']),
  /** An institute's name: shown on its courses. The form requires it for institutes. */
  instituteName: nameText(FIELD_LABELS['label.institute_name'], 120).optional(),
  userType: text(FIELD_MESSAGES['field.invalid_user_type'])
    .optional()
    .transform((v, ctx) => {
      const type = v === undefined || v === '' ? 'talent' : canonicalUserType(v);
      if (!type || !(SELF_REGISTER_TYPES as readonly string[]).includes(type)) {
        ctx.addIssue({
          code: 'custom',
          message: AUTH_MESSAGES['auth.user_type_cannot_chosen'](),
        });
        return z.NEVER;
      }
      return type as (typeof SELF_REGISTER_TYPES)[number];
    })
    .meta({
      enum: ['', ...userTypeSpellings(SELF_REGISTER_TYPES)],
      description:
        'Het soort account; leeg of afwezig is talent. Synoniemen: werknemer/employee = talent, bedrijf = company, opleider = institute',
    }),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The registration form: an institute must give its name (the API keeps it optional for old clients). */
export const INSTITUTE_NAME_REQUIRED = asSaid(AUTH_PROBLEMS['auth.institute_name_required']);
export const registerFormBody = registerBody.superRefine((v, ctx) => {
  if (v.userType === 'institute' && !v.instituteName) {
    ctx.addIssue({ code: 'custom', path: ['instituteName'], message: INSTITUTE_NAME_REQUIRED() });
  }
});

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
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
export type PublicUser = z.infer<typeof publicUser>;

/**
 * GET /api/user: the session's user, and whether the account must set up a second factor before
 * anything else (its role requires one and it has none). The app's set-up gate reads it from this
 * answer, which the first HTML already carries, instead of asking GET /api/user/mfa on every page.
 */
export const sessionUser = publicUser.extend({ mfaSetupRequired: z.boolean() });
