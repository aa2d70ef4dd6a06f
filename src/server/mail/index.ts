/**
 * E-mail: features queue a mail with queueMail(); the background worker sends it
 * (SMTP or the outbox) with retries. Sending never happens inside a request.
 */
import type { KyselyDb } from '../db/schema.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export { createMailer, type Mailer, type MailMessage } from './mailer.ts';

export const MAIL_JOB = 'mail.send';

/**
 * Queues one mail. `key` (optional) makes it idempotent: the same key is never queued twice.
 * Pass a transaction to queue it together with the write that causes it.
 */
export async function queueMail(
  db: KyselyDb,
  message: MailMessage,
  opts: { key?: string } = {},
): Promise<boolean> {
  return enqueueJob(db, MAIL_JOB, message, { uniqueKey: opts.key ? `mail:${opts.key}` : undefined });
}

function isMail(value: unknown): value is MailMessage {
  const m = value as MailMessage;
  return !!m && typeof m.to === 'string' && typeof m.subject === 'string' && typeof m.text === 'string';
}

/** The worker's handler for queued mails. */
export function mailJobHandler(
  mailer: Mailer,
  log: { info(o: object, m?: string): void } = { info() {} },
): JobHandler {
  return async (job) => {
    if (!isMail(job.payload)) throw new Error('ongeldige e-mail in de wachtrij');
    const { where } = await mailer.send(job.payload, `job-${job.id}`);
    // The job id, never the address: log lines outlive a deleted account.
    log.info({ job: job.id, where }, `e-mail verstuurd via ${where}`);
  };
}
