import type {
  Employee,
  EmployeeDetail,
  EmployerInvitation,
  PendingInvitation,
} from '../../../contracts/company.ts';
import { fullName } from '../../../domain/user-display.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { enrollmentCountsOf, enrollmentsOfLearner } from '../enrollments/index.ts';

/** The company's accepted employees with their completed and running enrolments. */
export async function listEmployees(db: KyselyDb, companyId: string, talentId?: string): Promise<Employee[]> {
  const rows = await db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as u', 'u.id', 'l.talentId')
    .select([
      'u.id',
      'u.firstName',
      'u.lastName',
      'u.email',
      'l.position',
      'l.department',
      'l.createdAt',
      'l.respondedAt',
    ])
    .where('l.companyId', '=', companyId)
    .where('l.status', '=', 'active')
    .$if(talentId !== undefined, (qb) => qb.where('l.talentId', '=', talentId!))
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .execute();
  const counts = await enrollmentCountsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ createdAt, respondedAt, ...r }) => ({
    ...r,
    completedCourses: counts.get(r.id)?.passed ?? 0,
    enrolledCourses: counts.get(r.id)?.enrolled ?? 0,
    updatedAt: respondedAt ?? createdAt,
  }));
}

/** One accepted employee with every enrolment and its progress; undefined when not theirs. */
export async function findEmployee(
  db: KyselyDb,
  companyId: string,
  talentId: string,
): Promise<EmployeeDetail | undefined> {
  const [employee] = await listEmployees(db, companyId, talentId);
  if (!employee) return undefined;
  return { ...employee, courses: await enrollmentsOfLearner(db, talentId) };
}

export async function listPendingInvitations(db: KyselyDb, companyId: string): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as u', 'u.id', 'l.talentId')
    .select([
      'l.id',
      'u.email',
      'u.firstName',
      'u.tussenvoegsel',
      'u.lastName',
      'l.position',
      'l.department',
      'l.createdAt',
    ])
    .where('l.companyId', '=', companyId)
    .where('l.status', '=', 'invited')
    .orderBy('l.createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    email: r.email,
    // The talent's name only once they accept.
    name: null,
    position: r.position,
    department: r.department,
    createdAt: r.createdAt,
  }));
}

export const findUserForInvite = (db: KyselyDb, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'userType', 'adminRole', 'firstName'])
    .where('email', '=', email)
    .executeTakeFirst();

/** Inserts an invitation; null when the company already has a link (invited or active) with the talent. */
export async function insertInvitation(
  db: KyselyDb,
  link: { companyId: string; talentId: string; position: string | null; department: string | null },
): Promise<number | null> {
  const row = await db
    .insertInto('employeeLinks')
    .values({ ...link, status: 'invited', createdAt: nowIso(), respondedAt: null })
    .onConflict((oc) => oc.columns(['companyId', 'talentId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function countActiveEmployees(db: KyselyDb, companyId: string): Promise<number> {
  const { n } = await db
    .selectFrom('employeeLinks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('companyId', '=', companyId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(n);
}

// ---- The talent's side ----

export async function listTalentInvitations(db: KyselyDb, talentId: string): Promise<EmployerInvitation[]> {
  const rows = await db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as c', 'c.id', 'l.companyId')
    .select([
      'l.id',
      'c.companyName',
      'c.firstName',
      'c.lastName',
      'c.email',
      'l.position',
      'l.department',
      'l.createdAt',
    ])
    .where('l.talentId', '=', talentId)
    .where('l.status', '=', 'invited')
    .orderBy('l.createdAt', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    companyName: r.companyName ?? fullName(r),
    position: r.position,
    department: r.department,
    createdAt: r.createdAt,
  }));
}

/** The talent's own pending invitation, or undefined. */
export const findTalentInvitation = (db: KyselyDb, talentId: string, id: number) =>
  db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as c', 'c.id', 'l.companyId')
    .select(['l.id', 'l.companyId', 'l.position', 'l.department', 'c.companyName'])
    .where('l.id', '=', id)
    .where('l.talentId', '=', talentId)
    .where('l.status', '=', 'invited')
    .executeTakeFirst();

/**
 * Accepts: the link becomes active and the user's employer, position and department follow it
 * (users.employer_id is a mirror of the one active link; decision 061). Any earlier active link of
 * the talent ends: one employer at a time.
 */
/** The id of the talent's active employer link, or null. */
export async function activeLinkId(db: KyselyDb, talentId: string): Promise<number | null> {
  const row = await db
    .selectFrom('employeeLinks')
    .select('id')
    .where('talentId', '=', talentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * Accepts an invitation. `replaces` is the active link the talent had when they asked (null: none):
 * only that one is ended. An active link that appeared since (another invitation accepted at the
 * same moment) is not replaced: the answer is 'conflict' and the caller rolls back, so this
 * invitation stays open, on both engines (decision 309). 'gone' when the invitation is no longer
 * open.
 */
export async function acceptInvitation(
  db: KyselyDb,
  talentId: string,
  link: { id: number; companyId: string; position: string | null; department: string | null },
  replaces: number | null,
): Promise<'accepted' | 'gone' | 'conflict'> {
  const now = nowIso();
  if (replaces !== null && replaces !== link.id)
    await db
      .deleteFrom('employeeLinks')
      .where('id', '=', replaces)
      .where('talentId', '=', talentId)
      .where('status', '=', 'active')
      .execute();
  // The conditional update is the claim: of concurrent accepts of one invitation only the first
  // finds it still 'invited' (PostgreSQL re-checks the condition after the row lock), so one answer
  // and one notification follow; the caller's transaction rolls back on anything but 'accepted'.
  const claimed = await db
    .updateTable('employeeLinks')
    .set({ status: 'active', respondedAt: now })
    .where('id', '=', link.id)
    .where('talentId', '=', talentId)
    .where('status', '=', 'invited')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 'gone';
  // Another active link committed since the talent asked (on PostgreSQL one committing at this very
  // moment is refused by the partial unique index of migration 055 instead).
  const other = await db
    .selectFrom('employeeLinks')
    .select('id')
    .where('talentId', '=', talentId)
    .where('status', '=', 'active')
    .where('id', '!=', link.id)
    .executeTakeFirst();
  if (other) return 'conflict';
  await db
    .updateTable('users')
    .set({
      employerId: link.companyId,
      ...(link.position ? { position: link.position } : {}),
      ...(link.department ? { department: link.department } : {}),
      updatedAt: now,
    })
    .where('id', '=', talentId)
    .execute();
  return 'accepted';
}

/** Deletes a link; with `status`, only while it still has that status. True when a row went. */
export async function deleteInvitation(db: KyselyDb, id: number, status?: 'invited'): Promise<boolean> {
  let query = db.deleteFrom('employeeLinks').where('id', '=', id);
  if (status) query = query.where('status', '=', status);
  const res = await query.executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

// ---- Talent search ----

export interface FindableTalent {
  id: string;
  firstName: string | null;
  tussenvoegsel: string | null;
  lastName: string | null;
  email: string;
}

/**
 * Talents who opted in to being found by companies (user_settings.findable_by_companies, off by
 * default; decision 191), newest first. Their skills and evidence come from the evidence model; no
 * scan data is read.
 */
export async function listFindableTalents(db: KyselyDb, limit: number): Promise<FindableTalent[]> {
  return db
    .selectFrom('users as u')
    .innerJoin('userSettings as s', 's.userId', 'u.id')
    .select(['u.id', 'u.firstName', 'u.tussenvoegsel', 'u.lastName', 'u.email'])
    .where('u.userType', '=', 'talent')
    .where('u.adminRole', 'is', null)
    .where('s.findableByCompanies', '=', 1)
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/**
 * Ends the active link between a company and a talent: the link row goes and the user's
 * employer mirror is cleared (decision 061), so the company no longer sees the talent's courses.
 * Returns both names for the notifications, or undefined when there was no such link.
 */
export async function endEmployment(db: KyselyDb, companyId: string, talentId: string) {
  const link = await db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as t', 't.id', 'l.talentId')
    .innerJoin('users as c', 'c.id', 'l.companyId')
    .select([
      'l.id',
      't.firstName',
      't.lastName',
      't.email',
      'c.companyName',
      'c.firstName as companyFirstName',
    ])
    .where('l.companyId', '=', companyId)
    .where('l.talentId', '=', talentId)
    .where('l.status', '=', 'active')
    .executeTakeFirst();
  if (!link) return undefined;
  await db.deleteFrom('employeeLinks').where('id', '=', link.id).execute();
  await db
    .updateTable('users')
    .set({ employerId: null, updatedAt: nowIso() })
    .where('id', '=', talentId)
    .where('employerId', '=', companyId)
    .execute();
  return {
    talentName: fullName({ firstName: link.firstName, lastName: link.lastName }) || link.email,
    companyName: link.companyName ?? link.companyFirstName ?? 'Bedrijf',
  };
}

/** The company of the talent's active link, if any. */
export const findActiveEmployer = (db: KyselyDb, talentId: string) =>
  db
    .selectFrom('employeeLinks')
    .select('companyId')
    .where('talentId', '=', talentId)
    .where('status', '=', 'active')
    .executeTakeFirst();

/** The talent's current employer as the talent sees it (the profile offers to end the link). */
export async function currentEmployer(db: KyselyDb, talentId: string) {
  const row = await db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as c', 'c.id', 'l.companyId')
    .select([
      'l.companyId',
      'c.companyName',
      'c.firstName',
      'c.lastName',
      'l.position',
      'l.department',
      'l.respondedAt',
    ])
    .where('l.talentId', '=', talentId)
    .where('l.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  return {
    companyId: row.companyId,
    companyName: row.companyName ?? ([row.firstName, row.lastName].filter(Boolean).join(' ') || null),
    position: row.position,
    department: row.department,
    since: row.respondedAt,
  };
}

/** The talent's one active employer link: the company's id and display name. */
export async function linkedEmployer(db: KyselyDb, talentId: string) {
  const row = await db
    .selectFrom('employeeLinks as l')
    .innerJoin('users as c', 'c.id', 'l.companyId')
    .select(['l.companyId', 'c.companyName', 'c.firstName', 'c.tussenvoegsel', 'c.lastName'])
    .where('l.talentId', '=', talentId)
    .where('l.status', '=', 'active')
    .orderBy('l.respondedAt', 'desc')
    .executeTakeFirst();
  return row ? { companyId: row.companyId, name: row.companyName ?? fullName(row) } : undefined;
}

/** Whether the company is the talent's employer now. */
export async function isLinkedEmployer(db: KyselyDb, companyId: string, talentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employeeLinks')
    .select('id')
    .where('companyId', '=', companyId)
    .where('talentId', '=', talentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return !!row;
}

/** The talents with an active link to the company (for other features' filters). */
export async function activeEmployeeIds(db: KyselyDb, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('employeeLinks')
    .select('talentId')
    .where('companyId', '=', companyId)
    .where('status', '=', 'active')
    .execute();
  return rows.map((r) => r.talentId);
}
