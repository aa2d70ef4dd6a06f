import type { Kysely } from 'kysely';

/**
 * Who caused a notification: when that person deletes the account, every
 * notification they caused shows "een verwijderde gebruiker", even one that named them by a name
 * they changed since. No foreign key: the row belongs to its reader and must outlive the actor.
 */
export function notificationActor() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').addColumn('actor_id', 'text').execute();
      await db.schema.createIndex('notifications_actor_idx').on('notifications').column('actor_id').execute();
    },
  };
}
