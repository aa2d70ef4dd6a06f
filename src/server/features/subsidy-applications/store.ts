import { type Selectable, sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb, SubsidyApplicationEventsTable, SubsidyApplicationsTable } from '../../db/schema.ts';
import { usersByIds } from '../auth/index.ts';
import { activeEmployeeIds } from '../company/index.ts';
import { courseSummariesByIds } from '../courses/index.ts';

export type DossierRow = Selectable<SubsidyApplicationsTable> & {
  courseTitle: string | null;
  coursePriceCents: number | null;
  instituteName: string | null;
  talentFirstName: string | null;
  talentTussenvoegsel: string | null;
  talentLastName: string | null;
  talentEmail: string;
  talentBirthDate: string | null;
  companyName: string | null;
};
export type EventRow = Selectable<SubsidyApplicationEventsTable> & {
  actorFirstName: string | null;
  actorTussenvoegsel: string | null;
  actorLastName: string | null;
  actorCompanyName: string | null;
  actorEmail: string | null;
};

const dossiers = (db: KyselyDb) => db.selectFrom('subsidyApplications as a').selectAll('a');

/**
 * The dossiers with the names of their talent, course, institute and company: the course from
 * courses and the people from auth, two queries for the whole list (decision 005).
 */
async function withParties(
  db: KyselyDb,
  rows: Selectable<SubsidyApplicationsTable>[],
): Promise<DossierRow[]> {
  const courses = await courseSummariesByIds(
    db,
    rows.flatMap((r) => (r.courseId === null ? [] : [Number(r.courseId)])),
  );
  const course = (r: Selectable<SubsidyApplicationsTable>) =>
    r.courseId === null ? undefined : courses.get(Number(r.courseId));
  const users = await usersByIds(
    db,
    rows.flatMap((r) => [r.userId, r.companyId ?? [], course(r)?.instituteId ?? []].flat()),
  );
  return rows.flatMap((r) => {
    const talent = users.get(r.userId);
    if (!talent) return [];
    const c = course(r);
    return [
      {
        ...r,
        courseTitle: c?.title ?? null,
        coursePriceCents: c?.priceCents ?? null,
        instituteName: (c && users.get(c.instituteId)?.instituteName) ?? null,
        talentFirstName: talent.firstName,
        talentTussenvoegsel: talent.tussenvoegsel,
        talentLastName: talent.lastName,
        talentEmail: talent.email,
        talentBirthDate: talent.dateOfBirth,
        companyName: (r.companyId && users.get(r.companyId)?.companyName) ?? null,
      },
    ];
  });
}

export const findDossier = async (db: KyselyDb, id: number): Promise<DossierRow | undefined> =>
  (await withParties(db, await dossiers(db).where('a.id', '=', id).execute()))[0];

/** The talent's own dossiers, newest first. */
export const listTalentDossiers = async (db: KyselyDb, userId: string) =>
  withParties(
    db,
    await dossiers(db)
      .where('a.userId', '=', userId)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
  );

/** When the employee asked (empty when unknown): the first column of the requests' keyset. */
const REQUESTED_AT = sql<string>`coalesce(${sql.ref('a.employerRequestedAt')}, '')`;

/**
 * The dossiers a company's active employees asked it to apply for, latest request first: one page
 * after the key (requestedAt, id) plus one row that tells whether there is more (http/paging.ts).
 */
export async function listCompanyDossiers(
  db: KyselyDb,
  companyId: string,
  page: { after?: CursorKey; limit: number },
): Promise<DossierRow[]> {
  const employees = await activeEmployeeIds(db, companyId);
  if (employees.length === 0) return [];
  const rows = await keyset(
    dossiers(db)
      .where('a.companyId', '=', companyId)
      .where('a.employerRequest', 'is not', null)
      .where('a.userId', 'in', employees),
    [
      [REQUESTED_AT, 'desc'],
      ['a.id', 'desc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return withParties(db, rows);
}

/** History of the dossiers, oldest first per dossier. */
export async function listEvents(db: KyselyDb, ids: number[]): Promise<Map<number, EventRow[]>> {
  const byId = new Map<number, EventRow[]>();
  if (ids.length === 0) return byId;
  const events = await db
    .selectFrom('subsidyApplicationEvents as e')
    .selectAll('e')
    .where('e.applicationId', 'in', ids)
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute();
  const actors = await usersByIds(
    db,
    events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
  );
  const rows: EventRow[] = events.map((e) => {
    const u = e.actorId ? actors.get(e.actorId) : undefined;
    return {
      ...e,
      actorFirstName: u?.firstName ?? null,
      actorTussenvoegsel: u?.tussenvoegsel ?? null,
      actorLastName: u?.lastName ?? null,
      actorCompanyName: u?.companyName ?? null,
      actorEmail: u?.email ?? null,
    };
  });
  for (const r of rows) {
    const id = Number(r.applicationId);
    byId.set(id, [...(byId.get(id) ?? []), r]);
  }
  return byId;
}

/** The course a dossier is for (title and price), from courses. */
export const findCourse = async (db: KyselyDb, id: number) => (await courseSummariesByIds(db, [id])).get(id);

/** An open dossier (concept or submitted) of the talent for the same scheme and course. */
export async function findOpenDuplicate(
  db: KyselyDb,
  userId: string,
  schemeId: string,
  courseId: number | null,
) {
  return db
    .selectFrom('subsidyApplications')
    .select('id')
    .where('userId', '=', userId)
    .where('schemeId', '=', schemeId)
    .where('status', 'in', ['concept', 'submitted'])
    .where((eb) => (courseId === null ? eb('courseId', 'is', null) : eb('courseId', '=', courseId)))
    .executeTakeFirst();
}

export async function insertDossier(
  db: KyselyDb,
  d: {
    userId: string;
    schemeId: string;
    subsidyType: string;
    courseId: number | null;
    requestedAmountCents: number | null;
  },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('subsidyApplications')
    .values({
      ...d,
      motivation: '',
      approvedAmountCents: null,
      status: 'concept',
      applicant: 'talent',
      companyId: null,
      employerRequest: null,
      employerRequestedAt: null,
      employerDecidedAt: null,
      employerReason: null,
      submittedAt: null,
      reference: null,
      decisionDate: null,
      remindedFor: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export type DossierUpdate = Partial<
  Pick<
    Selectable<SubsidyApplicationsTable>,
    | 'status'
    | 'approvedAmountCents'
    | 'submittedAt'
    | 'reference'
    | 'decisionDate'
    | 'applicant'
    | 'companyId'
    | 'employerRequest'
    | 'employerRequestedAt'
    | 'employerDecidedAt'
    | 'employerReason'
  >
>;

/**
 * Applies a change only while the dossier is still in the status (and request state) the caller
 * checked: a concurrent step makes it a no-op, and the caller answers 409. Returns whether it applied.
 */
export async function updateDossier(
  db: KyselyDb,
  id: number,
  expected: { status: string; employerRequest: string | null },
  set: DossierUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('subsidyApplications')
    .set({ ...set, updatedAt: nowIso() })
    .where('id', '=', id)
    .where('status', '=', expected.status as SubsidyApplicationsTable['status'])
    .where((eb) =>
      expected.employerRequest === null
        ? eb('employerRequest', 'is', null)
        : eb('employerRequest', '=', expected.employerRequest as 'requested'),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(
  db: KyselyDb,
  e: Omit<SubsidyApplicationEventsTable, 'id' | 'createdAt' | 'details'> & {
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('subsidyApplicationEvents')
    .values({ ...e, details: JSON.stringify(e.details ?? {}), createdAt: nowIso() })
    .execute();
}

/** Concept dossiers with a scheme: candidates for the deadline reminder. */
export const listConceptDossiers = (db: KyselyDb) =>
  db
    .selectFrom('subsidyApplications')
    .select(['id', 'userId', 'schemeId', 'subsidyType', 'applicant', 'companyId', 'remindedFor', 'status'])
    .where('status', '=', 'concept')
    .where('schemeId', 'is not', null)
    .execute();

/** Marks the reminder for this closing date as sent; false when another process already did. */
export async function claimReminder(db: KyselyDb, id: number, closes: string): Promise<boolean> {
  const result = await db
    .updateTable('subsidyApplications')
    .set({ remindedFor: closes })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('remindedFor', 'is', null), eb('remindedFor', '!=', closes)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A talent's submitted applications, newest first (a concept is not yet one): the talent's recent activity. */
export const submittedApplicationsOf = (db: KyselyDb, userId: string) =>
  db
    .selectFrom('subsidyApplications')
    .select(['id', 'subsidyType', 'status', 'createdAt'])
    .where('userId', '=', userId)
    .where('status', '!=', 'concept')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
