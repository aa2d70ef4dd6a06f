import { buildScanResult, SCAN_QUESTIONS } from '../../domain/scan/index.ts';
import type { KyselyDb } from '../db/schema.ts';
import { listCoursesForMatching } from '../features/courses/index.ts';
import { insertAssessment } from '../features/scan/index.ts';
import type { SeedContext } from './index.ts';
import { seedDemoDossiers } from './subsidy-dossiers.ts';
import {
  DEMO_TALENT_EMAIL,
  DEMO_TALENT_ENROLLMENTS,
  DEMO_TALENT_SCAN_DAYS_AGO,
  DEMO_TALENT_SUBSIDY_APPLICATIONS,
  demoTalentAnswers,
  demoTalentEnrolmentDates,
} from './talent-data.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The demo talent's own data: enrolments (one completed, two running), subsidy dossiers with history
 * (approved, submitted, rejected) and one stored scan built from fixed answers. Courses are looked up
 * by title; a missing course is skipped, so an empty catalogue still seeds.
 */
export async function seedTalentDemo(db: KyselyDb, ctx: SeedContext): Promise<void> {
  const userId = ctx.userIds.get(DEMO_TALENT_EMAIL);
  if (!userId) return;

  const titles = [
    ...DEMO_TALENT_ENROLLMENTS.map((e) => e.courseTitle),
    ...DEMO_TALENT_SUBSIDY_APPLICATIONS.flatMap((a) => (a.courseTitle ? [a.courseTitle] : [])),
  ];
  const [courses, existing] = await Promise.all([
    db.selectFrom('courses').select(['id', 'title', 'instituteId']).where('title', 'in', titles).execute(),
    db.selectFrom('enrollments').select('courseId').where('userId', '=', userId).execute(),
  ]);
  const courseId = new Map(courses.map((c) => [c.title, c.id]));
  const instituteOf = new Map(courses.map((c) => [c.title, c.instituteId]));
  const alreadyEnrolled = new Set(existing.map((e) => e.courseId));

  const enrollments = DEMO_TALENT_ENROLLMENTS.flatMap((e) => {
    const id = courseId.get(e.courseTitle);
    if (id === undefined || alreadyEnrolled.has(id)) return [];
    const dates = demoTalentEnrolmentDates(e, new Date());
    return [
      {
        userId,
        courseId: id,
        progress: e.progress,
        // Her finished course is confirmed by its institute (a certificate).
        status: dates.completedAt ? ('passed' as const) : ('enrolled' as const),
        ...dates,
        confirmedAt: dates.completedAt,
        confirmedBy: dates.completedAt ? (instituteOf.get(e.courseTitle) ?? null) : null,
      },
    ];
  });
  if (enrollments.length > 0) await db.insertInto('enrollments').values(enrollments).execute();

  await seedDemoDossiers(db, userId, (title) => (title ? (courseId.get(title) ?? null) : null));

  const answers = demoTalentAnswers(SCAN_QUESTIONS);
  const result = buildScanResult(answers, await listCoursesForMatching(db));
  await insertAssessment(db, userId, answers, result, daysAgo(DEMO_TALENT_SCAN_DAYS_AGO));
}
