import type { Kysely } from 'kysely';

/**
 * Notifications as language-neutral events (decision 140): the event's key and its JSON
 * parameters, rendered in the reader's language when listed. Existing rows keep no key and show
 * their stored (Dutch) title and message, as before.
 */
export function notificationEvents() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('event_key', 'text').execute();
      await db.schema.alterTable('notifications').addColumn('event_params', 'text').execute();
    },
  };
}
