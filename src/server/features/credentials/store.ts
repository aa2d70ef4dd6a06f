import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CredentialStatus, MyCredential } from '../../../contracts/credentials.ts';
import { adminConfirmationNarrative } from '../../../domain/credentials/confirmation-note.ts';
import {
  badgeImageUrl,
  buildOpenBadgeCredential,
  type EvidenceNarrative,
  instituteDid,
  type OpenBadgeCredential,
  summarizeCredential,
} from '../../../domain/credentials/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { loadConfig } from '../../config.ts';
import { nowIso } from '../../db/connect.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import { usersByIds } from '../auth/index.ts';
import { enrollmentWithCourse } from '../enrollments/index.ts';
import { importedOf } from './import-store.ts';
import { signingKeyOf } from './keys-store.ts';
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
  revokeReason: string | null;
}

const statusOf = (revokedAt: string | null): CredentialStatus => (revokedAt ? 'revoked' : 'valid');

export async function findCredential(db: Kysely<Database>, id: string): Promise<CredentialRow | undefined> {
  const row = await db
    .selectFrom('credentials')
    .select(['id', 'userId', 'courseId', 'instituteId', 'document', 'issuedAt', 'revokedAt', 'revokeReason'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { document, ...rest } = row;
  return { ...rest, credential: JSON.parse(document), status: statusOf(row.revokedAt) };
}

/** The learner's credentials, newest first. */
export async function listUserCredentials(
  db: Kysely<Database>,
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
  db: Kysely<Database>,
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

/** The platform's public address per database handle, set when the routes are registered. */
const publicAddresses = new WeakMap<Kysely<Database>, string>();
export const setPublicAddress = (db: Kysely<Database>, appUrl: string) => publicAddresses.set(db, appUrl);
export const publicAddressOf = (db: Kysely<Database>) => publicAddresses.get(db) ?? loadConfig().appUrl;

/** The URL of an issuer's revocation status list credential. */
export const statusListUrl = (appUrl: string, instituteId: string) =>
  `${appUrl}/api/credential-status/${instituteId}`;

/** The revoked positions of an issuer's status list, and the highest position in use. */
export async function statusListOf(db: Kysely<Database>, instituteId: string) {
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
  db: Kysely<Database>,
  enrollmentId: number,
  opts: {
    issuedAt?: string;
    /** Statements beyond the course itself that confirmed the result, carried as OB 3.0 evidence. */
    evidence?: readonly EvidenceNarrative[];
    /** Confirmed by a platform admin on the institute's behalf: the credential says so (decision 307). */
    confirmedByAdmin?: boolean;
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
  const appUrl = publicAddressOf(db);
  const issuerDid = instituteDid(appUrl, facts.instituteId);
  const key = await signingKeyOf(db, facts.instituteId);
  const skills = parseStringList(facts.skills);
  const issuedAt = opts.issuedAt ?? nowIso();
  // The next free position in the issuer's status list; a concurrent issue that took it makes the
  // insert fail on the unique index, and the next attempt takes the one after.
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
    const statusIndex = (await statusListOf(db, facts.instituteId)).highest + 1;
    const unsigned = buildOpenBadgeCredential({
      id,
      institute: {
        id: facts.instituteId,
        did: issuerDid,
        name: instituteName,
        url: appUrl,
      },
      learnerName: fullName(facts),
      learnerIdentity: hashedEmail(facts.email),
      course: { id: facts.courseId, title: facts.title, description: facts.description, skills },
      alignments: skills.map((name) => ({
        name,
        url: `${appUrl}/courses?q=${encodeURIComponent(name)}`,
      })),
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
