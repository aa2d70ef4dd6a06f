import { createHash, randomBytes } from 'node:crypto';
import type { KyselyDb } from '../../db/schema.ts';

/** Pending OpenID Connect flows and sign-ups, and linked identities (decision 312). */

const hashToken = (kind: string, token: string) =>
  createHash('sha256').update(`oidc-${kind}:${token}`).digest('hex');
const now = () => new Date().toISOString();

export async function createFlow(
  db: KyselyDb,
  flow: { provider: string; state: string; nonce: string; codeVerifier: string; linkUserId: string | null },
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('oidcFlows').where('expiresAt', '<', now()).execute();
  await db
    .insertInto('oidcFlows')
    .values({ id: hashToken('flow', token), ...flow, expiresAt: new Date(Date.now() + ttlMs).toISOString() })
    .execute();
  return token;
}

/** Takes the flow of a cookie's token: it is deleted at once, so a callback is handled once. */
export async function takeFlow(db: KyselyDb, token: string, provider: string) {
  const id = hashToken('flow', token);
  const flow = await db.selectFrom('oidcFlows').selectAll().where('id', '=', id).executeTakeFirst();
  if (!flow) return undefined;
  const deleted = await db.deleteFrom('oidcFlows').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return undefined;
  if (flow.provider !== provider || flow.expiresAt < now()) return undefined;
  return flow;
}

export const findIdentity = (db: KyselyDb, issuer: string, subject: string) =>
  db
    .selectFrom('oidcIdentities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();

export async function linkIdentity(
  db: KyselyDb,
  identity: { issuer: string; subject: string; userId: string; provider: string },
) {
  await db
    .insertInto('oidcIdentities')
    .values({ ...identity, createdAt: now() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await findIdentity(db, identity.issuer, identity.subject);
  return row?.userId === identity.userId;
}

export async function createSignup(
  db: KyselyDb,
  signup: {
    provider: string;
    issuer: string;
    subject: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
  },
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('oidcSignups').where('expiresAt', '<', now()).execute();
  await db
    .insertInto('oidcSignups')
    .values({
      id: hashToken('signup', token),
      ...signup,
      expiresAt: new Date(Date.now() + ttlMs).toISOString(),
    })
    .execute();
  return token;
}

export async function findSignup(db: KyselyDb, token: string) {
  const row = await db
    .selectFrom('oidcSignups')
    .selectAll()
    .where('id', '=', hashToken('signup', token))
    .executeTakeFirst();
  return row && row.expiresAt >= now() ? row : undefined;
}

export const deleteSignup = (db: KyselyDb, id: string) =>
  db.deleteFrom('oidcSignups').where('id', '=', id).execute();

/** The account's linked identities (provider and when), oldest first. */
export const identitiesOf = (db: KyselyDb, userId: string) =>
  db
    .selectFrom('oidcIdentities')
    .select(['provider', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'asc')
    .execute();

/** Unlinks the account's identities at a provider; false when there was none. */
export async function unlinkIdentity(db: KyselyDb, userId: string, provider: string): Promise<boolean> {
  const res = await db
    .deleteFrom('oidcIdentities')
    .where('userId', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
