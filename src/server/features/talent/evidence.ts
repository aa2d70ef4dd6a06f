import type { Kysely } from 'kysely';
import {
  buildSkillIndex,
  collectEvidence,
  type EvidenceSource,
  enrollmentEvidence,
  type SkillEvidence,
  type SkillIndex,
} from '../../../domain/evidence/index.ts';
import { parseStringList } from '../../db/json.ts';
import type { Database } from '../../db/schema.ts';
import { listSkillTaxonomy } from '../admin/index.ts';
import {
  revokedCredentialEnrollmentIds,
  validCredentialEnrollmentIds,
  validImportedCredentialSkills,
} from '../credentials/index.ts';
import { enrollmentsWithSkillsOf } from '../enrollments/index.ts';
import { typedSkillsOf } from './skills-store.ts';

type Db = Kysely<Database>;

/** The skills taxonomy (the `skills` table) as a look-up for skill identity. */
export async function loadSkillIndex(db: Db): Promise<SkillIndex> {
  const rows = await listSkillTaxonomy(db);
  return buildSkillIndex(
    rows.map((r) => ({ id: Number(r.id), name: r.name, synonyms: parseStringList(r.synonyms) })),
  );
}

/** The enrolments of these users that have a non-revoked credential: their course skills are `verified`. */
const verifiedEnrollmentIds = (db: Db, userIds: string[]) => validCredentialEnrollmentIds(db, userIds);

/**
 * Credentials from elsewhere, verified at import and not revoked: their skills are `verified`, as
 * the skills of a credential issued here (decision 301).
 */
async function importedCredentialSources(db: Db, userIds: string[]): Promise<Map<string, EvidenceSource[]>> {
  const out = new Map<string, EvidenceSource[]>();
  for (const c of await validImportedCredentialSkills(db, userIds)) {
    const list = out.get(c.userId) ?? [];
    for (const skill of parseStringList(c.skills))
      list.push({
        kind: 'credential',
        id: `imported:${c.id}`,
        level: 'verified',
        skill,
        title: c.achievementName,
      });
    out.set(c.userId, list);
  }
  return out;
}

/**
 * SEAM (h21b's documents upload): documents a user uploaded for a skill are `self_declared`. Until
 * the documents table is on main there are none.
 */
async function documentSources(_db: Db, _userIds: string[]): Promise<Map<string, EvidenceSource[]>> {
  return new Map();
}

/** Every piece of evidence of each user: course results, credentials, typed skills, documents. */
async function loadEvidenceSources(db: Db, userIds: string[]): Promise<Map<string, EvidenceSource[]>> {
  const out = new Map<string, EvidenceSource[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const [enrollments, typed, verified, revoked, documents] = await Promise.all([
    enrollmentsWithSkillsOf(db, userIds),
    typedSkillsOf(db, userIds),
    verifiedEnrollmentIds(db, userIds),
    revokedCredentialEnrollmentIds(db, userIds),
    documentSources(db, userIds),
  ]);
  for (const e of enrollments) {
    const id = String(e.id);
    // A revoked credential takes the result with it: its skills count for nothing, not even as the
    // institute's confirmation (issue 46 part 3).
    if (revoked.has(id) && !verified.has(id)) continue;
    const level = verified.has(id) ? 'verified' : enrollmentEvidence(e.status);
    if (!level || level === 'missing') continue;
    const kind = level === 'verified' ? 'credential' : 'enrollment';
    for (const skill of parseStringList(e.skills))
      out.get(e.userId)?.push({ kind, id, level, skill, title: e.title });
  }
  for (const [userId, list] of await importedCredentialSources(db, userIds)) out.get(userId)?.push(...list);
  for (const s of typed)
    out
      .get(s.userId)
      ?.push({ kind: 'user_skill', id: String(s.id), level: 'self_declared', skill: s.name, title: s.name });
  for (const [userId, list] of documents) out.get(userId)?.push(...list);
  return out;
}

/** Each user's evidence per skill (decision 190); users without evidence get an empty list. */
export async function loadSkillEvidenceForUsers(
  db: Db,
  userIds: string[],
  index?: SkillIndex,
): Promise<Map<string, SkillEvidence[]>> {
  const [idx, sources] = await Promise.all([index ?? loadSkillIndex(db), loadEvidenceSources(db, userIds)]);
  return new Map([...sources].map(([userId, list]) => [userId, collectEvidence(idx, list)]));
}

/**
 * The user's evidence per skill, strongest first: verified (a non-revoked credential), confirmed (a
 * `passed` enrolment), self_reported (a `completed` enrolment), self_declared (a typed skill or an
 * uploaded document). Skills are grouped by taxonomy identity (decision 190).
 */
export async function loadSkillEvidence(
  db: Db,
  userId: string,
  index?: SkillIndex,
): Promise<SkillEvidence[]> {
  return (await loadSkillEvidenceForUsers(db, [userId], index)).get(userId) ?? [];
}
