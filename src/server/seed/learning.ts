import type { Kysely } from 'kysely';
import { addMonths, todayIso } from '../../domain/enrollments/runs.ts';
import type { Database } from '../db/schema.ts';
import type { SeedContext } from './index.ts';
import { DEMO_TALENT_EMAIL } from './talent-data.ts';

const DAY = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The course the demo talent reported finished herself, awaiting the institute (issue 21). */
export const DEMO_SELF_REPORTED_COURSE = 'Power BI: dashboards bouwen';

/**
 * Issue 21's states in the demo: runs (start dates) for the demo institute's active courses and
 * every third course of the others (the rest start "op afroep"); the demo talent's progress
 * history and one self-reported completion that waits for the institute's confirmation.
 */
export async function seedLearningDemo(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
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
}
