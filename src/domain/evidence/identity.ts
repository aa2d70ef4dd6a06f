/**
 * Skill identity (decision 190): two labels name the same skill when they resolve to the same skill
 * of the taxonomy (its name or one of its synonyms, compared case- and accent-insensitively); a label
 * that names no taxonomy skill is only the same as an identical label. Never by substring: "Excel"
 * is not "Excel VBA", "Engels" is not "Zakelijk Engels C1".
 */

/** One taxonomy skill as the `skills` table holds it. */
export interface TaxonomySkill {
  id: number;
  name: string;
  synonyms: string[];
}

/** Lower case, accents removed, runs of whitespace and separators one space, trimmed. */
export function normaliseLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\-_/.,;:()'"]+/g, ' ')
    .trim();
}

/** A skill's identity: `skill:<taxonomy id>` or `text:<normalised label>`; '' for an empty label. */
export type SkillKey = string;

export interface SkillIndex {
  /** Normalised name or synonym → taxonomy skill. */
  byLabel: Map<string, TaxonomySkill>;
  byId: Map<number, TaxonomySkill>;
}

/**
 * Looks up labels: a skill's own name wins over another skill's synonym; a synonym two skills share
 * names neither (it is ambiguous, so only an identical label matches it).
 */
export function buildSkillIndex(taxonomy: TaxonomySkill[]): SkillIndex {
  const byLabel = new Map<string, TaxonomySkill>();
  const byId = new Map<number, TaxonomySkill>();
  const ambiguous = new Set<string>();
  for (const skill of taxonomy) {
    byId.set(skill.id, skill);
    byLabel.set(normaliseLabel(skill.name), skill);
  }
  const names = new Set(byLabel.keys());
  for (const skill of taxonomy) {
    for (const synonym of skill.synonyms) {
      const key = normaliseLabel(synonym);
      if (key === '' || names.has(key)) continue;
      const other = byLabel.get(key);
      if (other && other.id !== skill.id) ambiguous.add(key);
      else byLabel.set(key, skill);
    }
  }
  for (const key of ambiguous) byLabel.delete(key);
  return { byLabel, byId };
}

/** The taxonomy skill a label names, or undefined. */
export const taxonomySkillOf = (index: SkillIndex, label: string) => index.byLabel.get(normaliseLabel(label));

/** The label's identity. */
export function skillKey(index: SkillIndex, label: string): SkillKey {
  const norm = normaliseLabel(label);
  if (norm === '') return '';
  const skill = index.byLabel.get(norm);
  return skill ? `skill:${skill.id}` : `text:${norm}`;
}

/** Whether two labels name the same skill. */
export const sameSkill = (index: SkillIndex, a: string, b: string) => {
  const ka = skillKey(index, a);
  return ka !== '' && ka === skillKey(index, b);
};
