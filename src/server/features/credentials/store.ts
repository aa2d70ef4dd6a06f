import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CredentialStatus, MyCredential } from '../../../contracts/credentials.ts';
import { withAdminConfirmation } from '../../../domain/credentials/confirmation-note.ts';
import {
  buildOpenBadgeCredential,
  type OpenBadgeCredential,
  summarizeCredential,
} from '../../../domain/credentials/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import { usersByIds } from '../auth/index.ts';
import { enrollmentWithCourse } from '../courses/index.ts';
import { signingKey } from './keys.ts';
import { signCredential } from './signing.ts';

export interface CredentialRow {
  id: string;
  userId: string;
  courseId: number;
  instituteId: string;
  credential: OpenBadgeCredential;
  issuedAt: string;
  status: CredentialStatus;
  revokedAt: string | null;
}

const statusOf = (revokedAt: string | null): CredentialStatus => (revokedAt ? 'revoked' : 'valid');

export async function findCredential(db: Kysely<Database>, id: string): Promise<CredentialRow | undefined> {
  const row = await db
    .selectFrom('credentials')
    .select(['id', 'userId', 'courseId', 'instituteId', 'document', 'issuedAt', 'revokedAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { document, ...rest } = row;
  return { ...rest, credential: JSON.parse(document), status: statusOf(row.revokedAt) };
}

/** The learner's credentials, newest first. */
export async function listUserCredentials(db: Kysely<Database>, userId: string): Promise<MyCredential[]> {
  const rows = await db
    .selectFrom('credentials')
    .select(['id', 'courseId', 'document', 'revokedAt'])
    .where('userId', '=', userId)
    .orderBy('issuedAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    courseId: r.courseId,
    status: statusOf(r.revokedAt),
    ...summarizeCredential(JSON.parse(r.document)),
  }));
}

/** The enrolments (ids as text) of these users that hold a credential that is not revoked. */
export async function validCredentialEnrollmentIds(
  db: Kysely<Database>,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('credentials')
    .select('enrollmentId')
    .where('userId', 'in', userIds)
    .where('revokedAt', 'is', null)
    .where('enrollmentId', 'is not', null)
    .execute();
  return new Set(rows.map((r) => String(r.enrollmentId)));
}

/** Marks a credential revoked; false when it already was (nothing changes then). */
export async function revokeCredential(
  db: Kysely<Database>,
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

/**
 * Issues the Open Badges credential of a `passed` enrolment, once: a second call (or a concurrent
 * one) returns the credential already issued. Null when the enrolment does not exist or is not
 * `passed`. `issuedAt` defaults to now (the seed passes a past date).
 */
export async function issueCredentialForEnrollment(
  db: Kysely<Database>,
  enrollmentId: number,
  opts: { issuedAt?: string; confirmedByAdmin?: boolean } = {},
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
  // `passed` is the institute-confirmed result (issue 21 §2); compared as text so this compiles
  // before and after the enrolment status type grows.
  if (!facts || (facts.status as string) !== 'passed') return null;
  const id = randomUUID();
  const issuedAt = opts.issuedAt ?? nowIso();
  const instituteName =
    facts.instituteName || fullName({ firstName: facts.iFirst, lastName: facts.iLast, email: facts.iEmail });
  const built = buildOpenBadgeCredential({
    id,
    institute: { id: facts.instituteId, name: instituteName },
    learnerName: fullName(facts),
    course: {
      id: facts.courseId,
      title: facts.title,
      description: facts.description,
      skills: parseStringList(facts.skills),
    },
    issuedAt,
  });
  // Confirmed by a platform admin on the institute's behalf: the credential says so (decision 307).
  const unsigned = opts.confirmedByAdmin ? withAdminConfirmation(built, instituteName) : built;
  const signed = await signCredential(unsigned, await signingKey(db));
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
    })
    .onConflict((oc) => oc.column('enrollmentId').doNothing())
    .execute();
  const stored = await db
    .selectFrom('credentials')
    .select('id')
    .where('enrollmentId', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return { id: stored.id, created: stored.id === id };
}
