import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { PASSWORD_RESET_JOB, passwordResetJob, usersByIds } from '../features/auth/index.ts';
import { recheckImportedCredentials } from '../features/credentials/index.ts';
import { assertCourseLimit } from '../features/institute/index.ts';
import {
  NOTIFICATION_MAIL_JOB,
  notificationMailJob,
  REMINDER_INTERVAL_MS,
  sendNoProgressReminders,
} from '../features/notifications/index.ts';
import { syncAllSources } from '../features/ooapi/index.ts';
import { DEADLINE_JOB_INTERVAL_MS, sendDeadlineReminders } from '../features/subsidy-applications/index.ts';
import { MAIL_JOB, type Mailer, mailJobHandler } from '../mail/index.ts';
import { housekeeping } from './housekeeping.ts';
import { purgeFinishedJobs } from './queue.ts';
import type { JobDefinitions } from './worker.ts';

export interface JobServices {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: { info(o: object, m?: string): void; error(o: object, m?: string): void };
}

const DAY = 86_400_000;

/**
 * Every background job kind and periodic job, in one place (decision 200). Add a kind or a
 * periodic job here with one line; features export the function it runs from their index.ts.
 */
export function jobDefinitions(s: JobServices): JobDefinitions {
  return {
    handlers: {
      [MAIL_JOB]: mailJobHandler(s.mailer, s.log),
      [PASSWORD_RESET_JOB]: passwordResetJob(s.db.kysely, s.config, s.mailer),
      [NOTIFICATION_MAIL_JOB]: notificationMailJob(s.db.kysely, s.config, async (db, id) =>
        (await usersByIds(db, [id])).get(id),
      ),
    },
    periodic: [
      // Expired sessions and old throttling rows (once per cluster, not once per process).
      { name: 'housekeeping', everyMs: 3_600_000, run: () => housekeeping(s.db) },
      // Reminders for enrolments without progress for 14 days.
      {
        name: 'reminders.no-progress',
        everyMs: REMINDER_INTERVAL_MS,
        run: async () => {
          await sendNoProgressReminders(s.db.kysely);
        },
      },
      // Subsidy dossiers whose window closes within 14 days: one reminder per closing date.
      {
        name: 'reminders.subsidy-deadline',
        everyMs: DEADLINE_JOB_INTERVAL_MS,
        run: async () => {
          await sendDeadlineReminders(s.db.kysely);
        },
      },
      // Institutes' own Open Education API sources, imported again once a day (decision 326).
      {
        name: 'ooapi.sync',
        everyMs: DAY,
        run: () => syncAllSources(s.db.kysely, s.config, assertCourseLimit, s.log),
      },
      // Credentials imported from elsewhere: their issuers' status lists, once a day (decision 301).
      {
        name: 'credentials.imported-status',
        everyMs: DAY,
        run: async () => {
          await recheckImportedCredentials(s.db.kysely, {
            allowLoopback: s.config.credentialImportAllowLoopback,
          });
        },
      },
      {
        name: 'jobs.purge',
        everyMs: DAY,
        run: () =>
          purgeFinishedJobs(
            s.db.kysely,
            new Date(Date.now() - 7 * DAY).toISOString(),
            new Date(Date.now() - 30 * DAY).toISOString(),
          ),
      },
    ],
  };
}
