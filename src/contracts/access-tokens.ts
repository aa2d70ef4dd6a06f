import { z } from 'zod';
import { SCOPED_TAGS, type ScopedTag } from './api-tags.ts';
import { dateTime, nameText, passwordText, text } from './common.ts';
import { AUTH_MESSAGES } from './messages/auth.ts';
import { FIELD_LABELS, FIELD_MESSAGES } from './messages/common.ts';
import { mfaCode } from './mfa.ts';

/**
 * Personal access tokens: an integration signs in with `Authorization: Bearer sp_…`. A token may do
 * what its owner may do, limited to its scopes: one read and one write scope per feature (each API
 * tag with a scope name in api-tags.ts), `<feature>:read` for GET and `<feature>:write` for the rest.
 * Account security (password, sessions, tokens, sign-in factors, export and deletion) never accepts
 * a token.
 */
export const TOKEN_FEATURES = SCOPED_TAGS;
export type TokenFeature = ScopedTag;

export const TOKEN_SCOPES = TOKEN_FEATURES.flatMap((f) => [`${f}:read`, `${f}:write`] as const);
export type TokenScope = `${TokenFeature}:${'read' | 'write'}`;

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'sp_';
/** The longest life of a token, in days. */
export const TOKEN_MAX_DAYS = 365;
/** At most this many tokens per user. */
export const TOKEN_MAX_PER_USER = 20;

export const tokenScope = z.enum(TOKEN_SCOPES as [TokenScope, ...TokenScope[]], {
  error: AUTH_MESSAGES['auth.unknown_scope'],
});

export const createTokenBody = z
  .object({
    name: nameText(FIELD_LABELS['label.name'], 80),
    scopes: z
      .array(tokenScope)
      .min(1, { error: AUTH_MESSAGES['auth.choose_least_one_scope'] })
      .max(TOKEN_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, { error: AUTH_MESSAGES['auth.scope_listed_twice'] })
      .meta({ uniqueItems: true }),
    expiresInDays: z
      .number({ error: AUTH_MESSAGES['auth.validity_whole_number_days'] })
      .int({ error: AUTH_MESSAGES['auth.validity_whole_number_days'] })
      .min(1, { error: AUTH_MESSAGES['auth.token_validity_days']({ max: TOKEN_MAX_DAYS }) })
      .max(TOKEN_MAX_DAYS, { error: AUTH_MESSAGES['auth.token_validity_days']({ max: TOKEN_MAX_DAYS }) }),
    /** The current password: a stolen session alone makes no token (issue 47). */
    password: passwordText().min(1, { error: FIELD_MESSAGES['field.password_required'] }),
    code: mfaCode.optional().meta({
      description:
        'Verplicht als het account een authenticator-app heeft: de zes cijfers uit de app of een herstelcode',
    }),
  })
  .strict()
  .meta({
    description:
      'Alleen scopes waarmee de rol van het account iets kan (GET /api/user/tokens/scopes); andere geven 400. Met een authenticator-app is `code` verplicht.',
  });
export type CreateTokenBody = z.infer<typeof createTokenBody>;

export const tokenSummary = z.object({
  id: text(),
  name: text(),
  scopes: z.array(tokenScope),
  createdAt: dateTime(),
  expiresAt: dateTime(),
  lastUsedAt: dateTime().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummary>;

/** The answer to creating a token: the only time the token itself is shown. */
export const tokenCreated = tokenSummary.extend({
  token: text().meta({ description: 'De token zelf (sp_…): alleen in dit antwoord, daarna nooit meer' }),
});
export type TokenCreated = z.infer<typeof tokenCreated>;

export const tokenIdParam = z.object({
  id: text(AUTH_MESSAGES['auth.invalid_token']).regex(/^[0-9a-f]{24}$/, {
    error: AUTH_MESSAGES['auth.invalid_token'],
  }),
});
