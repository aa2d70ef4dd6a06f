import { type Kysely, sql } from 'kysely';
import type {
  Employee,
  EmployeeDetail,
  EmployerInvitation,
  PendingInvitation,
} from '../../../contracts/company.ts';
import type { RiasecType } from '../../../domain/scan/types.ts';
import { fullName } from '../../../domain/user-display.ts';
import { interestsFromScan } from '../../../domain/vacancies/index.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import { likePattern } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

const countEnrollments = (status: 'enrolled' | 'passed') =>
  sql<number>`(select count(*) from enrollments e where e.user_id = u.id and e.status = ${status})`;

/** The company's accepted employees with their completed and running enrolments. */
export async function listEmployees(db: Db, companyId: string, talentId?: string): Promise<Employee[]> {
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
      countEnrollments('passed').as('completedCourses'),
      countEnrollments('enrolled').as('enrolledCourses'),
    ])
    .where('l.companyId', '=', companyId)
    .where('l.status', '=', 'active')
    .$if(talentId !== undefined, (qb) => qb.where('l.talentId', '=', talentId!))
    .orderBy('u.lastName')
    .orderBy('u.firstName')
    .execute();
  return rows.map((r) => ({
    ...r,
    completedCourses: Number(r.completedCourses),
    enrolledCourses: Number(r.enrolledCourses),
  }));
}

/** One accepted employee with every enrolment and its progress; undefined when not theirs. */
export async function findEmployee(
  db: Db,
  companyId: string,
  talentId: string,
): Promise<EmployeeDetail | undefined> {
  const [employee] = await listEmployees(db, companyId, talentId);
  if (!employee) return undefined;
  const courses = await db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .select(['e.courseId', 'c.title', 'e.progress', 'e.status'])
    .where('e.userId', '=', talentId)
    .orderBy('e.createdAt', 'desc')
    .execute();
  return { ...employee, courses: courses.map((c) => ({ ...c, courseId: Number(c.courseId) })) };
}

export async function listPendingInvitations(db: Db, companyId: string): Promise<PendingInvitation[]> {
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
    name: fullName(r),
    position: r.position,
    department: r.department,
    createdAt: r.createdAt,
  }));
}

export const findUserForInvite = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'userType', 'adminRole', 'firstName'])
    .where('email', '=', email)
    .executeTakeFirst();

/** Inserts an invitation; null when the company already has a link (invited or active) with the talent. */
export async function insertInvitation(
  db: Db,
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

export async function countActiveEmployees(db: Db, companyId: string): Promise<number> {
  const { n } = await db
    .selectFrom('employeeLinks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('companyId', '=', companyId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(n);
}

// ---- The talent's side ----

export async function listTalentInvitations(db: Db, talentId: string): Promise<EmployerInvitation[]> {
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
export const findTalentInvitation = (db: Db, talentId: string, id: number) =>
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
export async function acceptInvitation(
  db: Db,
  talentId: string,
  link: { id: number; companyId: string; position: string | null; department: string | null },
) {
  const now = nowIso();
  await db
    .deleteFrom('employeeLinks')
    .where('talentId', '=', talentId)
    .where('status', '=', 'active')
    .where('id', '!=', link.id)
    .execute();
  await db
    .updateTable('employeeLinks')
    .set({ status: 'active', respondedAt: now })
    .where('id', '=', link.id)
    .execute();
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
}

export async function deleteInvitation(db: Db, id: number) {
  await db.deleteFrom('employeeLinks').where('id', '=', id).execute();
}

// ---- Talent search ----

export interface FindableTalent {
  id: string;
  firstName: string | null;
  tussenvoegsel: string | null;
  lastName: string | null;
  email: string;
  skills: string[];
  interests: Record<RiasecType, number> | null;
}

/**
 * Talents who allow being found (user_settings.show_in_community, on by default), optionally with
 * a completed course whose title or skills contain `skill`; with their skills and newest scan.
 */
export async function listFindableTalents(
  db: Db,
  skill: string | undefined,
  limit: number,
): Promise<FindableTalent[]> {
  const users = await db
    .selectFrom('users as u')
    .leftJoin('userSettings as s', 's.userId', 'u.id')
    .select(['u.id', 'u.firstName', 'u.tussenvoegsel', 'u.lastName', 'u.email'])
    .where('u.userType', '=', 'talent')
    .where('u.adminRole', 'is', null)
    .where((eb) => eb.or([eb('s.showInCommunity', 'is', null), eb('s.showInCommunity', '=', 1)]))
    .$if(!!skill, (qb) =>
      qb.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('enrollments as e')
            .innerJoin('courses as c', 'c.id', 'e.courseId')
            .select('e.id')
            .whereRef('e.userId', '=', 'u.id')
            .where('e.status', '=', 'passed')
            .where(sql<boolean>`lower(c.title || ' ' || c.skills) like ${likePattern(skill!)} escape '\\'`),
        ),
      ),
    )
    .orderBy('u.createdAt', 'desc')
    .limit(limit)
    .execute();
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [completed, scans] = await Promise.all([
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.userId', 'c.skills'])
      .where('e.userId', 'in', ids)
      .where('e.status', '=', 'passed')
      .execute(),
    db
      .selectFrom('assessments')
      .select(['userId', 'result', 'createdAt', 'id'])
      .where('userId', 'in', ids)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const skills = new Map<string, Set<string>>();
  for (const c of completed) {
    const set = skills.get(c.userId) ?? new Set<string>();
    for (const s of parseStringList(c.skills)) set.add(s);
    skills.set(c.userId, set);
  }
  const interests = new Map<string, Record<RiasecType, number> | null>();
  for (const s of scans) {
    if (!interests.has(s.userId)) interests.set(s.userId, interestsFromScan(s.result));
  }
  return users.map((u) => ({
    ...u,
    skills: [...(skills.get(u.id) ?? [])],
    interests: interests.get(u.id) ?? null,
  }));
}
