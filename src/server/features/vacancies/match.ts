import type { ApplicationMatch } from '../../../contracts/vacancies.ts';
import type { RiasecType } from '../../../domain/scan/types.ts';
import { interestsFromScan, matchSkills } from '../../../domain/vacancies/index.ts';
import type { KyselyDb } from '../../db/schema.ts';
import { latestResultJson } from '../scan/index.ts';
import { loadSkillEvidenceForUsers, loadSkillIndex } from '../talent/index.ts';

/**
 * The match of each (talent, vacancy skills) pair, computed now from skill evidence only (decision
 * 191): one taxonomy read and one evidence read for all talents. Nothing from the scan is read.
 */
export async function matchesFor(
  db: KyselyDb,
  pairs: { talentId: string; skills: string[] }[],
): Promise<ApplicationMatch[]> {
  if (pairs.length === 0) return [];
  const index = await loadSkillIndex(db);
  const evidence = await loadSkillEvidenceForUsers(db, [...new Set(pairs.map((p) => p.talentId))], index);
  return pairs.map((p) => matchSkills(index, evidence.get(p.talentId) ?? [], p.skills));
}

/** One talent's evidence and the taxonomy, to match many vacancies. */
export async function talentMatcher(db: KyselyDb, talentId: string) {
  const index = await loadSkillIndex(db);
  const evidence = (await loadSkillEvidenceForUsers(db, [talentId], index)).get(talentId) ?? [];
  return (skills: string[]) => matchSkills(index, evidence, skills);
}

/** The talent's own newest scan interests: for their exploration text only, never for a score. */
export async function loadOwnInterests(
  db: KyselyDb,
  userId: string,
): Promise<Record<RiasecType, number> | null> {
  return interestsFromScan(await latestResultJson(db, userId));
}
