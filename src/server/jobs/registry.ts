import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { MAIL_JOB, type Mailer, mailJobHandler } from '../mail/index.ts';
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
    },
    periodic: [
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
