import { z } from 'zod';
import { passwordText, requiredText, text, textId } from './common.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';
import { asSaid } from './messages/define.ts';
import { AUTH_PROBLEMS } from './problems/auth.ts';

/** The second sign-in factor (decision 310): authenticator app (TOTP) and recovery codes. */

/** A malformed code fails its schema with the text of a wrong one. */
export const MFA_CODE_INVALID = asSaid(AUTH_PROBLEMS['auth.invalid_code']);

/** A six-digit code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const mfaCode = text(MFA_CODE_INVALID)
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

const code = mfaCode;

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

/**
 * DELETE /api/user/mfa/totp: the password and a current code (or a recovery code), so neither a
 * stolen session nor a stolen phone alone turns the factor off (issue 47).
 */
export const totpDisableBody = z
  .object({ password: passwordText().min(1, { error: FIELD_MESSAGES['field.password_required'] }), code })
  .strict();

/** DELETE /api/admin/users/:id/mfa: an admin removes a user's second factor (audited). */
export const mfaResetParams = z.object({ id: textId(AUTH_MESSAGES['auth.invalid_user']) });
/** Why the factor is reset (in the audit log; e.g. "telefoon kwijt, identiteit gecontroleerd per telefoon"). */
export const mfaResetBody = z.object({ reason: requiredText(FIELD_LABELS['label.reason'], 500) }).strict();
