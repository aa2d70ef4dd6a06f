import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { generateBulkCourses } from './bulk-courses.ts';
import { insertCatalogue } from './catalogue.ts';
import { SEED_INSTITUTES } from './catalogue-data.ts';

export const BULK_LEARNER_PREFIX = 'bulk-leerling';
/** Enrolments per generated learner the bulk fill aims at (a real learner has a handful). */
const LEARNER_ENROLMENTS = 40;

/**
 * Adds `count` generated courses (with ratings and enrolments of their own generated learners)
 * spread over the five seed institutes, in one transaction. The institutes are reused when the
 * demo seed made them. Refuses to run twice on one database.
 */
export async function seedBulkCourses(db: Db, count: number, opts: { passwordHash?: string } = {}) {
  const k = db.kysely;
  const already = await k
    .selectFrom('users')
    .select('id')
    .where('email', '=', `${BULK_LEARNER_PREFIX}-1@demo.example.nl`)
    .executeTakeFirst();
  if (already) throw new Error('Deze database heeft al bulkcursussen (seed:bulk draait maar één keer).');
  const existing = await k
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      SEED_INSTITUTES.map((i) => i.email),
    )
    .execute();
  const byEmail = new Map(existing.map((u) => [u.email, u.id]));
  const instituteIds = new Map(
    SEED_INSTITUTES.filter((i) => byEmail.has(i.email)).map((i) => [i.key, byEmail.get(i.email) as string]),
  );
  const courses = generateBulkCourses(count).map((c, i) => ({
    ...c,
    instituteKey: SEED_INSTITUTES[i % SEED_INSTITUTES.length].key,
  }));
  // Enough generated learners for about 40 enrolments each: every enrolment's trigger recounts its
  // learner's enrolments for the leaderboard (migration 131), so 120 learners with 1,600 enrolments
  // each made a 10,000-course fill take over 20 minutes (30 s with 4,900 learners).
  const enrolments = courses.reduce((sum, c) => sum + c.enrolledCount, 0);
  const minLearners = Math.ceil(enrolments / LEARNER_ENROLMENTS);
  // Generated learners cannot sign in: their password hash matches no password.
  await k.transaction().execute((trx) =>
    insertCatalogue(trx, SEED_INSTITUTES, courses, {
      passwordHash: opts.passwordHash ?? 'bulk:geen-wachtwoord',
      instituteIds,
      learnerEmailPrefix: BULK_LEARNER_PREFIX,
      minLearners,
    }),
  );
  // The public catalogue shows only verified institutes: verify the five seed institutes
  // (the demo seed already did when it ran; other institutes are left as they are).
  const seedInstitutes = await k
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      SEED_INSTITUTES.map((i) => i.email),
    )
    .execute();
  await k
    .insertInto('instituteVerifications')
    .values(
      seedInstitutes.map((u) => ({
        instituteId: u.id,
        verifiedBy: null,
        verifiedAt: new Date().toISOString(),
      })),
    )
    .onConflict((oc) => oc.column('instituteId').doNothing())
    .execute();
  // Fresh statistics for the planner; on PostgreSQL also compact the course rows, which the counter
  // triggers rewrote once per enrolment and rating of the fill.
  if (db.engine === 'postgres') await sql`vacuum full analyze courses`.execute(k);
  await sql`analyze`.execute(k);
}
