import type { Kysely } from 'kysely';
import type { OoapiImportAnswer, OoapiPreview } from '../../../contracts/ooapi.ts';
import { fromCents, toCents } from '../../../domain/courses.ts';
import {
  type LinkedCourse,
  type MappedCourse,
  mapSourceCourse,
  type Plan,
  planImport,
} from '../../../domain/ooapi/index.ts';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { listSkillTaxonomy } from '../admin/index.ts';
import {
  countRunEnrollments,
  deleteRun,
  findCourse,
  insertCourse,
  insertRun,
  listInstituteCourses,
  listRuns,
  setCourseActive,
  updateCourse,
  updateRun,
} from '../courses/index.ts';
import { notify } from '../notifications/index.ts';
import { DEFAULT_RULES, type FetchRules, readSource, SourceError } from './source-client.ts';
import {
  addLink,
  getSource,
  instituteIdsWithSource,
  linksOf,
  recordRun,
  removeLink,
} from './source-store.ts';

type Db = Kysely<Database>;

/** The category a new imported course gets: the standard has none of ours; the institute changes it. */
const IMPORT_CATEGORY = 'Education';

/** The licence limit on active courses (the institute feature's rule), handed in by features/index.ts. */
export type AssertCourseLimit = (db: Db, instituteId: string) => Promise<void>;

export const rulesOf = (config: Config): FetchRules => ({ ...DEFAULT_RULES, ...config.ooapiFetch });

/** Skills: the course's learning outcomes whose name (or a synonym) is in our taxonomy. */
async function skillMatcher(db: Db) {
  const taxonomy = await listSkillTaxonomy(db);
  const byName = new Map<string, string>();
  for (const s of taxonomy) {
    byName.set(s.name.toLowerCase(), s.name);
    for (const syn of parseList(s.synonyms)) byName.set(syn.toLowerCase(), s.name);
  }
  return (outcomes: string[]) =>
    [
      ...new Set(outcomes.map((o) => byName.get(o.trim().toLowerCase())).filter((s): s is string => !!s)),
    ].slice(0, 30);
}

function parseList(json: string | null): string[] {
  try {
    const v = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the source and compares it with what earlier imports made: nothing is written. */
async function planFor(db: Db, config: Config, instituteId: string): Promise<Plan> {
  const source = await getSource(db, instituteId);
  if (!source) throw new HttpError(409, 'Stel eerst de OOAPI-bron in');
  const fetched = await readSource(
    { baseUrl: source.baseUrl, organisationId: source.organisationId, token: await source.token() },
    rulesOf(config),
  );
  const mappings = fetched.map((f) => mapSourceCourse(f.course, f.offerings));
  const links = await linksOf(db, instituteId, 'course');
  const own = new Map((await listInstituteCourses(db, instituteId)).map((c) => [c.id, c]));
  const linked: LinkedCourse[] = [];
  for (const [sourceId, localId] of links) {
    const c = own.get(localId);
    if (!c) continue;
    linked.push({
      sourceId,
      localId,
      title: c.title,
      description: c.description,
      level: c.level,
      durationWeeks: c.duration,
      price: c.price,
      active: c.isActive,
    });
  }
  return planImport(mappings, linked);
}

/** Where a source's failure detail is written (a request's or the job's logger). */
interface SourceLog {
  warn(o: object, m?: string): void;
}

/** The 502 of a failed source; its detail (address, socket error) goes to the log only. */
const sourceFailure = (err: unknown, log?: SourceLog) => {
  if (!(err instanceof SourceError)) return err;
  if (err.detail) log?.warn({ detail: err.detail }, 'OOAPI-bron kon niet worden gelezen');
  return new HttpError(502, `De OOAPI-bron kon niet worden gelezen: ${err.message}`);
};

export async function previewImport(
  db: Db,
  config: Config,
  instituteId: string,
  log?: SourceLog,
): Promise<OoapiPreview> {
  const plan = await planFor(db, config, instituteId).catch((err) => {
    throw sourceFailure(err, log);
  });
  return {
    create: plan.create.map((c) => ({ sourceId: c.sourceId, title: c.title, runs: c.runs.length })),
    update: plan.update.map((u) => ({
      courseId: u.localId,
      sourceId: u.course.sourceId,
      title: u.course.title,
      changes: u.changes,
    })),
    archive: plan.archive.map((a) => ({ courseId: a.localId, sourceId: a.sourceId, title: a.title })),
    skipped: plan.skipped,
  };
}

/**
 * Brings a course's runs in step with the source's offerings: updates linked runs, adds new ones,
 * and removes the runs of offerings that left the source unless someone enrolled in them.
 */
async function syncRuns(
  db: Db,
  instituteId: string,
  courseId: number,
  course: MappedCourse,
  runLinks: Map<string, number>,
) {
  const own = new Set((await listRuns(db, courseId, { all: true, maxParticipants: null })).map((r) => r.id));
  const seen = new Set<string>();
  for (const run of course.runs) {
    seen.add(run.sourceId);
    const fields = {
      startDate: run.startDate,
      endDate: run.endDate,
      location: run.location,
      seats: run.seats,
    };
    const localId = runLinks.get(run.sourceId);
    if (localId !== undefined && own.has(localId)) await updateRun(db, localId, fields);
    else await addLink(db, instituteId, 'offering', run.sourceId, await insertRun(db, courseId, fields));
  }
  for (const [sourceId, runId] of runLinks) {
    if (seen.has(sourceId) || !own.has(runId)) continue;
    if ((await countRunEnrollments(db, runId)) === 0) await deleteRun(db, runId);
    await removeLink(db, instituteId, 'offering', sourceId);
  }
}

/**
 * Imports: reads and maps the whole source first (a slow or malformed source fails here and changes
 * nothing), then applies the plan in one transaction. A new active course counts against the
 * licence; one beyond it is skipped with the reason. Records the run either way.
 */
export async function runImport(
  db: Db,
  config: Config,
  instituteId: string,
  trigger: 'manual' | 'scheduled',
  assertCourseLimit: AssertCourseLimit,
  log?: SourceLog,
): Promise<OoapiImportAnswer> {
  const startedAt = nowIso();
  // Without a source nothing runs and nothing is recorded (a 409, like every 4xx, writes nothing).
  if (!(await getSource(db, instituteId))) throw new HttpError(409, 'Stel eerst de OOAPI-bron in');
  /** The licence's rule: false when one more active course would exceed it. */
  const withinLicence = async (trx: Db, id: string) => {
    try {
      await assertCourseLimit(trx, id);
      return true;
    } catch (err) {
      if (err instanceof HttpError) return false;
      throw err;
    }
  };
  const counts = { created: 0, updated: 0, archived: 0, skipped: 0 };
  try {
    const plan = await planFor(db, config, instituteId);
    const skillsOf = await skillMatcher(db);
    counts.skipped = plan.skipped.length;
    await db.transaction().execute(async (trx) => {
      const runLinks = await linksOf(trx, instituteId, 'offering');
      for (const c of plan.create) {
        if (!(await withinLicence(trx, instituteId))) {
          counts.skipped++;
          continue;
        }
        const id = await insertCourse(trx, instituteId, {
          title: c.title,
          description: c.description,
          category: IMPORT_CATEGORY,
          level: c.level,
          duration: c.durationWeeks,
          price: c.price,
          maxParticipants: null,
          imageUrl: null,
          skills: skillsOf(c.outcomes),
        });
        await addLink(trx, instituteId, 'course', c.sourceId, id);
        await syncRuns(trx, instituteId, id, c, runLinks);
        counts.created++;
      }
      for (const u of plan.update) {
        const current = await findCourse(trx, u.localId);
        if (!current) continue;
        if (!current.isActive && !(await withinLicence(trx, instituteId))) {
          counts.skipped++;
          continue;
        }
        await updateCourse(trx, current, {
          title: u.course.title,
          description: u.course.description,
          level: u.course.level,
          duration: u.course.durationWeeks,
          price: fromCents(toCents(u.course.price)),
          status: 'active',
        });
        await syncRuns(trx, instituteId, u.localId, u.course, runLinks);
        counts.updated++;
      }
      for (const u of plan.unchanged) await syncRuns(trx, instituteId, u.localId, u.course, runLinks);
      // Archived, never deleted: enrolments, runs and credentials stay with the course.
      for (const a of plan.archive) {
        await setCourseActive(trx, a.localId, instituteId, false);
        counts.archived++;
      }
    });
    await recordRun(db, {
      instituteId,
      trigger,
      status: 'ok',
      ...counts,
      error: null,
      startedAt,
      finishedAt: nowIso(),
    });
    return counts;
  } catch (err) {
    const failure = sourceFailure(err, log);
    const message = failure instanceof Error ? failure.message : String(failure);
    await recordRun(db, {
      instituteId,
      trigger,
      status: 'failed',
      created: 0,
      updated: 0,
      archived: 0,
      skipped: 0,
      error: message.slice(0, 500),
      startedAt,
      finishedAt: nowIso(),
    });
    throw failure;
  }
}

/**
 * The daily sync (jobs/registry.ts: once per cluster): every institute with a source, one after
 * the other; a failure is in the run history and told to the institute as a notification.
 */
export async function syncAllSources(
  db: Db,
  config: Config,
  assertCourseLimit: AssertCourseLimit,
  log: { error(o: object, m?: string): void } & Partial<SourceLog>,
) {
  for (const instituteId of await instituteIdsWithSource(db)) {
    try {
      await runImport(db, config, instituteId, 'scheduled', assertCourseLimit, {
        warn: (o, m) => (log.warn ?? log.error).call(log, { instituteId, ...o }, m),
      });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 300);
      log.error({ instituteId, err: error }, 'OOAPI-synchronisatie mislukt');
      await notify(db, instituteId, {
        type: 'system',
        event: { key: 'ooapiSyncFailed', params: { error } },
        actionUrl: '/institute?tab=settings',
        groupKey: 'ooapi-sync-failed',
      });
    }
  }
}
