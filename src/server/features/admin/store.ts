import { sql } from 'kysely';
import type {
  AdminInstituteRow,
  AdminUserRow,
  AuditLogRow,
  PlatformStats,
  SkillsStats,
} from '../../../contracts/admin.ts';
import type { CursorKey } from '../../../contracts/common.ts';
import type { UserType } from '../../../domain/roles.ts';
import { fullName } from '../../../domain/user-display.ts';
import { newestAuditRows, recordAudit } from '../../audit.ts';
import { nowIso } from '../../db/connect.ts';
import { keyset } from '../../db/keyset.ts';
import { prepared } from '../../db/prepared.ts';
import type { KyselyDb } from '../../db/schema.ts';

const count = (n: unknown) => Number(n ?? 0);

export async function skillsStats(db: KyselyDb): Promise<SkillsStats> {
  const totals = await db
    .selectFrom('skills')
    .select((eb) => [
      eb.fn.countAll<number>().as('skills'),
      eb.fn.count<number>('cluster').distinct().as('clusters'),
      eb.fn.count<number>('category').distinct().as('categories'),
    ])
    .executeTakeFirstOrThrow();
  const distribution = await db
    .selectFrom('skills')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('category')
    .orderBy('n', 'desc')
    .orderBy('category')
    .execute();
  const newest = await db
    .selectFrom('skills')
    .select(['id', 'name', 'category'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  return {
    totalSkills: count(totals.skills),
    totalClusters: count(totals.clusters),
    totalCategories: count(totals.categories),
    categoryDistribution: distribution.map((d) => ({ category: d.category, count: count(d.n) })),
    sampleSkills: newest.map((s) => ({ id: Number(s.id), name: s.name, category: s.category })),
  };
}

/**
 * The skills taxonomy: every skill with its synonyms and broader skills (JSON text), for other
 * features' look-ups.
 */
export const listSkillTaxonomy = (db: KyselyDb) =>
  db.selectFrom('skills').select(['id', 'name', 'synonyms', 'broader']).execute();

/**
 * What the admin needs of the courses feature, handed in by features/index.ts (decision 005): courses
 * imports admin (institute verification), so admin cannot import courses without a cycle.
 */
export interface AdminCourseReads {
  platformCourseCounts(db: KyselyDb): Promise<{ activeCourses: number; completedCourses: number }>;
  courseCountsByInstitute(db: KyselyDb, instituteIds: readonly string[]): Promise<Map<string, number>>;
  /** The institute feature's: the KvK number and website each institute entered (it imports admin too). */
  enteredIdentities(
    db: KyselyDb,
    instituteIds: readonly string[],
  ): Promise<Map<string, { kvkNumber: string | null; website: string | null }>>;
}

export async function platformStats(db: KyselyDb, courses: AdminCourseReads): Promise<PlatformStats> {
  const countOf = async (q: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
    count((await q.executeTakeFirstOrThrow()).n);
  const [totalUsers, { activeCourses, completedCourses }, companies] = await Promise.all([
    countOf(db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'))),
    courses.platformCourseCounts(db),
    countOf(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userType', '=', 'company'),
    ),
  ]);
  return { totalUsers, activeCourses, completedCourses, companies };
}

/** `%term%` with LIKE's wildcards dropped from the term (portable: no ESCAPE clause needed). */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '')}%`;

/**
 * Users whose name or e-mail contains the term (case-insensitive), by e-mail then id: one page of
 * `limit` after the cursor's key, plus one row that tells whether there is more (http/paging.ts).
 */
export async function searchUsers(
  db: KyselyDb,
  term: string,
  after: CursorKey | undefined,
  limit: number,
): Promise<AdminUserRow[]> {
  const query = db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'tussenvoegsel', 'lastName', 'userType', 'adminRole'])
    .$if(term.length > 0, (qb) =>
      qb.where((eb) => {
        const p = likePattern(term);
        const lower = (col: 'email' | 'firstName' | 'lastName' | 'tussenvoegsel') =>
          eb(eb.fn('lower', [eb.fn.coalesce(col, eb.val(''))]), 'like', p);
        return eb.or([
          lower('email'),
          lower('firstName'),
          lower('lastName'),
          eb(
            sql`lower(coalesce(first_name, '') || ' ' || coalesce(tussenvoegsel || ' ', '') || coalesce(last_name, ''))`,
            'like',
            p,
          ),
        ]);
      }),
    );
  const rows = await keyset(
    query,
    [
      ['email', 'asc'],
      ['id', 'asc'],
    ],
    after,
    limit,
  ).execute();
  return rows.map((r) => ({
    id: r.id,
    name: fullName(r),
    email: r.email,
    userType: r.userType,
    adminRole: r.adminRole,
  }));
}

export const findUserRole = (db: KyselyDb, id: string) =>
  db.selectFrom('users').select(['id', 'userType', 'adminRole']).where('id', '=', id).executeTakeFirst();

/**
 * Sets a user's type (admin also sets adminRole admin; any other type clears adminRole) and writes
 * the audit row in the same transaction.
 */
export async function changeUserType(
  db: KyselyDb,
  actorId: string,
  target: { id: string; userType: UserType; adminRole: 'admin' | 'superadmin' | null },
  userType: UserType,
) {
  const adminRole = userType === 'admin' ? (target.adminRole ?? 'admin') : null;
  return db.transaction().execute(async (trx) => {
    // One conditional statement: the row changes only while it still has the
    // type and role the permission check saw, so a concurrent superadmin grant is never undone by an
    // admin, and the audit's "from" is the real one. Null when the user changed in the meantime.
    const changed = await trx
      .updateTable('users')
      .set({ userType, adminRole, updatedAt: nowIso() })
      .where('id', '=', target.id)
      .where('userType', '=', target.userType)
      .where('adminRole', target.adminRole === null ? 'is' : '=', target.adminRole)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return null;
    await recordAudit(trx, {
      actorId,
      action: 'user.type.change',
      targetType: 'user',
      targetId: target.id,
      details: {
        from: { userType: target.userType, adminRole: target.adminRole },
        to: { userType, adminRole },
      },
    });
    return { userType, adminRole };
  });
}

/**
 * The newest audit rows with actor and target names (where the target is a user): one page after
 * the key (createdAt, id), plus one row that tells whether there is more.
 */
export async function listAuditLog(
  db: KyselyDb,
  after: CursorKey | undefined,
  limit: number,
): Promise<AuditLogRow[]> {
  const audit = await newestAuditRows(db, limit, after);
  const isUser = (r: { targetType: string }) => r.targetType === 'user' || r.targetType === 'institute';
  const ids = [
    ...new Set(audit.flatMap((r) => [...(r.actorId ? [r.actorId] : []), ...(isUser(r) ? [r.targetId] : [])])),
  ];
  const people = ids.length
    ? await db
        .selectFrom('users')
        .select(['id', 'firstName', 'tussenvoegsel', 'lastName', 'instituteName'])
        .where('id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = audit.map((r) => {
    const actor = r.actorId ? byId.get(r.actorId) : undefined;
    const target = isUser(r) ? byId.get(r.targetId) : undefined;
    return {
      ...r,
      actorFirst: actor?.firstName ?? null,
      actorMiddle: actor?.tussenvoegsel ?? null,
      actorLast: actor?.lastName ?? null,
      targetFirst: target?.firstName ?? null,
      targetMiddle: target?.tussenvoegsel ?? null,
      targetLast: target?.lastName ?? null,
      targetInstitute: target?.instituteName ?? null,
    };
  });
  const name = (first: string | null, middle: string | null, last: string | null) =>
    first || last ? fullName({ firstName: first, tussenvoegsel: middle, lastName: last }) : null;
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    actorId: r.actorId,
    actorName: name(r.actorFirst, r.actorMiddle, r.actorLast),
    targetType: r.targetType,
    targetId: r.targetId,
    targetName: r.targetInstitute ?? name(r.targetFirst, r.targetMiddle, r.targetLast),
    details: safeJson(r.details),
    createdAt: r.createdAt,
  }));
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function listInstitutes(
  db: KyselyDb,
  status: 'pending' | 'verified' | 'all',
  courses: AdminCourseReads,
  after: CursorKey | undefined,
  limit: number,
): Promise<AdminInstituteRow[]> {
  const query = db
    .selectFrom('users as u')
    .leftJoin('instituteVerifications as v', 'v.instituteId', 'u.id')
    .leftJoin('users as a', 'a.id', 'v.verifiedBy')
    .select([
      'u.id',
      'u.instituteName',
      'u.email',
      'u.createdAt',
      'v.verifiedAt',
      'v.checkedKvkNumber',
      'v.checkedWebsite',
      'v.note',
      'a.firstName as adminFirstName',
      'a.lastName as adminLastName',
    ])
    .where('u.userType', '=', 'institute')
    .$if(status === 'pending', (qb) => qb.where('v.verifiedAt', 'is', null))
    .$if(status === 'verified', (qb) => qb.where('v.verifiedAt', 'is not', null));
  const rows = await keyset(
    query,
    [
      ['u.createdAt', 'desc'],
      ['u.id', 'desc'],
    ],
    after,
    limit,
  ).execute();
  const ids = rows.map((r) => r.id);
  const [courseCounts, entered] = await Promise.all([
    courses.courseCountsByInstitute(db, ids),
    courses.enteredIdentities(db, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    instituteName: r.instituteName,
    email: r.email,
    createdAt: r.createdAt,
    courseCount: courseCounts.get(r.id) ?? 0,
    kvkNumber: entered.get(r.id)?.kvkNumber ?? null,
    website: entered.get(r.id)?.website ?? null,
    verifiedAt: r.verifiedAt ?? null,
    verifiedByName: r.verifiedAt
      ? [r.adminFirstName, r.adminLastName].filter(Boolean).join(' ') || null
      : null,
    checkedKvkNumber: r.checkedKvkNumber ?? null,
    checkedWebsite: r.checkedWebsite ?? null,
    verificationNote: r.note ?? null,
  }));
}

/** Compiled once (db/prepared.ts): the course page reads it on every request. */
const verificationOf = prepared(['instituteId'], (db, p) =>
  db.selectFrom('instituteVerifications').select('verifiedAt').where('instituteId', '=', p.instituteId),
);

/** When the institute was verified (null: not verified), for its public "Geverifieerd op". */
export async function instituteVerifiedAt(db: KyselyDb, instituteId: string): Promise<string | null> {
  const [row] = await verificationOf(db, { instituteId });
  return row?.verifiedAt ?? null;
}

/** Which of these institutes are verified (one query). */
export async function verifiedInstituteIds(
  db: KyselyDb,
  instituteIds: readonly string[],
): Promise<Set<string>> {
  if (instituteIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('instituteVerifications')
    .select('instituteId')
    .where('instituteId', 'in', [...new Set(instituteIds)])
    .execute();
  return new Set(rows.map((r) => r.instituteId));
}

export async function isInstituteVerified(db: KyselyDb, instituteId: string): Promise<boolean> {
  const row = await db
    .selectFrom('instituteVerifications')
    .select('instituteId')
    .where('instituteId', '=', instituteId)
    .executeTakeFirst();
  return !!row;
}

/** Marks an institute verified (idempotent) with an audit row; false when it already was. */
export async function verifyInstitute(
  db: KyselyDb,
  actorId: string | null,
  instituteId: string,
  checked: { checkedKvkNumber?: string | null; checkedWebsite?: string | null; note?: string | null } = {},
) {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .insertInto('instituteVerifications')
      .values({
        instituteId,
        verifiedBy: actorId,
        verifiedAt: nowIso(),
        checkedKvkNumber: checked.checkedKvkNumber ?? null,
        checkedWebsite: checked.checkedWebsite ?? null,
        note: checked.note ?? null,
      })
      .onConflict((oc) => oc.column('instituteId').doNothing())
      .executeTakeFirst();
    const created = Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (created && actorId) {
      await recordAudit(trx, {
        actorId,
        action: 'institute.verify',
        targetType: 'institute',
        targetId: instituteId,
        details: {
          checkedKvkNumber: checked.checkedKvkNumber ?? null,
          checkedWebsite: checked.checkedWebsite ?? null,
          note: checked.note ?? null,
        },
      });
    }
    return created;
  });
}

/** Withdraws a verification (its courses leave the catalogue) with an audit row. */
export async function revokeInstituteVerification(db: KyselyDb, actorId: string, instituteId: string) {
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .deleteFrom('instituteVerifications')
      .where('instituteId', '=', instituteId)
      .executeTakeFirst();
    const removed = Number(res.numDeletedRows) > 0;
    if (removed) {
      await recordAudit(trx, {
        actorId,
        action: 'institute.unverify',
        targetType: 'institute',
        targetId: instituteId,
      });
    }
    return removed;
  });
}

/** Marks every institute account verified (demo seed and benchmark: their catalogue is trusted). */
export async function verifyAllInstitutes(db: KyselyDb) {
  const institutes = await db.selectFrom('users').select('id').where('userType', '=', 'institute').execute();
  if (institutes.length === 0) return;
  const verifiedAt = nowIso();
  await db
    .insertInto('instituteVerifications')
    .values(institutes.map((i) => ({ instituteId: i.id, verifiedBy: null, verifiedAt })))
    .onConflict((oc) => oc.column('instituteId').doNothing())
    .execute();
}

/** Inserts the skills taxonomy; createdAt spaced one second apart in list order (last = newest). */
export async function insertSkills(
  db: KyselyDb,
  skills: { name: string; category: string; cluster: string; synonyms: string[]; broader?: string[] }[],
  start = new Date(),
) {
  const rows = skills.map((s, i) => ({
    name: s.name,
    category: s.category,
    cluster: s.cluster,
    synonyms: JSON.stringify(s.synonyms),
    broader: JSON.stringify(s.broader ?? []),
    createdAt: new Date(start.getTime() - (skills.length - i) * 1000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('skills')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}
