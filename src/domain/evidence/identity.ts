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
  /**
   * The names of the broader skills this one is part of (decision 465): "Veilig werken (VCA)" is
   * narrower than "Veiligheid". Evidence for the narrower skill shows the broader one, never the
   * other way round.
   */
  broader?: string[];
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
  /** Skill id → the ids of every skill it is narrower than, through any number of steps. */
  broader: Map<number, Set<number>>;
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
  return { byLabel, byId, broader: broaderClosure(taxonomy, byLabel) };
}

/** Each skill's broader skills, followed to the top (a cycle in the list stops where it repeats). */
function broaderClosure(taxonomy: TaxonomySkill[], byLabel: Map<string, TaxonomySkill>) {
  const direct = new Map<number, number[]>();
  for (const skill of taxonomy) {
    const ids = (skill.broader ?? [])
      .map((name) => byLabel.get(normaliseLabel(name))?.id)
      .filter((id): id is number => id !== undefined && id !== skill.id);
    if (ids.length) direct.set(skill.id, ids);
  }
  const closure = new Map<number, Set<number>>();
  for (const id of direct.keys()) {
    const all = new Set<number>();
    const todo = [...(direct.get(id) ?? [])];
    while (todo.length) {
      const next = todo.pop() as number;
      if (next === id || all.has(next)) continue;
      all.add(next);
      todo.push(...(direct.get(next) ?? []));
    }
    closure.set(id, all);
  }
  return closure;
}

/**
 * Whether evidence for skill `shown` meets a requirement for skill `asked` (both keys): the same
 * skill, or a narrower one by the list's own relations ("Veilig werken (VCA)" meets "Veiligheid";
 * "Veiligheid" never meets "Veilig werken (VCA)").
 */
export function meetsSkill(index: SkillIndex, shown: SkillKey, asked: SkillKey): boolean {
  if (shown === '' || asked === '') return false;
  if (shown === asked) return true;
  const id = (key: SkillKey) => (key.startsWith('skill:') ? Number(key.slice(6)) : null);
  const [s, a] = [id(shown), id(asked)];
  return s !== null && a !== null && (index.broader.get(s)?.has(a) ?? false);
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
