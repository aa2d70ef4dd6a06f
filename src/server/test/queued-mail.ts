import type { KyselyDb } from '../db/schema.ts';
import type { MailMessage } from '../mail/index.ts';

/** The mails queued (not yet sent) to an address, oldest job first. */
export async function queuedMailsTo(db: KyselyDb, email: string): Promise<MailMessage[]> {
  const jobs = await db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', 'mail.send')
    .orderBy('id', 'asc')
    .execute();
  return jobs
    .map((j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload) as MailMessage)
    .filter((m) => m.to === email);
}
