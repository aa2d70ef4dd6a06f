import { normaliseLabel, type TaxonomySkill } from './identity.ts';

/** A skill of the list offered for what someone types, and the synonym it was found by (if not its name). */
export interface SkillSuggestion {
  name: string;
  /** The synonym that matched the typed text; null when the name itself did. */
  via: string | null;
}

/**
 * Skills of the platform's own list for a typed fragment (decision 465), best first: the name starts
 * with it, a synonym starts with it, a word of the name starts with it, the name or a synonym holds
 * it; then alphabetically. Case and accents do not matter; fewer than 2 characters suggest nothing.
 */
export function suggestSkills(taxonomy: readonly TaxonomySkill[], typed: string): SkillSuggestion[] {
  const q = normaliseLabel(typed);
  if (q.length < 2) return [];
  const ranked: { s: SkillSuggestion; rank: number }[] = [];
  for (const skill of taxonomy) {
    const name = normaliseLabel(skill.name);
    const synonyms = skill.synonyms.map((label) => ({ label, norm: normaliseLabel(label) }));
    const startSyn = synonyms.find((x) => x.norm.startsWith(q));
    const holdsSyn = synonyms.find((x) => x.norm.includes(q));
    let rank = -1;
    let via: string | null = null;
    if (name.startsWith(q)) rank = 0;
    else if (startSyn) [rank, via] = [1, startSyn.label];
    else if (name.split(' ').some((w) => w.startsWith(q))) rank = 2;
    else if (name.includes(q)) rank = 3;
    else if (holdsSyn) [rank, via] = [4, holdsSyn.label];
    if (rank >= 0) ranked.push({ s: { name: skill.name, via }, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank || a.s.name.localeCompare(b.s.name, 'nl')).map((x) => x.s);
}
