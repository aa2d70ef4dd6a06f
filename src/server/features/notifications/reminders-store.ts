import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { notificationEvents } from './events.ts';
import { notify } from './notify-store.ts';

export const NO_PROGRESS_DAYS = 14;
/** How often main.ts runs the job. */
export const REMINDER_INTERVAL_MS = 3_600_000;
const BATCH = 500;

/**
 * The periodic job: one reminder for every running enrolment whose progress has not changed for
 * 14 days (since enrolling when it never changed), at most once per enrolment. The marker row's
 * primary key decides who sends it, so two app processes running the job at once send one.
 * Returns how many reminders were sent.
 */
export async function sendNoProgressReminders(db: KyselyDb, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - NO_PROGRESS_DAYS * 86_400_000).toISOString();
  const due = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select(['e.id', 'e.userId', 'e.courseId', 'c.title'])
    .where('e.status', '=', 'enrolled')
    .where('e.progress', '<', 100)
    .where((eb) => eb(eb.fn.coalesce('e.progressUpdatedAt', 'e.createdAt'), '<=', cutoff))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('enrollmentReminders as r')
            .select('r.enrollmentId')
            .whereRef('r.enrollmentId', '=', 'e.id'),
        ),
      ),
    )
    .orderBy('e.id')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const e of due) {
    const claimed = await db.transaction().execute(async (trx) => {
      const res = await trx
        .insertInto('enrollmentReminders')
        .values({ enrollmentId: Number(e.id), createdAt: nowIso() })
        .onConflict((oc) => oc.column('enrollmentId').doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
      await notify(
        trx,
        e.userId,
        notificationEvents.noProgressReminder({ id: Number(e.courseId), title: e.title }, NO_PROGRESS_DAYS),
      );
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
