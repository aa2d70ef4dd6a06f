import type { Kysely } from 'kysely';
import type { Engine } from '../connect.ts';
import { notNull, withIdColumn } from './helpers.ts';

/**
 * Vacancies of companies, applications of talent to them, and employee links between a company
 * and a talent (invited, then active once the talent accepts). See docs/decisions/061.
 */
export function companyAndVacancies(engine: Engine) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('vacancies'), engine)
        .addColumn('company_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', notNull)
        .addColumn('description', 'text', notNull)
        .addColumn('location', 'text', notNull)
        .addColumn('hours', 'integer', notNull)
        .addColumn('skills', 'text', notNull)
        .addColumn('holland_code', 'text')
        .addColumn('search_text', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('vacancies_status_created_idx')
        .on('vacancies')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('vacancies_company_idx').on('vacancies').column('company_id').execute();

      await withIdColumn(db.schema.createTable('applications'), engine)
        .addColumn('vacancy_id', 'integer', (c) => c.notNull().references('vacancies.id').onDelete('cascade'))
        .addColumn('talent_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('motivation', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('match_score', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addUniqueConstraint('applications_vacancy_talent_uq', ['vacancy_id', 'talent_id'])
        .execute();
      await db.schema.createIndex('applications_talent_idx').on('applications').column('talent_id').execute();

      await withIdColumn(db.schema.createTable('employee_links'), engine)
        .addColumn('company_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('talent_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('position', 'text')
        .addColumn('department', 'text')
        .addColumn('status', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('responded_at', 'text')
        .addUniqueConstraint('employee_links_company_talent_uq', ['company_id', 'talent_id'])
        .execute();
      await db.schema
        .createIndex('employee_links_talent_idx')
        .on('employee_links')
        .column('talent_id')
        .execute();
    },
  };
}
