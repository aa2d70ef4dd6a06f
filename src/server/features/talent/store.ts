import type { Kysely } from 'kysely';
import type { Certificate } from '../../../contracts/talent.ts';
import type { ScanLanguage } from '../../../domain/scan/language.ts';
import type { Database } from '../../db/schema.ts';
import { usersByIds } from '../auth/index.ts';
import { passedEnrollmentsOf } from '../enrollments/index.ts';
import { storedPersonalityType } from '../scan/index.ts';
import type { ActivitySources } from './activity.ts';

/** One certificate per enrolment the institute confirmed as passed, newest first. */
export async function listCertificates(db: Kysely<Database>, userId: string): Promise<Certificate[]> {
  const rows = await passedEnrollmentsOf(db, userId);
  const institutes = await usersByIds(
    db,
    rows.map((r) => r.instituteId),
  );
  return rows.map((r) => ({
    id: r.id,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    instituteName: institutes.get(r.instituteId)?.instituteName ?? null,
    issuedAt: r.completedAt ?? r.createdAt,
  }));
}

/** Every event of each kind, newest first (bounded by the user's own rows; four queries in parallel). */
export async function readActivitySources(
  db: Kysely<Database>,
  userId: string,
  lang: ScanLanguage = 'nl',
): Promise<ActivitySources> {
  const [enrollments, completions, scans, subsidyApplications] = await Promise.all([
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.id', 'c.title as courseTitle', 'e.createdAt'])
      .where('e.userId', '=', userId)
      .orderBy('e.createdAt', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
    db
      .selectFrom('enrollments as e')
      .innerJoin('courses as c', 'c.id', 'e.courseId')
      .select(['e.id', 'c.title as courseTitle', 'e.completedAt'])
      .where('e.userId', '=', userId)
      .where('e.status', 'in', ['completed', 'passed'])
      .where('e.completedAt', 'is not', null)
      .orderBy('e.completedAt', 'desc')
      .orderBy('e.id', 'desc')
      .execute(),
    db
      .selectFrom('assessments')
      .select(['id', 'personalityType', 'answers', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('subsidyApplications')
      .select(['id', 'subsidyType', 'status', 'createdAt'])
      .where('userId', '=', userId)
      // A concept is not yet an application: it shows from submission on.
      .where('status', '!=', 'concept')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    enrollments,
    completions: completions.map((c) => ({
      id: c.id,
      courseTitle: c.courseTitle,
      completedAt: c.completedAt as string,
    })),
    scans: scans.map((scan) => ({
      id: scan.id,
      personalityType: storedPersonalityType(scan, lang),
      createdAt: scan.createdAt,
    })),
    subsidyApplications,
  };
}
