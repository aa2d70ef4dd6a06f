import { PostgresAdapter, sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { LicenceRequest, LicenceState } from '../../../contracts/licences.ts';
import { INSTITUTE_PROBLEMS } from '../../../contracts/problems/institute.ts';
import {
  canActivateAnotherCourse,
  DEFAULT_TIER,
  LICENCE_LIMITS,
  type LicenceTier,
} from '../../../domain/institute/licences.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail } from '../../http/errors.ts';
import { activeCourseCount } from '../courses/index.ts';

const requestColumns = [
  'r.id',
  'r.instituteId',
  'u.instituteName',
  'r.tier',
  'r.status',
  'r.note',
  'r.reason',
  'r.createdAt',
  'r.decidedAt',
] as const;

const requests = (db: KyselyDb) =>
  db
    .selectFrom('licenceRequests as r')
    .innerJoin('users as u', 'u.id', 'r.instituteId')
    .select(requestColumns);

const asRequest = (r: LicenceRequest): LicenceRequest => ({ ...r, id: Number(r.id) });

/** The tier in force: the newest approved request, else Starter; and since when. */
export async function currentLicence(
  db: KyselyDb,
  instituteId: string,
): Promise<{ tier: LicenceTier; since: string | null }> {
  const row = await db
    .selectFrom('licenceRequests')
    .select(['tier', 'decidedAt'])
    .where('instituteId', '=', instituteId)
    .where('status', '=', 'approved')
    .orderBy('decidedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { tier: row.tier, since: row.decidedAt } : { tier: DEFAULT_TIER, since: null };
}

export async function licenceState(db: KyselyDb, instituteId: string): Promise<LicenceState> {
  const [{ tier, since }, active, last] = await Promise.all([
    currentLicence(db, instituteId),
    activeCourseCount(db, instituteId),
    requests(db).where('r.instituteId', '=', instituteId).orderBy('r.id', 'desc').executeTakeFirst(),
  ]);
  const limits = LICENCE_LIMITS[tier];
  return {
    tier,
    status: 'active',
    since,
    limits: { activeCourses: limits.activeCourses, monthlyPriceEuros: limits.monthlyPriceEuros },
    usage: { activeCourses: active },
    lastRequest: last ? asRequest(last as LicenceRequest) : null,
  };
}

/**
 * Refuses one more active course beyond the licence's limit with a clear 403 (never a
 * silent failure). Courses calls this before creating or (re)activating a course, inside the
 * transaction that writes the course (decision 308): on PostgreSQL it first takes a transaction-scoped
 * advisory lock per institute, so a parallel creation or activation waits until this one commits and
 * then counts it; SQLite has one writer and one connection, so its transactions already run one at
 * a time.
 */
export async function assertCourseLimit(db: KyselyDb, instituteId: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`course-limit:${instituteId}`}))`.execute(db);
  const [{ tier }, active] = await Promise.all([
    currentLicence(db, instituteId),
    activeCourseCount(db, instituteId),
  ]);
  if (!canActivateAnotherCourse(tier, active)) {
    throw fail(INSTITUTE_PROBLEMS['licence.course_limit'], {
      tier,
      max: LICENCE_LIMITS[tier].activeCourses ?? active,
    });
  }
}

export async function pendingRequest(db: KyselyDb, instituteId: string) {
  return db
    .selectFrom('licenceRequests')
    .select('id')
    .where('instituteId', '=', instituteId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function insertLicenceRequest(
  db: KyselyDb,
  instituteId: string,
  tier: LicenceTier,
  note: string | null,
): Promise<number> {
  const row = await db
    .insertInto('licenceRequests')
    .values({
      instituteId,
      tier,
      status: 'pending',
      note,
      reason: null,
      createdAt: nowIso(),
      decidedAt: null,
      decidedBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findLicenceRequest(db: KyselyDb, id: number): Promise<LicenceRequest | undefined> {
  const row = await requests(db).where('r.id', '=', id).executeTakeFirst();
  return row ? asRequest(row as LicenceRequest) : undefined;
}

/** Pending (0) before decided (1); within pending the decision moment is empty, so the id orders. */
const PENDING_FIRST = sql<number>`case when ${sql.ref('r.status')} = 'pending' then 0 else 1 end`;
const DECIDED_AT = sql<string>`coalesce(${sql.ref('r.decidedAt')}, '')`;

/**
 * Pending requests first (oldest first), then the decisions (latest first): one page after the key
 * (pending, decidedAt, id) plus one row that tells whether there is more (http/paging.ts).
 */
export async function listLicenceRequests(
  db: KyselyDb,
  page: { after?: CursorKey; limit: number },
): Promise<(LicenceRequest & { sortDecidedAt: string })[]> {
  const rows = await keyset(
    requests(db).select(DECIDED_AT.as('sortDecidedAt')),
    [
      [PENDING_FIRST, 'asc'],
      [DECIDED_AT, 'desc'],
      ['r.id', 'asc'],
    ],
    page.after,
    page.limit,
  ).execute();
  return rows.map((r) => ({ ...asRequest(r as LicenceRequest), sortDecidedAt: r.sortDecidedAt }));
}

/** Decides a pending request; false when it was decided meanwhile. */
export async function decideLicenceRequest(
  db: KyselyDb,
  id: number,
  approve: boolean,
  reason: string | null,
  adminId: string,
): Promise<boolean> {
  const res = await db
    .updateTable('licenceRequests')
    .set({ status: approve ? 'approved' : 'declined', reason, decidedAt: nowIso(), decidedBy: adminId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
