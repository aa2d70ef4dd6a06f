import { randomBytes } from 'node:crypto';
import { SCAN_QUESTION_COUNT } from '../../domain/scan/index.ts';
import type { Db } from '../db/connect.ts';
import { nowIso } from '../db/connect.ts';

/** A new active course of the demo institute teaching these skills (the test's own data). */
export async function courseTeaching(db: Db, skills: string[]): Promise<number> {
  const k = db.kysely;
  const institute = await k
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'instituut@example.nl')
    .executeTakeFirstOrThrow();
  const title = `Bewijs ${skills.join(' ')} ${randomBytes(3).toString('hex')}`;
  const now = nowIso();
  const row = await k
    .insertInto('courses')
    .values({
      instituteId: institute.id,
      title,
      description: 'Testcursus',
      searchTitle: title.toLowerCase(),
      searchText: title.toLowerCase(),
      category: 'Technologie',
      level: 'Beginner',
      durationWeeks: 4,
      priceCents: 10000,
      maxParticipants: null,
      imageUrl: null,
      skills: JSON.stringify(skills),
      language: 'nl',
      isActive: 1,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * An enrolment of the user in the course with this status (`passed` is h21a's institute-confirmed
 * status; written as text so this helper works before and after that column type widens).
 */
export async function enrolWithStatus(
  db: Db,
  userId: string,
  courseId: number,
  status: 'enrolled' | 'completed' | 'passed' | 'failed',
) {
  const now = nowIso();
  await db.kysely
    .insertInto('enrollments')
    .values({
      userId,
      courseId,
      progress: status === 'enrolled' ? 0 : 100,
      status: status as 'completed',
      createdAt: now,
      completedAt: status === 'enrolled' ? null : now,
    })
    .execute();
}

/** A complete set of scan answers with a shape (so the scan has interests and a Holland code). */
export const scanAnswers = () =>
  Object.fromEntries(
    Array.from({ length: SCAN_QUESTION_COUNT }, (_, i) => [String(i + 1), i % 7 === 0 ? 5 : (i % 3) + 1]),
  );
