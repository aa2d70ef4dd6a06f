import type { Kysely } from 'kysely';
import { scoreMatch } from '../../domain/vacancies/index.ts';
import type { Database } from '../db/schema.ts';
import { insertVacancy, loadTalentForMatch } from '../features/vacancies/index.ts';
import {
  DEMO_APPLICATIONS,
  DEMO_COMPANY_EMAIL,
  DEMO_EMPLOYEES,
  DEMO_VACANCIES,
  learnerEmail,
} from './company-data.ts';
import type { SeedContext } from './index.ts';
import { DEMO_TALENT_EMAIL } from './talent-data.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The demo company: four vacancies (one closed), applications in every status with match scores
 * computed by the real score (one of them the demo talent's), three employees and one invitation.
 * Applicants and employees are the catalogue's anonymous learners; missing ones are skipped.
 */
export async function seedCompanyDemo(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const companyId = ctx.userIds.get(DEMO_COMPANY_EMAIL);
  if (!companyId) return;

  const vacancyIds = new Map<string, number>();
  const vacancies = new Map(DEMO_VACANCIES.map((v) => [v.key, v]));
  for (const v of DEMO_VACANCIES) {
    const id = await insertVacancy(db, companyId, v, daysAgo(v.daysAgo));
    if (v.status !== 'active')
      await db.updateTable('vacancies').set({ status: v.status }).where('id', '=', id).execute();
    vacancyIds.set(v.key, id);
  }

  const emails = [
    ...DEMO_APPLICATIONS.flatMap((a) => (a.applicant === 'talent' ? [] : [learnerEmail(a.applicant)])),
    ...DEMO_EMPLOYEES.map((e) => learnerEmail(e.learner)),
  ];
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const idByEmail = new Map(users.map((u) => [u.email, u.id]));
  const talentId = ctx.userIds.get(DEMO_TALENT_EMAIL);

  for (const a of DEMO_APPLICATIONS) {
    const applicantId = a.applicant === 'talent' ? talentId : idByEmail.get(learnerEmail(a.applicant));
    const vacancy = vacancies.get(a.vacancy);
    const vacancyId = vacancyIds.get(a.vacancy);
    if (!applicantId || !vacancy || vacancyId === undefined) continue;
    const { score } = scoreMatch(await loadTalentForMatch(db, applicantId), vacancy);
    const at = daysAgo(a.daysAgo);
    await db
      .insertInto('applications')
      .values({
        vacancyId,
        talentId: applicantId,
        motivation: a.motivation,
        status: a.status,
        matchScore: score,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }

  for (const e of DEMO_EMPLOYEES) {
    const id = idByEmail.get(learnerEmail(e.learner));
    if (!id) continue;
    const at = daysAgo(90);
    await db
      .insertInto('employeeLinks')
      .values({
        companyId,
        talentId: id,
        position: e.position,
        department: e.department,
        status: e.status,
        createdAt: at,
        respondedAt: e.status === 'active' ? at : null,
      })
      .execute();
    if (e.status === 'active')
      await db
        .updateTable('users')
        .set({ employerId: companyId, position: e.position, department: e.department })
        .where('id', '=', id)
        .execute();
  }
}
