import { createHash, randomBytes } from 'node:crypto';
import type { PublicUser } from '../../../contracts/auth.ts';
import { nowIso } from '../../db/connect.ts';
import { keptPerDatabase } from '../../db/kept-values.ts';
import { prepared } from '../../db/prepared.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { PUBLIC_USER_COLUMNS, toPublicUser } from './public-user.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const hashToken = sha256;

/**
 * The id a session has in API answers: a hash of the stored hash, so neither the token nor the
 * database key ever leaves the server.
 */
export const publicSessionId = (storedId: string) => sha256(`session:${storedId}`).slice(0, 32);

/** A sliding session is renewed (expiry pushed, last use stamped) at most this often: one write per 5 minutes. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

const MAX_USER_AGENT = 400;

/** Creates a session and returns the opaque token for the cookie; only its hash is stored. */
export async function createSession(
  db: KyselyDb,
  userId: string,
  days: number,
  meta: { userAgent?: string | null } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
      userAgent: meta.userAgent ? meta.userAgent.slice(0, MAX_USER_AGENT) : null,
      lastUsedAt: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * The session row with its user and stored language: the one query of every signed-in request.
 * Only the columns a PublicUser shows: the password hash and internal links are never read here
 * (and each column read costs time on every request, decision 161).
 */
const sessionById = prepared(['id'], (db, p) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('userSettings as us', 'us.userId', 'sessions.userId')
    .leftJoin('userTotp as ut', 'ut.userId', 'sessions.userId')
    .select(PUBLIC_USER_COLUMNS.map((c) => `users.${c}` as const))
    .select([
      'sessions.expiresAt',
      'sessions.lastUsedAt',
      'sessions.createdAt as sessionCreatedAt',
      'us.language as storedLanguage',
      'ut.confirmedAt as totpConfirmedAt',
    ])
    // A passkey is a second factor too (decision 311).
    .select((eb) =>
      eb
        .exists(
          eb.selectFrom('userPasskeys as pk').select('pk.id').whereRef('pk.userId', '=', 'sessions.userId'),
        )
        .as('hasPasskey'),
    )
    .where('sessions.id', '=', p.id),
);

type SessionRow = Awaited<ReturnType<typeof sessionById>>[number];

/**
 * Session rows kept in memory (decision 252): every signed-in request looked its session up in the
 * database, the largest cost of a signed-in read (most of all on PostgreSQL). A row is kept until
 * the users, sessions or user_settings table changes — a sign-out, a new password, a deleted
 * account or session, a changed name, role or language, in this process or, through the change
 * signals, in any other — and at most a minute. Expiry is checked on every use, as before. An
 * unknown token is never kept.
 */
const sessionRows = keptPerDatabase<SessionRow | undefined>(
  ['users', 'sessions', 'user_settings', 'user_totp', 'user_passkeys'],
  {
    maxEntries: 10_000,
  },
);

const readSession = (db: KyselyDb, id: string) =>
  sessionRows(
    db,
    id,
    async () => (await sessionById(db, { id }))[0],
    (row) => row !== undefined,
  );

export interface SessionLookup {
  user: PublicUser;
  /** True when this lookup renewed the session: the caller re-sends the cookie with a fresh max-age. */
  renewed: boolean;
  /** The user's stored language choice (user_settings.language), read in the same query. */
  language: string | null;
  /** The account has a confirmed second factor (authenticator app or passkey), read in the same query. */
  secondFactor: boolean;
}

/**
 * The user behind a token, or undefined when the token is unknown or expired. With `slideDays`
 * the session slides: a use more than SESSION_TOUCH_INTERVAL_MS after the last one renews it.
 */
/** One user object per kept session row: what reads it (GET /api/user) may keep work per object. */
const publicUsers = new WeakMap<object, PublicUser>();
function publicUserOf(row: Parameters<typeof toPublicUser>[0]): PublicUser {
  let user = publicUsers.get(row);
  if (!user) {
    user = toPublicUser(row);
    publicUsers.set(row, user);
  }
  return user;
}

/**
 * A kept row's moments as numbers, parsed once per row rather than on every request (a row is
 * read again once its session is touched, so its moments never go stale here).
 */
const rowMoments = new WeakMap<object, { expires: number; created: number; lastUsed: number }>();
function momentsOf(row: NonNullable<SessionRow>) {
  let moments = rowMoments.get(row);
  if (!moments) {
    const created = Date.parse(row.sessionCreatedAt);
    moments = {
      expires: Date.parse(row.expiresAt),
      created,
      lastUsed: row.lastUsedAt ? Date.parse(row.lastUsedAt) : created,
    };
    rowMoments.set(row, moments);
  }
  return moments;
}

/**
 * The stored id of a session token (its SHA-256), remembered for the tokens in use: hashing costs
 * more than the rest of a kept session's lookup. Bounded; the oldest entry goes first.
 */
const storedIds = new Map<string, string>();
const STORED_IDS_MAX = 10_000;
function storedIdOf(token: string): string {
  let id = storedIds.get(token);
  if (id === undefined) {
    id = hashToken(token);
    if (storedIds.size >= STORED_IDS_MAX) storedIds.delete(storedIds.keys().next().value as string);
    storedIds.set(token, id);
  }
  return id;
}

export async function findSession(
  db: KyselyDb,
  token: string,
  opts: { slideDays?: number; maxDays?: number; now?: Date } = {},
): Promise<SessionLookup | undefined> {
  const nowMs = opts.now?.getTime() ?? Date.now();
  const id = storedIdOf(token);
  const row = await readSession(db, id);
  if (!row) return undefined;
  const times = momentsOf(row);
  if (times.expires <= nowMs) return undefined;
  // An absolute maximum age besides sliding (SESSION_MAX_DAYS).
  const hardEnd = opts.maxDays ? times.created + opts.maxDays * 86_400_000 : Infinity;
  if (hardEnd <= nowMs) return undefined;
  let renewed = false;
  if (opts.slideDays && nowMs - times.lastUsed >= SESSION_TOUCH_INTERVAL_MS) {
    const now = new Date(nowMs);
    await db
      .updateTable('sessions')
      .set({
        lastUsedAt: now.toISOString(),
        expiresAt: new Date(Math.min(now.getTime() + opts.slideDays * 86_400_000, hardEnd)).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    renewed = true;
  }
  return {
    user: publicUserOf(row),
    renewed,
    language: row.storedLanguage ?? null,
    secondFactor: Boolean(row.totpConfirmedAt) || Boolean(Number(row.hasPasskey)),
  };
}

export async function deleteSession(db: KyselyDb, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
}

/** Removes expired sessions (run at start-up and periodically). */
export async function purgeExpiredSessions(db: KyselyDb): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', nowIso()).execute();
}

export interface SessionInfo {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string | null;
  current: boolean;
}

/** The user's live sessions, newest use first; `current` marks the one of `token`. Never a token. */
export async function listUserSessions(
  db: KyselyDb,
  userId: string,
  token: string | null,
): Promise<SessionInfo[]> {
  const currentId = token ? hashToken(token) : null;
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'createdAt', 'lastUsedAt', 'expiresAt', 'userAgent'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', nowIso())
    .execute();
  return rows
    .map((r) => ({
      id: publicSessionId(r.id),
      createdAt: r.createdAt,
      lastUsedAt: r.lastUsedAt ?? r.createdAt,
      expiresAt: r.expiresAt,
      userAgent: r.userAgent,
      current: r.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** Ends one of the user's sessions by its public id; false when the user has no such session. */
export async function deleteUserSession(db: KyselyDb, userId: string, publicId: string): Promise<boolean> {
  const rows = await db.selectFrom('sessions').select('id').where('userId', '=', userId).execute();
  const match = rows.find((r) => publicSessionId(r.id) === publicId);
  if (!match) return false;
  await db.deleteFrom('sessions').where('id', '=', match.id).execute();
  return true;
}

/** Ends every session of the user except the one of `keepToken` (all of them without one); returns how many. */
export async function deleteOtherSessions(
  db: KyselyDb,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  const res = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .$if(keepToken !== null, (qb) => qb.where('id', '!=', hashToken(keepToken!)))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
