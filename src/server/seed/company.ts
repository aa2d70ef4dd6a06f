import { normaliseLabel } from '../../domain/evidence/index.ts';
import type { KyselyDb } from '../db/schema.ts';
import { insertVacancy } from '../features/vacancies/index.ts';
import {
  DEMO_APPLICATIONS,
  DEMO_COMPANY_EMAIL,
  DEMO_EMPLOYEES,
  DEMO_VACANCIES,
  learnerEmail,
} from './company-data.ts';
import type { SeedContext } from './index.ts';
import { DEMO_TALENT_EMAIL } from './talent-data.ts';

/** Skills the demo talent typed themselves (self_declared evidence). */
const DEMO_TALENT_TYPED_SKILLS = ['Excel', 'Planning', 'Klantcontact'];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The demo company: four vacancies (one closed), applications in every status (one of them the demo
 * talent's; their match is computed when read), three employees and one invitation. Applicants and
 * employees are the catalogue's anonymous learners; missing ones are skipped. The demo talent and the
 * applicants opted in to being found by companies; the demo talent typed a few skills of their own.
 */
export async function seedCompanyDemo(db: KyselyDb, ctx: SeedContext): Promise<void> {
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
    const at = daysAgo(a.daysAgo);
    await db
      .insertInto('applications')
      .values({
        vacancyId,
        talentId: applicantId,
        motivation: a.motivation,
        status: a.status,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }

  const findable = [talentId, ...users.map((u) => u.id)].filter((id): id is string => !!id);
  for (const userId of findable) {
    await db
      .insertInto('userSettings')
      .values({ userId, findableByCompanies: 1, updatedAt: daysAgo(30) })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ findableByCompanies: 1 }))
      .execute();
  }
  if (talentId) {
    for (const name of DEMO_TALENT_TYPED_SKILLS) {
      await db
        .insertInto('userSkills')
        .values({ userId: talentId, name, nameKey: normaliseLabel(name), createdAt: daysAgo(20) })
        .execute();
    }
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
