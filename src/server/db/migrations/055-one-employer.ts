import { type Kysely, sql } from 'kysely';

/**
 * One employer at a time, enforced by the database: two accepted invitations
 * of different companies, accepted at once on PostgreSQL, both became active. A partial unique index
 * allows one active link per talent (both engines support partial indexes). Older duplicates, if any,
 * are ended first, keeping the newest answered link (the one users.employer_id mirrors).
 */
export function oneEmployer() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        delete from employee_links
        where status = 'active'
          and exists (
            select 1 from employee_links newer
            where newer.talent_id = employee_links.talent_id
              and newer.status = 'active'
              and (coalesce(newer.responded_at, '') > coalesce(employee_links.responded_at, '')
                or (coalesce(newer.responded_at, '') = coalesce(employee_links.responded_at, '')
                    and newer.id > employee_links.id))
          )`.execute(db);
      await sql`create unique index employee_links_one_active_uq on employee_links (talent_id) where status = 'active'`.execute(
        db,
      );
    },
  };
}
