import { z } from 'zod';
import { passwordText, text, textId } from './common.ts';

/** The second sign-in factor (decision 310): authenticator app (TOTP) and recovery codes. */

export const MFA_SETUP_REQUIRED = 'Stel eerst tweestapsverificatie in om verder te gaan';
export const MFA_CODE_INVALID = 'Onjuiste of al gebruikte code';
export const MFA_STEP_EXPIRED = 'De inlogstap is verlopen. Log opnieuw in.';

/** A six-digit code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
const code = text(MFA_CODE_INVALID)
  .overwrite((v) => v.replace(/\s+/g, ''))
  .min(6, { error: MFA_CODE_INVALID })
  .max(20, { error: MFA_CODE_INVALID })
  .meta({
    description:
      'De zes cijfers uit de authenticator-app, of een herstelcode (xxxxx-xxxxx); spaties tellen niet',
  });

/** POST /api/login: the answer when the account has a second factor (no session yet). */
export const mfaRequiredAnswer = z.object({
  mfaRequired: z.literal(true),
  methods: z.array(z.enum(['totp', 'recovery'])),
});

export const mfaLoginBody = z.object({ code });

/** GET /api/user/mfa */
export const mfaStatus = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** How many passkeys the account has (each one a second factor too, decision 311). */
  passkeys: z.number().int(),
  /** The account's role requires a second factor (MFA_REQUIRED_ROLES). */
  required: z.boolean(),
  /** Required and not yet set up: only the set-up and sign-out are open. */
  setupRequired: z.boolean(),
});

/** POST /api/user/mfa/totp */
export const totpSetupAnswer = z.object({
  secret: text(),
  otpauthUrl: text(),
  /** The otpauth URL as a QR code (PNG data URL) for the authenticator app to scan. */
  qrDataUrl: text(),
});
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswer>;

export const totpConfirmBody = z.object({ code });
/** The recovery codes, shown once. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(text()) });

/** DELETE /api/user/mfa/totp: a current code or the password. */
export const totpDisableBody = z
  .object({ code: code.optional(), password: passwordText().optional() })
  .refine((v) => Boolean(v.code || v.password), { error: 'Geef een code of je wachtwoord' })
  .meta({
    anyOf: [
      { required: ['code'], properties: { code: { minLength: 6 } } },
      { required: ['password'], properties: { password: { minLength: 1 } } },
    ],
    description: 'Een actuele code of het wachtwoord (minstens één van beide)',
  });

/** DELETE /api/admin/users/:id/mfa: an admin removes a user's second factor (audited). */
export const mfaResetParams = z.object({ id: textId('Ongeldige gebruiker') });
