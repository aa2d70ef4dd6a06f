import { type Kysely, sql } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/** Scheme names of 2026-11 and their ids, to link the applications made before dossiers. */
const SCHEME_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['SLIM-subsidie', 'slim'],
  ['Levenlanglerenkrediet', 'levenlanglerenkrediet'],
  ['Subsidieregeling praktijkleren', 'praktijkleren'],
];

const NEW_COLUMNS = [
  ['scheme_id', 'text'],
  ['company_id', 'text'],
  ['employer_request', 'text'],
  ['employer_requested_at', 'text'],
  ['employer_decided_at', 'text'],
  ['employer_reason', 'text'],
  ['submitted_at', 'text'],
  ['reference', 'text'],
  ['decision_date', 'text'],
  ['updated_at', 'text'],
  ['reminded_for', 'text'],
] as const;

/**
 * Subsidy applications become dossiers (decision 195): the scheme, who applies (the talent
 * or, after accepting the talent's request, the employer), the employer request, the recorded
 * submission and decision, and a history of every step. The requested amount becomes optional
 * (SQLite rebuilds the table for that). Statuses: pending becomes submitted.
 */
export function subsidyDossiers(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table subsidy_applications alter column requested_amount_cents drop not null`.execute(
          db,
        );
        for (const [name, type] of NEW_COLUMNS) {
          await db.schema.alterTable('subsidy_applications').addColumn(name, type).execute();
        }
        await db.schema
          .alterTable('subsidy_applications')
          .addColumn('applicant', 'text', (c) => c.notNull().defaultTo('talent'))
          .execute();
        await sql`alter table subsidy_applications add constraint subsidy_applications_company_fk
          foreign key (company_id) references users(id) on delete set null`.execute(db);
      } else {
        await sqliteRebuild(db);
      }
      await db.schema
        .createIndex('subsidy_applications_company_idx')
        .on('subsidy_applications')
        .column('company_id')
        .execute();
      await sql`update subsidy_applications set status = 'submitted' where status = 'pending'`.execute(db);
      for (const [name, id] of SCHEME_NAMES) {
        await sql`update subsidy_applications set scheme_id = ${id} where subsidy_type = ${name}`.execute(db);
      }
      await sql`update subsidy_applications set updated_at = created_at`.execute(db);

      await withIdColumn(db.schema.createTable('subsidy_application_events'), engine)
        .addColumn('application_id', 'integer', (c) =>
          c.notNull().references('subsidy_applications.id').onDelete('cascade'),
        )
        .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_role', 'text', notNull)
        .addColumn('kind', 'text', notNull)
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('details', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('subsidy_application_events_app_idx')
        .on('subsidy_application_events')
        .columns(['application_id', 'created_at'])
        .execute();
      // What existed before: one history line each, at its creation.
      await sql`insert into subsidy_application_events
          (application_id, actor_id, actor_role, kind, from_status, to_status, details, created_at)
        select id, user_id, 'talent', 'status', null, status, '{}', created_at from subsidy_applications`.execute(
        db,
      );
    },
  };
}

async function sqliteRebuild(db: Kysely<unknown>) {
  await sql`create table subsidy_applications_new (
      id integer primary key autoincrement,
      user_id text not null references users(id) on delete cascade,
      subsidy_type text not null,
      course_id integer references courses(id) on delete set null,
      motivation text not null,
      requested_amount_cents integer,
      approved_amount_cents integer,
      status text not null,
      created_at text not null,
      scheme_id text,
      applicant text not null default 'talent',
      company_id text references users(id) on delete set null,
      employer_request text,
      employer_requested_at text,
      employer_decided_at text,
      employer_reason text,
      submitted_at text,
      reference text,
      decision_date text,
      updated_at text,
      reminded_for text
    )`.execute(db);
  await sql`insert into subsidy_applications_new
      (id, user_id, subsidy_type, course_id, motivation, requested_amount_cents, approved_amount_cents, status, created_at)
    select id, user_id, subsidy_type, course_id, motivation, requested_amount_cents, approved_amount_cents, status, created_at
    from subsidy_applications`.execute(db);
  await sql`drop table subsidy_applications`.execute(db);
  await sql`alter table subsidy_applications_new rename to subsidy_applications`.execute(db);
  await db.schema
    .createIndex('subsidy_applications_user_idx')
    .on('subsidy_applications')
    .column('user_id')
    .execute();
}
