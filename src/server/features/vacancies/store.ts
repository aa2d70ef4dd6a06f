import { sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { CompanyApplication, CompanyVacancy } from '../../../contracts/company.ts';
import type { MyApplication, NewVacancy, UpdateVacancyInput } from '../../../contracts/vacancies.ts';
import { fullName } from '../../../domain/user-display.ts';
import type {
  ApplicationStatus,
  VacancyContractType,
  VacancyStatus,
} from '../../../domain/vacancies/index.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import { keyset } from '../../db/keyset.ts';
import { likePattern } from '../../db/like.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { matchesFor } from './match.ts';

export const vacancySearchText = (v: {
  title: string;
  description: string;
  location: string;
  skills: string[];
}) => [v.title, v.description, v.location, ...v.skills].join(' ').toLowerCase();

/** The columns every view of a vacancy reads (the talent's and the company's side). */
const VACANCY_COLUMNS = [
  'v.id',
  'v.title',
  'v.description',
  'v.location',
  'v.hours',
  'v.skills',
  'v.hollandCode',
  'v.salaryMin',
  'v.salaryMax',
  'v.contractType',
  'v.closingDate',
  'v.status',
  'v.createdAt',
  'v.updatedAt',
] as const;

function selectVacancies(db: KyselyDb) {
  return db
    .selectFrom('vacancies as v')
    .innerJoin('users as u', 'u.id', 'v.companyId')
    .select([...VACANCY_COLUMNS, 'v.companyId', 'u.companyName']);
}
type VacancyQueryRow = Awaited<ReturnType<ReturnType<typeof selectVacancies>['executeTakeFirstOrThrow']>>;

export interface VacancyRow {
  id: number;
  companyId: string;
  companyName: string | null;
  title: string;
  description: string;
  location: string;
  hours: number;
  skills: string[];
  hollandCode: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  contractType: VacancyContractType | null;
  closingDate: string | null;
  status: VacancyStatus;
  createdAt: string;
  updatedAt: string;
}

const toVacancy = (r: VacancyQueryRow): VacancyRow => ({
  ...r,
  id: Number(r.id),
  hours: Number(r.hours),
  skills: parseStringList(r.skills),
  ...terms(r),
});

/** The terms as numbers (PostgreSQL and SQLite both may hand integers back as other types). */
const terms = (r: Pick<VacancyQueryRow, 'salaryMin' | 'salaryMax' | 'contractType' | 'closingDate'>) => ({
  salaryMin: r.salaryMin === null ? null : Number(r.salaryMin),
  salaryMax: r.salaryMax === null ? null : Number(r.salaryMax),
  contractType: r.contractType,
  closingDate: r.closingDate,
});

/** Active vacancies, newest first; search matches title, description, location and skills. */
export async function listActiveVacancies(
  db: KyselyDb,
  openFrom: string,
  search?: string,
): Promise<VacancyRow[]> {
  const rows = await selectVacancies(db)
    .where('v.status', '=', 'active')
    // Not past the closing date (domain/vacancies/closing.ts): none, or today (NL) or later.
    .where((eb) => eb.or([eb('v.closingDate', 'is', null), eb('v.closingDate', '>=', openFrom)]))
    .$if(!!search, (qb) => qb.where(sql`v.search_text`, 'like', sql`${likePattern(search!)} escape '\\'`))
    .orderBy('v.createdAt', 'desc')
    .orderBy('v.id', 'desc')
    .limit(500)
    .execute();
  return rows.map(toVacancy);
}

export async function findVacancy(db: KyselyDb, id: number): Promise<VacancyRow | undefined> {
  const row = await selectVacancies(db).where('v.id', '=', id).executeTakeFirst();
  return row ? toVacancy(row) : undefined;
}

/** The talent's application status per vacancy id. */
export async function myApplicationStatuses(db: KyselyDb, talentId: string, vacancyId?: number) {
  const rows = await db
    .selectFrom('applications')
    .select(['vacancyId', 'status'])
    .where('talentId', '=', talentId)
    .$if(vacancyId !== undefined, (qb) => qb.where('vacancyId', '=', vacancyId!))
    .execute();
  return new Map(rows.map((r) => [Number(r.vacancyId), r.status]));
}

/** Stores an application unless the talent already applied (the unique pair makes a race a no-op). */
export async function insertApplication(
  db: KyselyDb,
  a: { vacancyId: number; talentId: string; motivation: string },
): Promise<number | null> {
  const now = nowIso();
  const row = await db
    .insertInto('applications')
    .values({ ...a, status: 'under_review', createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['vacancyId', 'talentId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** A talent's applications, newest first; with `page` one page by keyset (`limit` + 1 rows). */
export async function listTalentApplications(
  db: KyselyDb,
  talentId: string,
  page?: { after: CursorKey | undefined; limit: number },
): Promise<MyApplication[]> {
  const query = db
    .selectFrom('applications as a')
    .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
    .innerJoin('users as u', 'u.id', 'v.companyId')
    .select([
      'a.id',
      'a.vacancyId',
      'v.title as vacancyTitle',
      'u.companyName',
      'v.status as vacancyStatus',
      'a.motivation',
      'a.status',
      'v.skills',
      'a.createdAt',
      'a.updatedAt',
    ])
    .where('a.talentId', '=', talentId);
  const order = [
    ['a.createdAt', 'desc'],
    ['a.id', 'desc'],
  ] as const;
  const rows = await (page
    ? keyset(query, order, page.after, page.limit)
    : query.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc')
  ).execute();
  const matches = await matchesFor(
    db,
    rows.map((r) => ({ talentId, skills: parseStringList(r.skills) })),
  );
  return rows.map(({ skills: _skills, ...r }, i) => ({
    ...r,
    id: Number(r.id),
    vacancyId: Number(r.vacancyId),
    match: matches[i],
  }));
}

// ---- The company's side ----

/** The company's own vacancies with their number of applications, newest first. */
/** A company's vacancies with their number of applications. */
const companyVacancies = (db: KyselyDb, companyId: string) =>
  db
    .selectFrom('vacancies as v')
    .select([
      ...VACANCY_COLUMNS,
      (eb) =>
        eb
          .selectFrom('applications as a')
          .whereRef('a.vacancyId', '=', 'v.id')
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('applicationCount'),
    ])
    .where('v.companyId', '=', companyId);

type CompanyVacancyRow = Awaited<ReturnType<ReturnType<typeof companyVacancies>['executeTakeFirstOrThrow']>>;

const toCompanyVacancy = (r: CompanyVacancyRow): CompanyVacancy => ({
  ...r,
  id: Number(r.id),
  hours: Number(r.hours),
  skills: parseStringList(r.skills),
  ...terms(r),
  applicationCount: Number(r.applicationCount ?? 0),
});

export async function listCompanyVacancies(db: KyselyDb, companyId: string): Promise<CompanyVacancy[]> {
  const rows = await companyVacancies(db, companyId)
    .orderBy('v.createdAt', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  return rows.map(toCompanyVacancy);
}

/**
 * The list route's page of them, newest first: one page after the key (createdAt, id) plus one row
 * that tells whether there is more (http/paging.ts); only those changed since `updatedSince`.
 */
export async function pageCompanyVacancies(
  db: KyselyDb,
  companyId: string,
  f: { updatedSince?: string; after?: CursorKey; limit: number },
): Promise<CompanyVacancy[]> {
  const since = f.updatedSince ? new Date(f.updatedSince).toISOString() : undefined;
  const rows = await keyset(
    companyVacancies(db, companyId).$if(since !== undefined, (qb) => qb.where('v.updatedAt', '>=', since!)),
    [
      ['v.createdAt', 'desc'],
      ['v.id', 'desc'],
    ],
    f.after,
    f.limit,
  ).execute();
  return rows.map(toCompanyVacancy);
}

/** One of the company's vacancies, or undefined (another company's, or none). */
export async function findCompanyVacancy(
  db: KyselyDb,
  companyId: string,
  id: number,
): Promise<CompanyVacancy | undefined> {
  const row = await companyVacancies(db, companyId).where('v.id', '=', id).executeTakeFirst();
  return row ? toCompanyVacancy(row) : undefined;
}

export async function insertVacancy(
  db: KyselyDb,
  companyId: string,
  input: NewVacancy,
  createdAt = nowIso(),
) {
  const row = await db
    .insertInto('vacancies')
    .values({
      companyId,
      title: input.title,
      description: input.description,
      location: input.location,
      hours: input.hours,
      skills: JSON.stringify(input.skills),
      hollandCode: input.hollandCode,
      salaryMin: input.salaryMin ?? null,
      salaryMax: input.salaryMax ?? null,
      contractType: input.contractType ?? null,
      closingDate: input.closingDate ?? null,
      searchText: vacancySearchText(input),
      status: 'active',
      createdAt,
      updatedAt: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates the company's own vacancy; false when it is not theirs (or absent). */
export async function updateVacancy(db: KyselyDb, id: number, companyId: string, patch: UpdateVacancyInput) {
  return db.transaction().execute(async (trx) => {
    const current = await selectVacancies(trx)
      .where('v.id', '=', id)
      .where('v.companyId', '=', companyId)
      .executeTakeFirst();
    if (!current) return false;
    const merged = {
      ...toVacancy(current),
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    await trx
      .updateTable('vacancies')
      .set({
        title: merged.title,
        description: merged.description,
        location: merged.location,
        hours: merged.hours,
        skills: JSON.stringify(merged.skills),
        hollandCode: merged.hollandCode,
        salaryMin: merged.salaryMin,
        salaryMax: merged.salaryMax,
        contractType: merged.contractType,
        closingDate: merged.closingDate,
        searchText: vacancySearchText(merged),
        status: merged.status,
        updatedAt: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    return true;
  });
}

function selectCompanyApplications(db: KyselyDb, companyId: string) {
  return db
    .selectFrom('applications as a')
    .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
    .innerJoin('users as t', 't.id', 'a.talentId')
    .select([
      'a.id',
      'a.vacancyId',
      'v.title as vacancyTitle',
      't.firstName',
      't.tussenvoegsel',
      't.lastName',
      't.email as talentEmail',
      'a.motivation',
      'a.status',
      'v.skills as vacancySkills',
      'a.createdAt',
      'a.updatedAt',
      'a.talentId',
    ])
    .where('v.companyId', '=', companyId);
}
type CompanyApplicationRow = Awaited<
  ReturnType<ReturnType<typeof selectCompanyApplications>['executeTakeFirstOrThrow']>
>;

type CompanyApplicationWithTalent = Omit<CompanyApplication, 'applicantId'> & { talentId: string };

/** The rows with their match, computed now from skill evidence (decision 191). */
async function toCompanyApplications(
  db: KyselyDb,
  rows: CompanyApplicationRow[],
): Promise<CompanyApplicationWithTalent[]> {
  const matches = await matchesFor(
    db,
    rows.map((r) => ({ talentId: r.talentId, skills: parseStringList(r.vacancySkills) })),
  );
  return rows.map((r, i) => ({
    id: Number(r.id),
    vacancyId: Number(r.vacancyId),
    vacancyTitle: r.vacancyTitle,
    talentName: fullName({ ...r, email: r.talentEmail }),
    talentEmail: r.talentEmail,
    motivation: r.motivation,
    status: r.status,
    match: matches[i],
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    talentId: r.talentId,
  }));
}

/** Applications to the company's own vacancies, newest first; optionally for one vacancy. */
export async function listCompanyApplications(db: KyselyDb, companyId: string, vacancyId?: number) {
  const rows = await selectCompanyApplications(db, companyId)
    .$if(vacancyId !== undefined, (qb) => qb.where('a.vacancyId', '=', vacancyId!))
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return toCompanyApplications(db, rows);
}

/**
 * The list route's page of them, newest first: one page after the key (createdAt, id) plus one row
 * that tells whether there is more (http/paging.ts); only those changed since `updatedSince`.
 */
export async function pageCompanyApplications(
  db: KyselyDb,
  companyId: string,
  f: { vacancyId?: number; updatedSince?: string; after?: CursorKey; limit: number },
) {
  const since = f.updatedSince ? new Date(f.updatedSince).toISOString() : undefined;
  const rows = await keyset(
    selectCompanyApplications(db, companyId)
      .$if(f.vacancyId !== undefined, (qb) => qb.where('a.vacancyId', '=', f.vacancyId!))
      .$if(since !== undefined, (qb) => qb.where('a.updatedAt', '>=', since!)),
    [
      ['a.createdAt', 'desc'],
      ['a.id', 'desc'],
    ],
    f.after,
    f.limit,
  ).execute();
  return toCompanyApplications(db, rows);
}

export async function findCompanyApplication(db: KyselyDb, companyId: string, id: number) {
  const row = await selectCompanyApplications(db, companyId).where('a.id', '=', id).executeTakeFirst();
  return row ? (await toCompanyApplications(db, [row]))[0] : undefined;
}

export async function setApplicationStatus(db: KyselyDb, id: number, status: ApplicationStatus) {
  await db.updateTable('applications').set({ status, updatedAt: nowIso() }).where('id', '=', id).execute();
}

/** Ids of the talents who applied to any of the company's vacancies. */
export async function applicantIds(db: KyselyDb, companyId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('vacancies as v', 'v.id', 'a.vacancyId')
    .select('a.talentId')
    .where('v.companyId', '=', companyId)
    .execute();
  return new Set(rows.map((r) => r.talentId));
}
