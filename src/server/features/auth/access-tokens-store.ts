import { createHash, randomBytes } from 'node:crypto';
import { TOKEN_PREFIX, type TokenScope, type TokenSummary } from '../../../contracts/access-tokens.ts';
import type { PublicUser } from '../../../contracts/auth.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { PUBLIC_USER_COLUMNS, toPublicUser } from './public-user.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A token's last use is stamped at most this often: one write per minute of use, not per request. */
const TOUCH_INTERVAL_MS = 60_000;

/** What a bearer request knows about its token (request.accessToken). */
export interface AccessToken {
  id: string;
  scopes: readonly string[];
}

const summary = (r: {
  id: string;
  name: string;
  scopes: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
}): TokenSummary => ({
  id: r.id,
  name: r.name,
  scopes: JSON.parse(r.scopes) as TokenScope[],
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  lastUsedAt: r.lastUsedAt,
});

/** Creates a token; the answer holds the token itself, shown once: only its SHA-256 is stored. */
export async function createAccessToken(
  db: KyselyDb,
  userId: string,
  input: { name: string; scopes: readonly TokenScope[]; expiresInDays: number },
  now = new Date(),
): Promise<TokenSummary & { token: string }> {
  // 32 random bytes (256 bits) after the prefix, base64url: `sp_` + 43 characters.
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = {
    id: randomBytes(12).toString('hex'),
    tokenHash: sha256(token),
    userId,
    name: input.name,
    scopes: JSON.stringify(input.scopes),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString(),
    lastUsedAt: null,
  };
  await db.insertInto('personalAccessTokens').values(row).execute();
  return { ...summary(row), token };
}

/** The user's tokens that have not expired, newest first. Never the token or its hash. */
export async function listAccessTokens(
  db: KyselyDb,
  userId: string,
  now = new Date(),
): Promise<TokenSummary[]> {
  const rows = await db
    .selectFrom('personalAccessTokens')
    .select(['id', 'name', 'scopes', 'createdAt', 'expiresAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(summary);
}

export async function countAccessTokens(db: KyselyDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('personalAccessTokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes one of the user's tokens (its row is deleted); false when the user has no such token. */
export async function revokeAccessToken(db: KyselyDb, userId: string, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('personalAccessTokens')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** Revokes every token of the user (rows deleted); returns how many there were. */
export async function revokeAllAccessTokens(db: KyselyDb, userId: string): Promise<number> {
  const res = await db.deleteFrom('personalAccessTokens').where('userId', '=', userId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Removes expired tokens (with the periodic clean-up of sessions). */
export async function purgeExpiredAccessTokens(db: KyselyDb, now = new Date()): Promise<void> {
  await db.deleteFrom('personalAccessTokens').where('expiresAt', '<=', now.toISOString()).execute();
}

/**
 * The user and token behind a bearer token, or undefined when it is unknown, revoked or expired.
 * One query, never cached: a revoked token is refused on the very next request, in any process.
 */
export async function findAccessToken(
  db: KyselyDb,
  token: string,
  now = new Date(),
): Promise<
  { user: PublicUser; token: AccessToken; language: string | null; secondFactor: boolean } | undefined
> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return undefined;
  const hash = sha256(token);
  const row = await db
    .selectFrom('personalAccessTokens as t')
    .innerJoin('users', 'users.id', 't.userId')
    .leftJoin('userSettings as us', 'us.userId', 't.userId')
    .leftJoin('userTotp as ut', 'ut.userId', 't.userId')
    .select(PUBLIC_USER_COLUMNS.map((c) => `users.${c}` as const))
    .select([
      't.id as tokenId',
      't.scopes',
      't.expiresAt',
      't.lastUsedAt',
      'us.language as storedLanguage',
      'ut.confirmedAt as totpConfirmedAt',
    ])
    // Whether the account has a second factor, as the session lookup reads it (decision 311).
    .select((eb) =>
      eb
        .exists(eb.selectFrom('userPasskeys as pk').select('pk.id').whereRef('pk.userId', '=', 't.userId'))
        .as('hasPasskey'),
    )
    .where('t.tokenHash', '=', hash)
    .executeTakeFirst();
  if (!row || row.expiresAt <= now.toISOString()) return undefined;
  if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('personalAccessTokens')
      .set({ lastUsedAt: now.toISOString() })
      .where('id', '=', row.tokenId)
      .execute();
  }
  return {
    user: toPublicUser(row),
    token: { id: row.tokenId, scopes: JSON.parse(row.scopes) as string[] },
    language: row.storedLanguage ?? null,
    secondFactor: Boolean(row.totpConfirmedAt) || Boolean(Number(row.hasPasskey)),
  };
}
