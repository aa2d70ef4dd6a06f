import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CursorKey } from '../../../contracts/common.ts';
import type { CredentialStatus, InstituteCredential, MyCredential } from '../../../contracts/credentials.ts';
import { levelLabel } from '../../../domain/courses.ts';
import { adminConfirmationNarrative } from '../../../domain/credentials/confirmation-note.ts';
import {
  achievementUrl,
  addMonths,
  badgeImageUrl,
  buildOpenBadgeCredential,
  type CredentialFacts,
  type EvidenceNarrative,
  instituteDid,
  type OpenBadgeCredential,
  summarizeCredential,
} from '../../../domain/credentials/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { loadConfig } from '../../config.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import { keyset } from '../../db/keyset.ts';
import { likePattern } from '../../db/like.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { isInstituteVerified } from '../admin/index.ts';
import { usersByIds } from '../auth/index.ts';
import { enrollmentWithCourse } from '../enrollments/index.ts';
import { issuerProfileOf } from '../institute/index.ts';
import { importedOf } from './import-store.ts';
import { signingKeyOf } from './keys-store.ts';
import { signCredential } from './signing.ts';
import { MIN_STATUS_LIST_BITS } from './status-list.ts';

export interface CredentialRow {
  id: string;
  userId: string;
  courseId: number;
  instituteId: string;
  credential: OpenBadgeCredential;
  issuedAt: string;
  status: CredentialStatus;
  revokedAt: string | null;
  revokeReason: string | null;
  /** The enrolment it certifies (null once replaced by a re-issue, or for a seeded one). */
  enrollmentId: number | null;
  replacedBy: string | null;
}

const statusOf = (revokedAt: string | null): CredentialStatus => (revokedAt ? 'revoked' : 'valid');

export async function findCredential(db: KyselyDb, id: string): Promise<CredentialRow | undefined> {
  const row = await db
    .selectFrom('credentials')
    .select([
      'id',
      'userId',
      'courseId',
      'instituteId',
      'document',
      'issuedAt',
      'revokedAt',
      'revokeReason',
      'enrollmentId',
      'replacedBy',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { document, enrollmentId, ...rest } = row;
  return {
    ...rest,
    enrollmentId: enrollmentId === null ? null : Number(enrollmentId),
    credential: JSON.parse(document),
    status: statusOf(row.revokedAt),
  };
}

/** The learner's credentials, newest first. */
export async function listUserCredentials(
  db: KyselyDb,
  userId: string,
): Promise<Omit<MyCredential, 'issuerTrust'>[]> {
  const rows = await db
    .selectFrom('credentials')
    .select(['id', 'courseId', 'instituteId', 'document', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('issuedAt', 'desc')
    .orderBy('id')
    .execute();
  const issued: Omit<MyCredential, 'issuerTrust'>[] = rows.map((r) => {
    const document = JSON.parse(r.document);
    const issuer = document?.issuer;
    return {
      id: r.id,
      courseId: r.courseId,
      status: statusOf(r.revokedAt),
      source: 'issued' as const,
      issuerId: typeof issuer === 'string' ? issuer : String(issuer?.id ?? ''),
      ...summarizeCredential(document),
    };
  });
  // Credentials from elsewhere, verified at import (decision 301).
  const imported: Omit<MyCredential, 'issuerTrust'>[] = (await importedOf(db, userId)).map((r) => ({
    id: r.id,
    courseId: null,
    status: r.suspendedAt && !r.revokedAt ? ('suspended' as const) : statusOf(r.revokedAt),
    source: 'imported' as const,
    issuerId: r.issuerId,
    learnerName: '',
    courseTitle: r.achievementName,
    instituteName: r.issuerName || r.issuerId,
    issuedAt: r.issuedAt ?? r.importedAt,
    skills: parseStringList(r.skills),
  }));
  return [...issued, ...imported];
}

/** The credentials (not revoked) of these users' enrolments, by enrolment id as text. */
export async function validCredentialsByEnrollment(
  db: KyselyDb,
  userIds: string[],
): Promise<Map<string, { id: string; instituteId: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credentials')
    .select(['id', 'enrollmentId', 'instituteId'])
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is', null)
    .where('enrollmentId', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [String(r.enrollmentId), { id: r.id, instituteId: r.instituteId }]));
}

/**
 * The enrolments (ids as text) of these users whose credential is revoked: a revoked credential's
 * skills count for nothing, not even as the institute's confirmation (issue 46 part 3).
 */
export async function revokedCredentialEnrollmentIds(db: KyselyDb, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('credentials')
    .select('enrollmentId')
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is not', null)
    .where('enrollmentId', 'is not', null)
    .execute();
  return new Set(rows.map((r) => String(r.enrollmentId)));
}

/**
 * Revokes the credential of an enrolment with a reason (a pass corrected to not passed); null when
 * it has none or it was revoked already. Writes nothing else: the caller audits and notifies.
 */
export async function revokeCredentialOfEnrollment(
  db: KyselyDb,
  enrollmentId: number,
  by: string,
  reason: string,
): Promise<{ id: string } | null> {
  const row = await db
    .selectFrom('credentials')
    .select('id')
    .where('enrollmentId', '=', enrollmentId)
    .executeTakeFirst();
  if (!row) return null;
  return (await revokeCredential(db, row.id, by, reason)) ? { id: row.id } : null;
}

/** Marks a credential revoked; false when it already was (nothing changes then). */
export async function revokeCredential(
  db: KyselyDb,
  id: string,
  by: string,
  reason: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('credentials')
    .set({ revokedAt: nowIso(), revokedBy: by, revokeReason: reason })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The platform's public address per database handle, set when the routes are registered. */
const publicAddresses = new WeakMap<KyselyDb, string>();
export const setPublicAddress = (db: KyselyDb, appUrl: string) => publicAddresses.set(db, appUrl);
export const publicAddressOf = (db: KyselyDb) => publicAddresses.get(db) ?? loadConfig().appUrl;

/** The URL of an issuer's revocation status list credential. */
export const statusListUrl = (appUrl: string, instituteId: string) =>
  `${appUrl}/api/credential-status/${instituteId}`;

/** The revoked positions of an issuer's status list, and the highest position in use. */
export async function statusListOf(db: KyselyDb, instituteId: string) {
  const rows = await db
    .selectFrom('credentials')
    .select(['statusIndex', 'revokedAt'])
    .where('instituteId', '=', instituteId)
    .where('statusIndex', 'is not', null)
    .execute();
  let highest = -1;
  const revoked: number[] = [];
  for (const r of rows) {
    const index = Number(r.statusIndex);
    highest = Math.max(highest, index);
    if (r.revokedAt) revoked.push(index);
  }
  return { revoked, highest };
}

/**
 * A free position in an issuer's status list, drawn at random (W3C Bitstring Status List v1.0, §6
 * privacy: sequential positions reveal how many were issued and when): within the smallest list
 * (a power of two times 131,072 bits) that stays at most half full, so a draw rarely hits a
 * taken position.
 */
export async function freeStatusIndex(db: KyselyDb, instituteId: string): Promise<number> {
  const rows = await db
    .selectFrom('credentials')
    .select('statusIndex')
    .where('instituteId', '=', instituteId)
    .where('statusIndex', 'is not', null)
    .execute();
  const taken = new Set(rows.map((r) => Number(r.statusIndex)));
  let size = MIN_STATUS_LIST_BITS;
  while (taken.size * 2 >= size) size *= 2;
  for (;;) {
    const index = randomInt(size);
    if (!taken.has(index)) return index;
  }
}

/**
 * What a course's achievement says (the credential's `course` and skill alignments): its public page
 * as id, its language, its level (Dutch label; the catalogue filtered on it) and its study load.
 */
export function courseAchievement(
  appUrl: string,
  c: {
    id: number;
    title: string;
    description: string;
    skills: readonly string[];
    level: string;
    language: string;
    studyHours: number | null;
  },
): Pick<CredentialFacts, 'course' | 'alignments'> {
  return {
    course: {
      id: c.id,
      title: c.title,
      description: c.description,
      skills: c.skills,
      achievementId: achievementUrl(appUrl, c.id),
      language: c.language || 'nl',
      ...(c.level
        ? {
            level: {
              name: levelLabel(c.level, 'nl'),
              url: `${appUrl}/courses?level=${encodeURIComponent(c.level)}`,
            },
          }
        : {}),
      ...(c.studyHours ? { studyHours: { hours: c.studyHours, url: `${appUrl}/courses/${c.id}` } } : {}),
    },
    alignments: c.skills.map((name) => ({ name, url: `${appUrl}/courses?q=${encodeURIComponent(name)}` })),
  };
}

/** The OB 3.0 identifier of a learner: their e-mail address, hashed with a random salt. */
function hashedEmail(email: string) {
  const salt = randomBytes(16).toString('hex');
  const hash = createHash('sha256')
    .update(email + salt)
    .digest('hex');
  return {
    type: 'IdentityObject' as const,
    identityType: 'emailAddress' as const,
    hashed: true as const,
    identityHash: `sha256$${hash}`,
    salt,
  };
}

const isUniqueViolation = (e: unknown) =>
  /unique|duplicate/i.test(String((e as { message?: unknown })?.message ?? e));

/**
 * Issues the Open Badges credential of a `passed` enrolment, once: a second call (or a concurrent
 * one) returns the credential already issued. Null when the enrolment does not exist or is not
 * `passed`. `issuedAt` defaults to now (the seed passes a past date).
 */
export async function issueCredentialForEnrollment(
  db: KyselyDb,
  enrollmentId: number,
  opts: {
    issuedAt?: string;
    /** Statements beyond the course itself that confirmed the result, carried as OB 3.0 evidence. */
    evidence?: readonly EvidenceNarrative[];
    /** Confirmed by a platform admin on the institute's behalf: the credential says so (decision 307). */
    confirmedByAdmin?: boolean;
    /** When the result was awarded (`awardedDate`); defaults to the enrolment's confirmation. */
    awardedAt?: string;
    /** The platform's public address, where `db` is a transaction (not the handle it was set for). */
    appUrl?: string;
  } = {},
): Promise<{ id: string; created: boolean } | null> {
  const existing = await db
    .selectFrom('credentials')
    .select('id')
    .where('enrollmentId', '=', enrollmentId)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const course = await enrollmentWithCourse(db, enrollmentId);
  const people = course ? await usersByIds(db, [course.userId, course.instituteId]) : undefined;
  const learner = course && people?.get(course.userId);
  const institute = course && people?.get(course.instituteId);
  const facts =
    course && learner && institute
      ? {
          ...course,
          instituteName: institute.instituteName,
          iFirst: institute.firstName,
          iLast: institute.lastName,
          iEmail: institute.email,
          firstName: learner.firstName,
          tussenvoegsel: learner.tussenvoegsel,
          lastName: learner.lastName,
          email: learner.email,
        }
      : undefined;
  // `passed` is the institute-confirmed result; compared as text so this compiles
  // before and after the enrolment status type grows.
  if (!facts || (facts.status as string) !== 'passed') return null;
  const appUrl = opts.appUrl ?? publicAddressOf(db);
  const issuerDid = instituteDid(appUrl, facts.instituteId);
  const key = await signingKeyOf(db, facts.instituteId);
  // The issuer's own website once an administrator verified the institute (the platform's
  // address before that), and its logo where it has one.
  const [profile, verified] = await Promise.all([
    issuerProfileOf(db, facts.instituteId),
    isInstituteVerified(db, facts.instituteId),
  ]);
  const isHttp = (v: string | null): v is string => !!v && /^https?:\/\/\S+$/i.test(v);
  const issuerUrl = verified && isHttp(profile.website) ? profile.website : appUrl;
  const issuerImage = isHttp(profile.logoUrl) ? profile.logoUrl : undefined;
  const awardedAt = opts.awardedAt ?? opts.issuedAt ?? facts.confirmedAt ?? nowIso();
  const skills = parseStringList(facts.skills);
  const issuedAt = opts.issuedAt ?? nowIso();
  // A random free position in the issuer's status list; a concurrent issue that took it makes the
  // insert fail on the unique index, and the next attempt draws again.
  const instituteName =
    facts.instituteName || fullName({ firstName: facts.iFirst, lastName: facts.iLast, email: facts.iEmail });
  const evidence = [
    ...(opts.evidence ?? []),
    ...(opts.confirmedByAdmin
      ? [{ name: 'Bevestiging', narrative: adminConfirmationNarrative(instituteName) }]
      : []),
  ];
  let madeId = '';
  for (let attempt = 0; ; attempt++) {
    const id = randomUUID();
    const statusIndex = await freeStatusIndex(db, facts.instituteId);
    const unsigned = buildOpenBadgeCredential({
      id,
      institute: {
        id: facts.instituteId,
        did: issuerDid,
        name: instituteName,
        url: issuerUrl,
        ...(issuerImage ? { image: issuerImage } : {}),
      },
      learnerName: fullName(facts),
      learnerIdentity: hashedEmail(facts.email),
      ...courseAchievement(appUrl, {
        id: facts.courseId,
        title: facts.title,
        description: facts.description,
        skills,
        level: facts.level,
        language: facts.language,
        studyHours: facts.studyHours === null ? null : Number(facts.studyHours),
      }),
      awardedAt,
      ...(facts.validityMonths ? { validUntil: addMonths(awardedAt, Number(facts.validityMonths)) } : {}),
      image: badgeImageUrl(appUrl, id),
      status: { listUrl: statusListUrl(appUrl, facts.instituteId), index: statusIndex },
      evidence,
      issuedAt,
    });
    const signed = await signCredential(unsigned, key);
    try {
      await db
        .insertInto('credentials')
        .values({
          id,
          enrollmentId,
          userId: facts.userId,
          courseId: facts.courseId,
          instituteId: facts.instituteId,
          document: JSON.stringify(signed),
          issuedAt,
          revokedAt: null,
          revokedBy: null,
          revokeReason: null,
          statusIndex,
          learnerName: fullName(facts),
          courseTitle: facts.title,
        })
        .onConflict((oc) => oc.column('enrollmentId').doNothing())
        .execute();
      madeId = id;
      break;
    } catch (e) {
      if (attempt >= 5 || !isUniqueViolation(e)) throw e;
    }
  }
  const stored = await db
    .selectFrom('credentials')
    .select('id')
    .where('enrollmentId', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return { id: stored.id, created: stored.id === madeId };
}

/**
 * The credentials an institute issued (every institute's for an administrator: `instituteId`
 * null), newest first, paged by (issuedAt, id); `search` in the learner's name or the course's
 * title as the credential states them. `canReissue` is filled in by the caller.
 */
export async function listInstituteCredentials(
  db: KyselyDb,
  instituteId: string | null,
  filter: {
    search?: string;
    status?: CredentialStatus;
    courseId?: number;
    after?: CursorKey;
    limit: number;
  },
): Promise<(Omit<InstituteCredential, 'canReissue'> & { enrollmentId: number | null })[]> {
  const { search, status, courseId } = filter;
  const query = db
    .selectFrom('credentials as c')
    .select([
      'c.id',
      'c.learnerName',
      'c.courseId',
      'c.courseTitle',
      'c.issuedAt',
      'c.revokedAt',
      'c.revokeReason',
      'c.replacedBy',
      'c.enrollmentId',
    ])
    .$if(instituteId !== null, (q) => q.where('c.instituteId', '=', instituteId!))
    .$if(courseId !== undefined, (q) => q.where('c.courseId', '=', courseId!))
    .$if(status === 'valid', (q) => q.where('c.revokedAt', 'is', null))
    .$if(status === 'revoked', (q) => q.where('c.revokedAt', 'is not', null))
    .$if(!!search, (q) => {
      const pattern = sql`${likePattern(search!)} escape '\\'`;
      return q.where((eb) =>
        eb.or([
          eb(sql`lower(c.learner_name)`, 'like', pattern),
          eb(sql`lower(c.course_title)`, 'like', pattern),
        ]),
      );
    });
  const rows = await keyset(
    query,
    [
      ['c.issuedAt', 'desc'],
      ['c.id', 'desc'],
    ],
    filter.after,
    filter.limit,
  ).execute();
  return rows.map((r) => ({
    id: r.id,
    learnerName: r.learnerName,
    courseId: Number(r.courseId),
    courseTitle: r.courseTitle,
    issuedAt: r.issuedAt,
    status: statusOf(r.revokedAt),
    revokedAt: r.revokedAt,
    revokeReason: r.revokeReason,
    replacedBy: r.replacedBy,
    enrollmentId: r.enrollmentId === null ? null : Number(r.enrollmentId),
  }));
}

/** Why a re-issue could not be done. */
export type ReissueRefusal = 'replaced' | 'not_passed';

/**
 * Re-issues a credential after a correction (the learner's name, the course's facts): a new
 * credential for the same enrolment, signed now with what the platform holds now and the same
 * award date and evidence; the old one is revoked with the reason and points at its replacement.
 * One transaction: nothing changes when the enrolment is no longer passed.
 */
export async function reissueCredential(
  db: KyselyDb,
  old: CredentialRow,
  actorId: string,
  reason: string,
): Promise<{ id: string } | ReissueRefusal> {
  if (old.enrollmentId === null) return 'replaced';
  const enrollmentId = old.enrollmentId;
  return db
    .transaction()
    .execute(async (trx) => {
      const detached = await trx
        .updateTable('credentials')
        .set({ enrollmentId: null })
        .where('id', '=', old.id)
        .where('enrollmentId', '=', enrollmentId)
        .executeTakeFirst();
      if (Number(detached.numUpdatedRows) === 0) return 'replaced' as const;
      const evidence = Array.isArray(old.credential.evidence)
        ? old.credential.evidence
            .filter((e) => typeof e?.narrative === 'string')
            .map((e) => ({ ...(e.name ? { name: e.name } : {}), narrative: e.narrative }))
        : [];
      const awardedAt =
        typeof (old.credential as { awardedDate?: unknown }).awardedDate === 'string'
          ? (old.credential as unknown as { awardedDate: string }).awardedDate
          : old.issuedAt;
      const made = await issueCredentialForEnrollment(trx, enrollmentId, {
        evidence,
        awardedAt,
        appUrl: publicAddressOf(db),
      });
      if (!made) throw new NotPassed();
      await trx
        .updateTable('credentials')
        .set({
          replacedBy: made.id,
          ...(old.revokedAt ? {} : { revokedAt: nowIso(), revokedBy: actorId, revokeReason: reason }),
        })
        .where('id', '=', old.id)
        .execute();
      return { id: made.id };
    })
    .catch((e) => {
      if (e instanceof NotPassed) return 'not_passed' as const;
      throw e;
    });
}

/** Thrown inside the re-issue transaction to undo it when the enrolment is not passed. */
class NotPassed extends Error {}

/** Whether any credential was issued for a course (its achievement page stays public then). */
export async function courseHasCredentials(db: KyselyDb, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('credentials')
    .select('id')
    .where('courseId', '=', courseId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}
