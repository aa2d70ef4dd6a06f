import type { Kysely } from 'kysely';

/**
 * The fair match (decision 191): `applications.match_score` is dropped. It was stored when
 * the talent applied and 40 % of it was the fit of the applicant's scan interests with the job's
 * Holland code, which a company must not see or keep. The match is now computed when read, from skill
 * evidence only. For the same reason the percentage is removed from stored "Nieuwe sollicitatie"
 * notifications (their text and their event parameters).
 */
export function fairMatch() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').dropColumn('match_score').execute();

      const k = db as Kysely<{
        notifications: { id: number; message: string; event_key: string | null; event_params: string | null };
      }>;
      const rows = await k
        .selectFrom('notifications')
        .select(['id', 'message', 'event_key', 'event_params'])
        .where((eb) =>
          eb.or([eb('event_key', '=', 'vacancyApplication'), eb('message', 'like', '%(match %')]),
        )
        .execute();
      for (const r of rows) {
        let params = r.event_params;
        if (r.event_key === 'vacancyApplication' && params) {
          const { matchScore: _dropped, ...rest } = JSON.parse(params) as Record<string, unknown>;
          params = JSON.stringify(rest);
        }
        await k
          .updateTable('notifications')
          .set({ message: r.message.replace(/ \(match \d+%\)/, ''), event_params: params })
          .where('id', '=', r.id)
          .execute();
      }
    },
  };
}
