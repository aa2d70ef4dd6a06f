import { dutchToday } from '../../../domain/subsidies/index.ts';
import { currentWindow, daysUntil, dueForReminder } from '../../../domain/subsidy-applications/index.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { notificationEvents, notify } from '../notifications/index.ts';
import { schemeById } from './dossier-view.ts';
import { claimReminder, listConceptDossiers } from './store.ts';

/** How often the periodic job looks (hourly is plenty for a day-based deadline). */
export const DEADLINE_JOB_INTERVAL_MS = 3_600_000;

/**
 * The periodic job: one reminder to the applicant (the talent, or the employer that
 * applies) for every concept dossier whose scheme's open window closes within 14 days; once per
 * closing date, also when several processes run it (the claim is a conditional update). Returns how
 * many reminders were sent.
 */
export async function sendDeadlineReminders(db: KyselyDb, now = new Date()): Promise<number> {
  const today = dutchToday(now);
  let sent = 0;
  for (const d of await listConceptDossiers(db)) {
    const scheme = schemeById(d.schemeId);
    const window = scheme ? currentWindow(scheme, today) : null;
    if (!window || !dueForReminder({ status: d.status, remindedFor: d.remindedFor }, window, today)) continue;
    const forEmployer = d.applicant === 'employer' && d.companyId !== null;
    await db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, Number(d.id), window.closes))) return;
      await notify(
        trx,
        forEmployer && d.companyId ? d.companyId : d.userId,
        notificationEvents.subsidyDeadline(
          d.subsidyType,
          window.closes,
          daysUntil(window.closes, today),
          forEmployer,
          window.kind === 'expected',
        ),
      );
      sent += 1;
    });
  }
  return sent;
}
