import type { OoapiImportAnswer, OoapiPreview } from '../../../contracts/ooapi.ts';
import { OOAPI_PROBLEMS } from '../../../contracts/problems/ooapi.ts';
import { fromCents, toCents } from '../../../domain/courses.ts';
import {
  archivesTooMany,
  type LinkedCourse,
  type MappedCourse,
  mapSourceCourse,
  type Plan,
  planImport,
} from '../../../domain/ooapi/index.ts';
import type { Config } from '../../config.ts';
import { nowIso } from '../../db/connect.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { fail, HttpError } from '../../http/errors.ts';
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

/** The category a new imported course gets: the standard has none of ours; the institute changes it. */
const IMPORT_CATEGORY = 'Education';

/** The licence limit on active courses (the institute feature's rule), handed in by features/index.ts. */
export type AssertCourseLimit = (db: KyselyDb, instituteId: string) => Promise<void>;

export const rulesOf = (config: Config): FetchRules => ({ ...DEFAULT_RULES, ...config.ooapiFetch });

/** Skills: the course's learning outcomes whose name (or a synonym) is in our taxonomy. */
async function skillMatcher(db: KyselyDb) {
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

/** What the source holds against what earlier imports made of it. */
interface Planned {
  plan: Plan;
  linked: LinkedCourse[];
}

/** Reads the source and compares it with what earlier imports made: nothing is written. */
async function planFor(db: KyselyDb, config: Config, instituteId: string): Promise<Planned> {
  const source = await getSource(db, instituteId);
  if (!source) throw fail(OOAPI_PROBLEMS['ooapi.source_missing']);
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
      category: c.category,
      language: c.language,
      maxParticipants: c.maxParticipants,
    });
  }
  return { plan: planImport(mappings, linked), linked };
}

/** Where a source's failure detail is written (a request's or the job's logger). */
interface SourceLog {
  warn(o: object, m?: string): void;
}

/** The 502 of a failed source; its detail (address, socket error) goes to the log only. */
const sourceFailure = (err: unknown, log?: SourceLog) => {
  if (!(err instanceof SourceError)) return err;
  if (err.detail) log?.warn({ detail: err.detail }, 'OOAPI-bron kon niet worden gelezen');
  return fail(OOAPI_PROBLEMS['ooapi.source_failed'], { reason: err.reason });
};

/** Thrown inside the preview's transaction so that everything it did is rolled back. */
class PreviewRollback extends Error {}

/** The skills the source names as ours (`ext.skills`), then its learning outcomes found in our taxonomy. */
const mergedSkills = (c: MappedCourse, skillsOf: (outcomes: string[]) => string[]) =>
  [...new Set([...c.skills, ...skillsOf(c.outcomes)])].slice(0, 30);

/**
 * Applies a plan in the given transaction: archives first (a licence's room is freed before new
 * courses take it), then changes, then new courses; each course that would become active passes the
 * licence or is skipped with the licence's own words. A course whose price could not be read is
 * created unpublished (a concept), never at €0. Says item by item what it did.
 */
async function applyPlan(
  trx: KyselyDb,
  instituteId: string,
  { plan }: Planned,
  assertCourseLimit: AssertCourseLimit,
): Promise<Omit<OoapiPreview, 'needsConfirmation'>> {
  const skillsOf = await skillMatcher(trx);
  const out: Omit<OoapiPreview, 'needsConfirmation'> = {
    create: [],
    update: [],
    archive: [],
    skipped: [...plan.skipped],
    notes: [],
  };
  const note = (c: MappedCourse) => {
    for (const n of c.notes) out.notes.push({ sourceId: c.sourceId, title: c.title, note: n });
  };
  /**
   * The licence's rule: its message when one more active course would exceed it. Archives come
   * first, so within a run the active courses only grow: once refused, refused for the rest.
   */
  let refused: string | null = null;
  const licenceRefusal = async () => {
    if (refused) return refused;
    try {
      await assertCourseLimit(trx, instituteId);
      return null;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      refused = err.message;
      return refused;
    }
  };
  const runLinks = await linksOf(trx, instituteId, 'offering');
  // Archived, never deleted: enrolments, runs and credentials stay with the course.
  for (const a of plan.archive) {
    await setCourseActive(trx, a.localId, instituteId, false);
    out.archive.push({ courseId: a.localId, sourceId: a.sourceId, title: a.title });
  }
  for (const u of plan.update) {
    const current = await findCourse(trx, u.localId);
    if (!current) continue;
    note(u.course);
    const publish = u.course.price !== null || current.isActive;
    if (publish && !current.isActive) {
      const refusal = await licenceRefusal();
      if (refusal) {
        out.skipped.push({ sourceId: u.course.sourceId, title: u.course.title, reason: refusal });
        continue;
      }
    }
    await updateCourse(trx, current, {
      title: u.course.title,
      description: u.course.description,
      level: u.course.level,
      duration: u.course.durationWeeks,
      language: u.course.language,
      ...(u.course.price !== null ? { price: fromCents(toCents(u.course.price)) } : {}),
      ...(u.course.category ? { category: u.course.category } : {}),
      ...(u.course.maxParticipants !== null ? { maxParticipants: u.course.maxParticipants } : {}),
      ...(u.course.skills.length > 0 ? { skills: mergedSkills(u.course, skillsOf) } : {}),
      ...(publish ? { status: 'active' as const } : {}),
    });
    await syncRuns(trx, instituteId, u.localId, u.course, runLinks);
    out.update.push({
      courseId: u.localId,
      sourceId: u.course.sourceId,
      title: u.course.title,
      changes: u.changes,
    });
  }
  for (const u of plan.unchanged) {
    note(u.course);
    await syncRuns(trx, instituteId, u.localId, u.course, runLinks);
  }
  for (const c of plan.create) {
    note(c);
    const publish = c.price !== null;
    if (publish) {
      const refusal = await licenceRefusal();
      if (refusal) {
        out.skipped.push({ sourceId: c.sourceId, title: c.title, reason: refusal });
        continue;
      }
    }
    const id = await insertCourse(trx, instituteId, {
      title: c.title,
      description: c.description,
      category: c.category ?? IMPORT_CATEGORY,
      level: c.level,
      duration: c.durationWeeks,
      price: c.price ?? 0,
      maxParticipants: c.maxParticipants,
      imageUrl: null,
      skills: mergedSkills(c, skillsOf),
      language: c.language,
    });
    if (!publish) {
      const created = await findCourse(trx, id);
      if (created) await updateCourse(trx, created, { status: 'draft' });
    }
    await addLink(trx, instituteId, 'course', c.sourceId, id);
    await syncRuns(trx, instituteId, id, c, runLinks);
    out.create.push({ sourceId: c.sourceId, title: c.title, runs: c.runs.length });
  }
  return out;
}

/**
 * What an import would do now, worked out by the import itself in a transaction that is rolled
 * back: the licence, the skipped courses and their reasons are exactly what the import will meet.
 */
export async function previewImport(
  db: KyselyDb,
  config: Config,
  instituteId: string,
  assertCourseLimit: AssertCourseLimit,
  log?: SourceLog,
): Promise<OoapiPreview> {
  const planned = await planFor(db, config, instituteId).catch((err) => {
    throw sourceFailure(err, log);
  });
  let outcome: Omit<OoapiPreview, 'needsConfirmation'> | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      outcome = await applyPlan(trx, instituteId, planned, assertCourseLimit);
      throw new PreviewRollback();
    })
    .catch((err) => {
      if (!(err instanceof PreviewRollback)) throw err;
    });
  if (!outcome) throw new Error('preview: the plan was not applied');
  return { ...outcome, needsConfirmation: archivesTooMany(planned.plan, planned.linked) };
}

/**
 * Brings a course's runs in step with the source's offerings: updates linked runs, adds new ones,
 * and removes the runs of offerings that left the source unless someone enrolled in them.
 */
async function syncRuns(
  db: KyselyDb,
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
 * nothing), then applies the plan in one transaction. An answer that would archive more than half of
 * the courses (an empty page looks like that) waits for a person to confirm; the unattended sync
 * never confirms. Records the run either way, with every skipped course's reason and every note.
 */
export async function runImport(
  db: KyselyDb,
  config: Config,
  instituteId: string,
  trigger: 'manual' | 'scheduled',
  assertCourseLimit: AssertCourseLimit,
  options: { confirmArchive?: boolean; log?: SourceLog } = {},
): Promise<OoapiImportAnswer> {
  const startedAt = nowIso();
  // Without a source nothing runs and nothing is recorded (a 409, like every 4xx, writes nothing).
  if (!(await getSource(db, instituteId))) throw fail(OOAPI_PROBLEMS['ooapi.source_missing']);
  const failed = (message: string) =>
    recordRun(db, {
      instituteId,
      trigger,
      status: 'failed',
      created: 0,
      updated: 0,
      archived: 0,
      skipped: 0,
      error: message.slice(0, 500),
      details: null,
      startedAt,
      finishedAt: nowIso(),
    });
  let planned: Planned;
  try {
    planned = await planFor(db, config, instituteId);
  } catch (err) {
    const failure = sourceFailure(err, options.log);
    await failed(failure instanceof Error ? failure.message : String(failure));
    throw failure;
  }
  if (archivesTooMany(planned.plan, planned.linked) && !(trigger === 'manual' && options.confirmArchive)) {
    const active = planned.linked.filter((l) => l.active).length;
    const refusal = fail(OOAPI_PROBLEMS['ooapi.confirm_archive'], {
      archive: planned.plan.archive.length,
      of: active,
    });
    await failed(refusal.message);
    throw refusal;
  }
  const outcome = await db
    .transaction()
    .execute((trx) => applyPlan(trx, instituteId, planned, assertCourseLimit));
  const counts = {
    created: outcome.create.length,
    updated: outcome.update.length,
    archived: outcome.archive.length,
    skipped: outcome.skipped.length,
  };
  const details = { skippedItems: outcome.skipped, notes: outcome.notes };
  await recordRun(db, {
    instituteId,
    trigger,
    status: 'ok',
    ...counts,
    error: null,
    details: JSON.stringify(details),
    startedAt,
    finishedAt: nowIso(),
  });
  return { ...counts, ...details };
}

/**
 * The daily sync (jobs/registry.ts: once per cluster): every institute with a source, one after
 * the other; a failure is in the run history and told to the institute as a notification.
 */
export async function syncAllSources(
  db: KyselyDb,
  config: Config,
  assertCourseLimit: AssertCourseLimit,
  log: { error(o: object, m?: string): void } & Partial<SourceLog>,
) {
  for (const instituteId of await instituteIdsWithSource(db)) {
    try {
      await runImport(db, config, instituteId, 'scheduled', assertCourseLimit, {
        log: { warn: (o, m) => (log.warn ?? log.error).call(log, { instituteId, ...o }, m) },
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
