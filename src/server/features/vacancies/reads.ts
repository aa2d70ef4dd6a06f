/**
 * What other features read of the vacancies feature's tables (decision 005). Beside store.ts so the
 * vacancy list's hot path stays apart.
 */
import type { KyselyDb } from '../../db/schema.ts';

/**
 * When applications to a company's vacancies were made, and when each hire was (an application set to
 * hired, dated by its last change), from `from` on: for the company's trends. Two indexed queries.
 */
export async function companyApplicationTimes(
  db: KyselyDb,
  companyId: string,
  from: string,
): Promise<{ applied: { at: string | null }[]; hired: { at: string | null }[] }> {
  const [applied, hired] = await Promise.all([
    db
      .selectFrom('applications as a')
      .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
      .select('a.createdAt as at')
      .where('v.companyId', '=', companyId)
      .where('a.createdAt', '>=', from)
      .execute(),
    db
      .selectFrom('applications as a')
      .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
      .select('a.updatedAt as at')
      .where('v.companyId', '=', companyId)
      .where('a.status', '=', 'hired')
      .where('a.updatedAt', '>=', from)
      .execute(),
  ]);
  return { applied, hired };
}
