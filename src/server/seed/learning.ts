import { addMonths, todayIso } from '../../domain/enrollments/runs.ts';
import type { KyselyDb } from '../db/schema.ts';
import { issueCredentialForEnrollment, revokeCredential } from '../features/credentials/index.ts';
import type { SeedContext } from './index.ts';
import { DEMO_TALENT_EMAIL } from './talent-data.ts';

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The course the demo talent reported finished herself, awaiting the institute. */
export const DEMO_SELF_REPORTED_COURSE = 'Power BI: dashboards bouwen';

/**
 * The states in the demo: runs (start dates) for the demo institute's active courses and
 * every third course of the others (the rest start "op afroep"); the demo talent's progress
 * history and one self-reported completion that waits for the institute's confirmation.
 */
export async function seedLearningDemo(db: KyselyDb, ctx: SeedContext): Promise<void> {
  const today = todayIso();
  const demoInstituteId = ctx.userIds.get('instituut@example.nl');
  const courses = await db
    .selectFrom('courses')
    .select(['id', 'instituteId', 'maxParticipants', 'durationWeeks'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const now = new Date().toISOString();
  const runs = courses.flatMap((c, i) => {
    const own = c.instituteId === demoInstituteId;
    if (!own && i % 3 !== 0) return [];
    const first = addDays(today, 21 + (i % 5) * 14);
    const end = (start: string) => addDays(start, c.durationWeeks * 7 - 1);
    const list = [
      {
        courseId: c.id,
        startDate: first,
        endDate: end(first),
        location: own ? 'Rotterdam' : 'Utrecht',
        seats: c.maxParticipants ?? 20,
      },
    ];
    if (own) {
      const later = addMonths(first, 4);
      list.push({ courseId: c.id, startDate: later, endDate: end(later), location: 'Online', seats: 30 });
    }
    return list.map((r) => ({ ...r, createdAt: now, updatedAt: now }));
  });
  if (runs.length > 0) await db.insertInto('courseRuns').values(runs).execute();

  const talentId = ctx.userIds.get(DEMO_TALENT_EMAIL);
  if (!talentId) return;
  const selfReported = await db
    .selectFrom('courses')
    .select('id')
    .where('title', '=', DEMO_SELF_REPORTED_COURSE)
    .executeTakeFirst();
  if (selfReported) {
    const started = new Date(Date.now() - 50 * DAY).toISOString();
    const finished = new Date(Date.now() - 3 * DAY).toISOString();
    await db
      .insertInto('enrollments')
      .values({
        userId: talentId,
        courseId: selfReported.id,
        progress: 100,
        status: 'completed',
        createdAt: started,
        completedAt: finished,
        progressUpdatedAt: finished,
      })
      .onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing())
      .execute();
  }

  // Her progress history: a few steps from 0 up to where each enrolment stands.
  const mine = await db
    .selectFrom('enrollments')
    .select(['id', 'progress', 'status', 'createdAt', 'completedAt', 'confirmedAt', 'confirmedBy'])
    .where('userId', '=', talentId)
    .execute();
  const events = mine.flatMap((e) => {
    const start = Date.parse(e.createdAt);
    const end = Date.parse(e.completedAt ?? now);
    const steps = [0, Math.round(e.progress / 3), Math.round((e.progress * 2) / 3), e.progress];
    const at = (k: number) => new Date(start + ((end - start) * k) / (steps.length - 1)).toISOString();
    const self = e.status === 'passed' ? 'completed' : e.status;
    const out: {
      enrollmentId: number;
      progress: number;
      status: string;
      actorId: string | null;
      createdAt: string;
    }[] = steps.map((progress, k) => ({
      enrollmentId: e.id,
      progress,
      status: k === steps.length - 1 && progress >= 100 ? self : 'enrolled',
      actorId: talentId,
      createdAt: at(k),
    }));
    if (e.status === 'passed' && e.confirmedAt) {
      out.push({
        enrollmentId: e.id,
        progress: 100,
        status: 'passed',
        actorId: e.confirmedBy,
        createdAt: e.confirmedAt,
      });
    }
    return out;
  });
  if (events.length > 0) await db.insertInto('enrollmentEvents').values(events).execute();

  await seedCredentialsAndReviews(db, ctx, talentId);
}

/** Review comments the demo shows, by star rating. */
const REVIEW_COMMENTS: Record<number, string> = {
  5: 'Heldere uitleg en veel oefeningen die ik direct op mijn werk kon gebruiken.',
  4: 'Goede cursus; de laatste module mocht wat meer verdieping hebben.',
  3: 'Nuttig, maar het tempo lag voor mij soms te hoog.',
  2: 'De stof was verouderd en de begeleiding reageerde traag.',
  1: 'Niet wat de beschrijving beloofde.',
};

/**
 * The credential and review states: the demo talent's confirmed results carry a verifiable
 * certificate; two other learners of the demo institute have one, one of them revoked; the demo
 * institute's newest ratings have a comment, so its "Reviews en feedback" shows text.
 */
async function seedCredentialsAndReviews(db: KyselyDb, ctx: SeedContext, talentId: string) {
  const instituteId = ctx.userIds.get('instituut@example.nl');
  const talentPassed = await db
    .selectFrom('enrollments')
    .select(['id', 'confirmedAt', 'completedAt'])
    .where('userId', '=', talentId)
    .where('status', '=', 'passed')
    .execute();
  for (const e of talentPassed) {
    await issueCredentialForEnrollment(db, Number(e.id), {
      issuedAt: e.confirmedAt ?? e.completedAt ?? undefined,
    });
  }
  if (!instituteId) return;
  const others = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select(['e.id', 'e.confirmedAt', 'e.completedAt'])
    .where('c.instituteId', '=', instituteId)
    .where('e.status', '=', 'passed')
    .where('e.userId', '!=', talentId)
    .orderBy('e.id')
    .limit(2)
    .execute();
  const issued: string[] = [];
  for (const e of others) {
    const made = await issueCredentialForEnrollment(db, Number(e.id), {
      issuedAt: e.confirmedAt ?? e.completedAt ?? undefined,
    });
    if (made) issued.push(made.id);
  }
  if (issued[1]) {
    await revokeCredential(db, issued[1], instituteId, 'Uitgegeven voor de verkeerde cursus');
  }

  const ratings = await db
    .selectFrom('courseRatings as r')
    .innerJoin('courses as c', 'c.id', 'r.courseId')
    .select(['r.id', 'r.rating'])
    .where('c.instituteId', '=', instituteId)
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id')
    .limit(8)
    .execute();
  for (const r of ratings) {
    const comment = REVIEW_COMMENTS[Number(r.rating)];
    if (comment) await db.updateTable('courseRatings').set({ comment }).where('id', '=', r.id).execute();
  }
}
