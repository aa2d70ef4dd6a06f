import type { Kysely, Selectable } from 'kysely';
import { fullName } from '../../../domain/user-display.ts';
import { nowIso } from '../../db/connect.ts';
import type { Database, SubsidyApplicationsTable } from '../../db/schema.ts';
import type { SubsidyApplicationEventsTable } from '../../db/tables/subsidy-dossiers.ts';

type Db = Kysely<Database>;

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

const dossiers = (db: Db) =>
  db
    .selectFrom('subsidyApplications as a')
    .innerJoin('users as t', 't.id', 'a.userId')
    .leftJoin('courses as c', 'c.id', 'a.courseId')
    .leftJoin('users as i', 'i.id', 'c.instituteId')
    .leftJoin('users as co', 'co.id', 'a.companyId')
    .selectAll('a')
    .select([
      'c.title as courseTitle',
      'c.priceCents as coursePriceCents',
      'i.instituteName as instituteName',
      't.firstName as talentFirstName',
      't.tussenvoegsel as talentTussenvoegsel',
      't.lastName as talentLastName',
      't.email as talentEmail',
      't.dateOfBirth as talentBirthDate',
      'co.companyName as companyName',
    ]);

export const findDossier = (db: Db, id: number) =>
  dossiers(db).where('a.id', '=', id).executeTakeFirst() as Promise<DossierRow | undefined>;

/** The talent's own dossiers, newest first. */
export const listTalentDossiers = (db: Db, userId: string) =>
  dossiers(db)
    .where('a.userId', '=', userId)
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute() as Promise<DossierRow[]>;

/** Dossiers the company was asked about by a talent who is still its employee, newest request first. */
export const listCompanyDossiers = (db: Db, companyId: string) =>
  dossiers(db)
    .where('a.companyId', '=', companyId)
    .where('a.employerRequest', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employeeLinks as l')
          .select('l.id')
          .whereRef('l.talentId', '=', 'a.userId')
          .where('l.companyId', '=', companyId)
          .where('l.status', '=', 'active'),
      ),
    )
    .orderBy('a.employerRequestedAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute() as Promise<DossierRow[]>;

/** The talent's one active employer link: the company's id and display name. */
export async function linkedEmployer(db: Db, talentId: string) {
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
export async function isLinkedEmployer(db: Db, companyId: string, talentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('employeeLinks')
    .select('id')
    .where('companyId', '=', companyId)
    .where('talentId', '=', talentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return !!row;
}

/** History of the dossiers, oldest first per dossier. */
export async function listEvents(db: Db, ids: number[]): Promise<Map<number, EventRow[]>> {
  const byId = new Map<number, EventRow[]>();
  if (ids.length === 0) return byId;
  const rows = (await db
    .selectFrom('subsidyApplicationEvents as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .selectAll('e')
    .select([
      'u.firstName as actorFirstName',
      'u.tussenvoegsel as actorTussenvoegsel',
      'u.lastName as actorLastName',
      'u.companyName as actorCompanyName',
      'u.email as actorEmail',
    ])
    .where('e.applicationId', 'in', ids)
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .execute()) as EventRow[];
  for (const r of rows) {
    const id = Number(r.applicationId);
    byId.set(id, [...(byId.get(id) ?? []), r]);
  }
  return byId;
}

/** The answers of the user's newest subsidy questionnaire (JSON), if any. */
export async function latestResponses(db: Db, userId: string): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('subsidyAnalyses')
    .select('responses')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = JSON.parse(row.responses) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const findCourse = (db: Db, id: number) =>
  db.selectFrom('courses').select(['id', 'title', 'priceCents']).where('id', '=', id).executeTakeFirst();

/** An open dossier (concept or submitted) of the talent for the same scheme and course. */
export async function findOpenDuplicate(db: Db, userId: string, schemeId: string, courseId: number | null) {
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
  db: Db,
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
  db: Db,
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
  db: Db,
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
export const listConceptDossiers = (db: Db) =>
  db
    .selectFrom('subsidyApplications')
    .select(['id', 'userId', 'schemeId', 'subsidyType', 'applicant', 'companyId', 'remindedFor', 'status'])
    .where('status', '=', 'concept')
    .where('schemeId', 'is not', null)
    .execute();

/** Marks the reminder for this closing date as sent; false when another process already did. */
export async function claimReminder(db: Db, id: number, closes: string): Promise<boolean> {
  const result = await db
    .updateTable('subsidyApplications')
    .set({ remindedFor: closes })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('remindedFor', 'is', null), eb('remindedFor', '!=', closes)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
