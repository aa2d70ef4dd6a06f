import type { TestEnv } from './harness.ts';

/**
 * Enrols the learner (cookie) in the course through the API and sets the enrolment's result
 * directly, as the institute's confirmation would: for tests of what follows a result.
 */
export async function enrolmentWithResult(
  env: TestEnv,
  cookie: string,
  courseId: number,
  status: 'enrolled' | 'completed' | 'passed' | 'failed',
): Promise<number> {
  const res = await env.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/enroll`,
    headers: { cookie },
  });
  if (res.statusCode >= 300) throw new Error(`enrol failed: ${res.statusCode} ${res.body}`);
  const id: number = res.json().enrollment.id;
  await env.db.kysely
    .updateTable('enrollments')
    // `passed`/`failed` join the status type with the institute's confirmation (h21a).
    .set({ status: status as 'completed', progress: status === 'enrolled' ? 0 : 100 })
    .where('id', '=', id)
    .execute();
  return id;
}

/** An active course of the demo institute (instituut@example.nl) and its institute id. */
export async function demoInstituteCourse(env: TestEnv, offset = 0) {
  const row = await env.db.kysely
    .selectFrom('courses')
    .innerJoin('users', 'users.id', 'courses.instituteId')
    .select(['courses.id', 'courses.instituteId', 'courses.title'])
    .where('users.email', '=', 'instituut@example.nl')
    .where('courses.isActive', '=', 1)
    .orderBy('courses.id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row;
}
