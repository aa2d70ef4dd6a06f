import type { CursorKey } from '../../../contracts/common.ts';
import type { Certificate } from '../../../contracts/talent.ts';
import type { ScanLanguage } from '../../../domain/scan/language.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { usersByIds } from '../auth/index.ts';
import { enrolmentActivityOf, passedEnrollmentsOf } from '../enrollments/index.ts';
import { scansOf, storedPersonalityType } from '../scan/index.ts';
import { submittedApplicationsOf } from '../subsidy-applications/index.ts';
import type { ActivitySources } from './activity.ts';

/**
 * One certificate per enrolment the institute confirmed as passed, newest first: one page after the
 * key (issuedAt, id) plus one row that tells whether there is more (http/paging.ts).
 */
export async function listCertificates(
  db: KyselyDb,
  userId: string,
  page: { after?: CursorKey; limit: number },
): Promise<Certificate[]> {
  const rows = await passedEnrollmentsOf(db, userId, page);
  const institutes = await usersByIds(
    db,
    rows.map((r) => r.instituteId),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    courseId: Number(r.courseId),
    courseTitle: r.courseTitle,
    instituteName: institutes.get(r.instituteId)?.instituteName ?? null,
    issuedAt: r.issuedAt,
  }));
}

/** Every event of each kind, newest first, from each table's owner (bounded by the user's own rows; four queries in parallel). */
export async function readActivitySources(
  db: KyselyDb,
  userId: string,
  lang: ScanLanguage = 'nl',
): Promise<ActivitySources> {
  const [{ enrollments, completions }, scans, subsidyApplications] = await Promise.all([
    enrolmentActivityOf(db, userId),
    scansOf(db, userId),
    submittedApplicationsOf(db, userId),
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
