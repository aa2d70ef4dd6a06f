import type { Kysely } from 'kysely';
import type { CourseRun, CreateRunInput } from '../../../contracts/enrollments.ts';
import { seatsLeft, todayIso } from '../../../domain/enrollments/runs.ts';
import { nowIso } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { refreshCourseSearch } from './search-store.ts';

/** A course's runs with the seats taken (enrolments in the run), by start date. */
function runsOf(db: KyselyDb, courseId: number) {
  return db
    .selectFrom('courseRuns as r')
    .select((eb) => [
      'r.id',
      'r.courseId',
      'r.startDate',
      'r.endDate',
      'r.location',
      'r.seats',
      eb
        .selectFrom('enrollments as e')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('e.runId', '=', 'r.id')
        .as('taken'),
    ])
    .where('r.courseId', '=', courseId)
    .orderBy('r.startDate')
    .orderBy('r.id');
}

/** The upcoming runs: compiled once (db/prepared.ts), the course page reads them on every request. */
const upcomingRuns = prepared(['courseId', 'today'], (db, p) =>
  runsOf(db, p.courseId as unknown as number).where('r.startDate', '>=', p.today),
);

/** A course's runs with the seats taken (enrolments in the run); upcoming only unless `all`. */
export async function listRuns(
  db: KyselyDb,
  courseId: number,
  opts: { all?: boolean; maxParticipants: number | null },
): Promise<CourseRun[]> {
  const rows = opts.all
    ? await runsOf(db, courseId).execute()
    : await upcomingRuns(db, { courseId, today: todayIso() });
  return rows.map((r) => {
    const seats = r.seats ?? null;
    return {
      id: Number(r.id),
      courseId: Number(r.courseId),
      startDate: r.startDate,
      endDate: r.endDate,
      location: r.location,
      seats,
      seatsLeft: seatsLeft(seats ?? opts.maxParticipants, Number(r.taken ?? 0)),
    };
  });
}

export async function findRun(db: KyselyDb, courseId: number, runId: number) {
  return db
    .selectFrom('courseRuns')
    .select(['id', 'courseId', 'startDate', 'endDate', 'location', 'seats'])
    .where('id', '=', runId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
}

export async function insertRun(db: KyselyDb, courseId: number, input: CreateRunInput): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('courseRuns')
    .values({ courseId, ...input, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The catalogue search finds a course by the places of its runs.
  await refreshCourseSearch(db as Kysely<unknown>, { courseIds: [courseId] });
  return Number(row.id);
}

/** The course a run belongs to (for the search text), or undefined. */
async function courseOfRun(db: KyselyDb, runId: number): Promise<number | undefined> {
  const row = await db.selectFrom('courseRuns').select('courseId').where('id', '=', runId).executeTakeFirst();
  return row ? Number(row.courseId) : undefined;
}

export async function updateRun(
  db: KyselyDb,
  runId: number,
  patch: { startDate?: string; endDate?: string | null; location?: string | null; seats?: number | null },
) {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db
    .updateTable('courseRuns')
    .set({ ...set, updatedAt: nowIso() })
    .where('id', '=', runId)
    .execute();
  const courseId = patch.location !== undefined ? await courseOfRun(db, runId) : undefined;
  if (courseId !== undefined) await refreshCourseSearch(db as Kysely<unknown>, { courseIds: [courseId] });
}

/** Enrolments in the run (they keep their course; the run becomes "op afroep" for them). */
export async function countRunEnrollments(db: KyselyDb, runId: number) {
  const { n } = await db
    .selectFrom('enrollments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('runId', '=', runId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function deleteRun(db: KyselyDb, runId: number) {
  const courseId = await courseOfRun(db, runId);
  await db.deleteFrom('courseRuns').where('id', '=', runId).execute();
  if (courseId !== undefined) await refreshCourseSearch(db as Kysely<unknown>, { courseIds: [courseId] });
}
