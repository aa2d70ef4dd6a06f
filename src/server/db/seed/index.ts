import type { Db } from '../connect.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertUser } from '../../features/auth/store.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

export interface SeedOptions {
  /** scrypt cost for the demo passwords (tests lower it). */
  passwordHashLogN?: number;
}

/**
 * Fills an empty database with demo data. Idempotent: a database that has any user is left alone,
 * so restarting never duplicates or overwrites anything.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const { n } = await db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, opts.passwordHashLogN);
  await db.kysely.transaction().execute(async (trx) => {
    for (const { label: _label, ...account } of DEMO_ACCOUNTS) {
      await insertUser(trx, { ...account, passwordHash });
    }
  });
  return true;
}
