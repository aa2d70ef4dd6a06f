import { randomBytes } from 'node:crypto';
import type { KyselyDb } from '../db/schema.ts';
import { hashPassword } from '../features/auth/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** The anonymous demo learners: nobody signs in as them, so they get no usable password. */
export const ANONYMOUS_DEMO_DOMAIN = '@demo.example.nl';

/**
 * Seed steps share one hash of the demo password for speed; before the seed commits, every account
 * that still carries it gets its own: a fresh salt for the accounts people sign in with, an
 * unusable unique marker for the anonymous demo learners (verifyPassword refuses any non-scrypt value).
 * No two seeded accounts end with the same stored hash.
 */
export async function saltEachAccount(db: KyselyDb, sharedHash: string, logN?: number) {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('passwordHash', '=', sharedHash)
    .execute();
  const signIn = users.filter((u) => !u.email.endsWith(ANONYMOUS_DEMO_DOMAIN));
  const hashes = await Promise.all(signIn.map(() => hashPassword(DEMO_PASSWORD, logN)));
  for (const [i, u] of signIn.entries()) {
    await db.updateTable('users').set({ passwordHash: hashes[i] }).where('id', '=', u.id).execute();
  }
  for (const u of users.filter((x) => x.email.endsWith(ANONYMOUS_DEMO_DOMAIN))) {
    await db
      .updateTable('users')
      .set({ passwordHash: `disabled$${randomBytes(16).toString('base64')}` })
      .where('id', '=', u.id)
      .execute();
  }
}
