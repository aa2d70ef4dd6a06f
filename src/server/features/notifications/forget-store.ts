import { sql } from 'kysely';
import {
  DELETED_ACTOR,
  forgetActorNames,
  type NotificationEvent,
  renderNotification,
} from '../../../domain/notifications/index.ts';
import type { KyselyDb } from '../../db/schema.ts';

const likeAny = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A deleted account disappears from other people's notifications: every
 * notification the person caused (`actorId`), or that names them (`names`: full name, company or
 * institute name), keeps its event with the name replaced by the deleted-user placeholder, and its
 * stored Dutch text is rendered again. Rows from before events were stored get the placeholder in
 * their text.
 */
export async function forgetActorInNotifications(db: KyselyDb, actorId: string, names: readonly string[]) {
  // The events the person caused (migration 056): every name in them goes, even a name they
  // have changed since.
  const caused = await db
    .selectFrom('notifications')
    .select(['id', 'eventKey', 'eventParams'])
    .where('actorId', '=', actorId)
    .execute();
  for (const row of caused) {
    let params: Record<string, unknown> | null = null;
    try {
      params = row.eventParams ? (JSON.parse(row.eventParams) as Record<string, unknown>) : null;
    } catch {
      params = null;
    }
    const forgotten = params && row.eventKey ? forgetActorNames(params, 'all') : null;
    const text =
      forgotten && row.eventKey
        ? renderNotification({ key: row.eventKey, params: forgotten } as NotificationEvent, 'nl')
        : null;
    await db
      .updateTable('notifications')
      .set({
        actorId: null,
        ...(forgotten && text
          ? { eventParams: JSON.stringify(forgotten), title: text.title, message: text.message }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
  }
  // Older rows (no actor recorded) and names inside other events: by the person's current names.
  const wanted = [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))];
  for (const name of wanted) {
    const pattern = likeAny(name);
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'eventKey', 'eventParams', 'title', 'message'])
      .where((eb) =>
        eb.or([
          sql<boolean>`event_params like ${likeAny(JSON.stringify(name).slice(1, -1))} escape '\\'`,
          sql<boolean>`message like ${pattern} escape '\\'`,
          sql<boolean>`title like ${pattern} escape '\\'`,
        ]),
      )
      .execute();
    for (const row of rows) {
      let params: Record<string, unknown> | null = null;
      try {
        params = row.eventParams ? (JSON.parse(row.eventParams) as Record<string, unknown>) : null;
      } catch {
        params = null;
      }
      const forgotten = params && row.eventKey ? forgetActorNames(params, wanted) : null;
      if (forgotten && row.eventKey) {
        const text = renderNotification({ key: row.eventKey, params: forgotten } as NotificationEvent, 'nl');
        await db
          .updateTable('notifications')
          .set({ eventParams: JSON.stringify(forgotten), title: text.title, message: text.message })
          .where('id', '=', row.id)
          .execute();
      } else {
        // No event naming the person (older rows, or the name inside other text): the text itself.
        const replace = (s: string) => s.split(name).join(DELETED_ACTOR.nl);
        await db
          .updateTable('notifications')
          .set({
            title: replace(row.title),
            message: replace(row.message),
            ...(row.eventParams ? { eventParams: replace(row.eventParams) } : {}),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
  }
}
