import { trustCounts } from '../../../domain/credentials/index.ts';
import {
  buildSkillIndex,
  collectEvidence,
  type EvidenceSource,
  enrollmentEvidence,
  type SkillEvidence,
  type SkillIndex,
  type TaxonomySkill,
} from '../../../domain/evidence/index.ts';
import { fullName } from '../../../domain/user-display.ts';
import { parseStringList } from '../../db/json.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { listSkillTaxonomy } from '../admin/index.ts';
import { usersByIds } from '../auth/index.ts';
import { credentialEvidenceOf, revokedCredentialEnrollmentIds } from '../credentials/index.ts';
import { enrollmentsWithSkillsOf } from '../enrollments/index.ts';
import { typedSkillsOf } from './skills-store.ts';

/** The skills taxonomy (the `skills` table): names, synonyms and broader skills (decision 465). */
export async function loadSkillTaxonomy(db: KyselyDb): Promise<TaxonomySkill[]> {
  const rows = await listSkillTaxonomy(db);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    synonyms: parseStringList(r.synonyms),
    broader: parseStringList(r.broader),
  }));
}

/** The skills taxonomy as a look-up for skill identity. */
export const loadSkillIndex = async (db: KyselyDb): Promise<SkillIndex> =>
  buildSkillIndex(await loadSkillTaxonomy(db));

type CredentialEvidence = Awaited<ReturnType<typeof credentialEvidenceOf>>;

/**
 * Credentials from elsewhere, verified at import, neither revoked nor suspended: their skills are
 * `verified` when their issuer is one we know (listed), and `claimed` when it is not: the signature
 * holds, but anyone can make a key and sign (decision 405).
 */
function importedCredentialSources(credentials: CredentialEvidence): Map<string, EvidenceSource[]> {
  const out = new Map<string, EvidenceSource[]>();
  for (const c of credentials.imported) {
    const list = out.get(c.userId) ?? [];
    const counts = trustCounts(c.trust);
    for (const skill of parseStringList(c.skills))
      list.push({
        kind: 'credential',
        id: `imported:${c.id}`,
        level: counts ? 'verified' : 'claimed',
        skill,
        title: c.achievementName,
        issuer: { name: c.issuerName, id: c.issuerId, trust: c.trust },
        // The issuer's own page where the id is one, else our stored copy (a urn:uuid: resolves nowhere).
        url: /^https:\/\//.test(c.credentialId) ? c.credentialId : `/api/imported-credentials/${c.id}`,
      });
    out.set(c.userId, list);
  }
  return out;
}

/**
 * SEAM (h21b's documents upload): documents a user uploaded for a skill are `self_declared`. Until
 * the documents table is on main there are none.
 */
async function documentSources(_db: KyselyDb, _userIds: string[]): Promise<Map<string, EvidenceSource[]>> {
  return new Map();
}

/** Every piece of evidence of each user: course results, credentials, typed skills, documents. */
async function loadEvidenceSources(db: KyselyDb, userIds: string[]): Promise<Map<string, EvidenceSource[]>> {
  const out = new Map<string, EvidenceSource[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const [enrollments, typed, credentials, revoked, documents] = await Promise.all([
    enrollmentsWithSkillsOf(db, userIds),
    typedSkillsOf(db, userIds),
    credentialEvidenceOf(db, userIds),
    revokedCredentialEnrollmentIds(db, userIds),
    documentSources(db, userIds),
  ]);
  const institutes = await usersByIds(db, [...new Set(enrollments.map((e) => e.instituteId))]);
  for (const e of enrollments) {
    const id = String(e.id);
    const institute = institutes.get(e.instituteId);
    const instituteName = institute?.instituteName || (institute ? fullName(institute) : '');
    // A credential we issued counts as verified when its institute is one an admin verified.
    const credential = credentials.issued.get(id);
    // A revoked credential takes the result with it: its skills count for nothing, not even as the
    // institute's confirmation (issue 46 part 3).
    if (revoked.has(id) && !credential) continue;
    if (credential && trustCounts(credential.trust)) {
      for (const skill of parseStringList(e.skills))
        out.get(e.userId)?.push({
          kind: 'credential',
          id: credential.id,
          level: 'verified',
          skill,
          title: e.title,
          issuer: { name: instituteName, id: credential.did, trust: credential.trust },
          url: `/verify/${credential.id}`,
        });
      continue;
    }
    const level = enrollmentEvidence(e.status);
    if (!level || level === 'missing') continue;
    for (const skill of parseStringList(e.skills))
      out.get(e.userId)?.push({
        kind: 'enrollment',
        id,
        level,
        skill,
        title: e.title,
        // A confirmed result: the institute vouches for it on this platform.
        ...(level === 'confirmed'
          ? {
              issuer: { name: instituteName, id: null, trust: 'platform' as const },
              url: `/courses/${e.courseId}`,
            }
          : {}),
      });
  }
  for (const [userId, list] of importedCredentialSources(credentials)) out.get(userId)?.push(...list);
  for (const s of typed)
    out
      .get(s.userId)
      ?.push({ kind: 'user_skill', id: String(s.id), level: 'self_declared', skill: s.name, title: s.name });
  for (const [userId, list] of documents) out.get(userId)?.push(...list);
  return out;
}

/** Each user's evidence per skill (decision 190); users without evidence get an empty list. */
export async function loadSkillEvidenceForUsers(
  db: KyselyDb,
  userIds: string[],
  index?: SkillIndex,
): Promise<Map<string, SkillEvidence[]>> {
  const [idx, sources] = await Promise.all([index ?? loadSkillIndex(db), loadEvidenceSources(db, userIds)]);
  return new Map([...sources].map(([userId, list]) => [userId, collectEvidence(idx, list)]));
}

/**
 * The user's evidence per skill, strongest first: verified (a non-revoked credential of a known
 * issuer), confirmed (a `passed` enrolment), self_reported (a `completed` enrolment), claimed (a
 * credential of an unknown issuer), self_declared (a typed skill or an uploaded document). Skills are grouped by taxonomy identity (decision 190).
 */
export async function loadSkillEvidence(
  db: KyselyDb,
  userId: string,
  index?: SkillIndex,
): Promise<SkillEvidence[]> {
  return (await loadSkillEvidenceForUsers(db, [userId], index)).get(userId) ?? [];
}
