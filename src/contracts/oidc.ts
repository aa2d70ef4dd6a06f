import { z } from 'zod';
import { SELF_REGISTER_TYPES } from '../domain/roles.ts';
import { dateTime, nameText, text } from './common.ts';
import { FIELD_LABELS } from './messages/common.ts';

/** Sign-in with an institution's OpenID Connect provider (decision 312). */

/** GET /api/auth/oidc/providers: the configured providers, shown as buttons on /auth. */
export const oidcProvider = z.object({
  id: text(),
  name: text(),
  userTypes: z.array(z.enum(SELF_REGISTER_TYPES)),
});

export const oidcProviderParams = z.object({ provider: text().max(40) });

/** GET /api/user/oidc: each provider the account may use, and whether its identity is linked. */
export const oidcLink = z.object({
  provider: text(),
  name: text(),
  linked: z.boolean(),
  linkedAt: dateTime().nullable(),
});

/** GET …/start: `koppel=1` from a signed-in user links the identity to that account. */
export const oidcStartQuery = z.object({ koppel: z.enum(['0', '1']).optional() });

/** GET …/callback: what the provider sends back (validated by openid-client, not here). */
export const oidcCallbackQuery = z.object({
  code: text().max(2000).optional(),
  state: text().max(2000).optional(),
  iss: text().max(2000).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
  session_state: text().max(2000).optional(),
});

/** A redirect (302) to the provider or back to the app; its body is empty. */
export const oidcRedirect = z.undefined().meta({ description: 'Doorverwijzing (Location-header)' });

/** GET /api/auth/oidc/signup: the pending sign-up of a new user (the provider's claims). */
export const oidcSignupInfo = z.object({
  provider: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  userTypes: z.array(z.enum(SELF_REGISTER_TYPES)),
});

/** POST /api/auth/oidc/signup: the new user's choice of user type. */
export const oidcSignupBody = z.object({
  userType: z.enum(SELF_REGISTER_TYPES),
  instituteName: nameText(FIELD_LABELS['label.institute_name'], 120).optional(),
});
