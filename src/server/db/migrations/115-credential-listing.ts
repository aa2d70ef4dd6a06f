import { type Kysely, sql } from 'kysely';

/**
 * What an institute searches its issued credentials by (issue 46 part 5), kept beside the signed
 * document: `learner_name` and `course_title` as the credential states them (its subject's name
 * and its achievement's name at issue time; filled from the stored documents here). `replaced_by`:
 * the credential that replaced this one when the institute re-issued it after a correction (null
 * otherwise); a replaced credential is revoked and no longer tied to its enrolment.
 */
export function credentialListing() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('credentials')
        .addColumn('learner_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('credentials')
        .addColumn('course_title', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('credentials').addColumn('replaced_by', 'text').execute();
      const rows = await sql<{ id: string; document: string }>`select id, document from credentials`.execute(
        db,
      );
      for (const r of rows.rows) {
        let learnerName = '';
        let courseTitle = '';
        try {
          const doc = JSON.parse(r.document);
          const subject = Array.isArray(doc?.credentialSubject)
            ? doc.credentialSubject[0]
            : doc?.credentialSubject;
          learnerName = typeof subject?.name === 'string' ? subject.name : '';
          courseTitle = typeof subject?.achievement?.name === 'string' ? subject.achievement.name : '';
        } catch {
          // A document that is not JSON keeps the empty defaults.
        }
        await sql`update credentials set learner_name = ${learnerName}, course_title = ${courseTitle} where id = ${r.id}`.execute(
          db,
        );
      }
      await db.schema
        .createIndex('credentials_institute_issued_idx')
        .on('credentials')
        .columns(['institute_id', 'issued_at', 'id'])
        .execute();
    },
  };
}
