import { type Kysely, sql } from 'kysely';
import { courseSearchText } from '../../../domain/catalogue/search.ts';
import { parseStringList } from '../../db/json.ts';

/**
 * Rewrites the search text of the given courses (or every course) from what they are now:
 * title, description, skills, the institute's name and the places of their runs. Called after any of
 * these changes (course create/edit, run add/edit/delete, institute rename), by the seeds and by
 * migration 053; the FTS5 trigger (SQLite) and the generated tsvector (PostgreSQL) follow the column.
 * Plain SQL on snake_case names, so a migration can run it on a database without the app's types.
 */
export async function refreshCourseSearch(
  db: Kysely<unknown>,
  which: { courseIds: readonly number[] } | { instituteId: string } | 'all',
): Promise<void> {
  if (typeof which === 'object' && 'courseIds' in which && which.courseIds.length === 0) return;
  const where =
    which === 'all'
      ? sql``
      : 'courseIds' in which
        ? sql`where c.id in (${sql.join(which.courseIds.map((id) => sql`${id}`))})`
        : sql`where c.institute_id = ${which.instituteId}`;
  const courses = await sql<{
    id: number;
    title: string;
    description: string;
    skills: string | null;
    iname: string | null;
  }>`select c.id, c.title, c.description, c.skills, u.institute_name as iname
     from courses c left join users u on u.id = c.institute_id ${where}`.execute(db);
  if (courses.rows.length === 0) return;
  const ids = courses.rows.map((c) => Number(c.id));
  // Aliases without underscores: the app's connection renames snake_case result keys (CamelCasePlugin).
  const runs = await sql<{ cid: number; location: string | null }>`
    select course_id as cid, location from course_runs
    where course_id in (${sql.join(ids.map((id) => sql`${id}`))}) and location is not null`.execute(db);
  const places = new Map<number, string[]>();
  for (const r of runs.rows) {
    const list = places.get(Number(r.cid)) ?? [];
    list.push(r.location ?? '');
    places.set(Number(r.cid), list);
  }
  for (const c of courses.rows) {
    const text = courseSearchText({
      title: c.title,
      description: c.description,
      skills: parseStringList(c.skills ?? '[]'),
      instituteName: c.iname,
      places: [...new Set(places.get(Number(c.id)) ?? [])],
    });
    await sql`update courses set search_text = ${text} where id = ${c.id} and search_text <> ${text}`.execute(
      db,
    );
  }
}
