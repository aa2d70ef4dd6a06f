import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import { hashPassword, insertUser } from '../features/auth/index.ts';
import { refreshCourseSearch } from '../features/courses/index.ts';
import { saltEachAccount } from './account-salts.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCommunityDemo } from './community.ts';
import { seedCompanyDemo } from './company.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts.ts';
import { seedLearningDemo } from './learning.ts';
import { seedProfileAdminDemo } from './profile-admin.ts';
import { seedSubsidiesDemo } from './subsidies.ts';
import { seedTalentDemo } from './talent.ts';

export interface SeedOptions {
  /** scrypt cost for the demo passwords (tests lower it). */
  passwordHashLogN?: number;
}

/** What every seed step gets: the demo password's hash and the ids of the demo accounts by e-mail. */
export interface SeedContext {
  passwordHash: string;
  userIds: Map<string, string>;
}

/**
 * Fills an empty database with demo data. Idempotent: a database that has any user is left alone,
 * so restarting never duplicates or overwrites anything. Runs in one transaction: all or nothing.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const { n } = await db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, opts.passwordHashLogN);
  await db.kysely.transaction().execute(async (trx) => {
    const ctx: SeedContext = { passwordHash, userIds: new Map() };
    for (const { label: _label, ...account } of DEMO_ACCOUNTS) {
      const user = await insertUser(trx, { ...account, passwordHash });
      if (user) ctx.userIds.set(user.email, user.id);
    }
    await seedCatalogue(trx, ctx);
    await seedLicences(trx, ctx);
    await seedTalentDemo(trx, ctx);
    await seedLearningDemo(trx, ctx);
    await seedProfileAdminDemo(trx, ctx);
    await seedSubsidiesDemo(trx, ctx);
    await seedCompanyDemo(trx, ctx);
    await seedCommunityDemo(trx, ctx);
    // Search texts with skills, institute names and run places, once everything is in.
    await refreshCourseSearch(trx as unknown as Kysely<unknown>, 'all');
    await saltEachAccount(trx, passwordHash, opts.passwordHashLogN);
    await seedSecondFactors(trx);
  });
  return true;
}

/**
 * Licences of the seeded institutes (decision 243): the demo institute holds an approved
 * Professional licence (the card shows a real tier; its courses plus those the journeys add stay
 * within 50), the other seeded providers Enterprise (their catalogues are large).
 */
async function seedLicences(db: Parameters<typeof seedCatalogue>[0], ctx: SeedContext) {
  const demoId = ctx.userIds.get('instituut@example.nl');
  const institutes = await db.selectFrom('users').select('id').where('userType', '=', 'institute').execute();
  if (institutes.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('licenceRequests')
    .values(
      institutes.map(({ id }) => ({
        instituteId: id,
        tier: id === demoId ? ('professional' as const) : ('enterprise' as const),
        status: 'approved' as const,
        note: null,
        reason: null,
        createdAt: at,
        decidedAt: at,
        decidedBy: null,
      })),
    )
    .execute();
}

/**
 * The seeded admins, superadmins and institutes have their required second factor (decision 310):
 * an authenticator app with the README's public demo secret, confirmed, no code used yet.
 */
async function seedSecondFactors(db: Parameters<typeof seedCatalogue>[0]) {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('userType', 'in', ['institute', 'admin']), eb('adminRole', 'is not', null)]))
    .execute();
  if (rows.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('userTotp')
    .values(
      rows.map(({ id }) => ({
        userId: id,
        secret: DEMO_TOTP_SECRET,
        confirmedAt: at,
        lastStep: null,
        createdAt: at,
      })),
    )
    .execute();
}
