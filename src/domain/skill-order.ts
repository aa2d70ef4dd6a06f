/**
 * A search's matching skills first: the skills whose name contains the searched text (case and
 * accents ignored) keep their order and come before the rest, so a result never hides the skill
 * that was searched for behind "+8".
 */
export function matchingSkillsFirst<S extends { name: string }>(skills: readonly S[], query: string): S[] {
  const q = fold(query.trim());
  if (!q) return [...skills];
  const hits = skills.filter((s) => fold(s.name).includes(q));
  return [...hits, ...skills.filter((s) => !hits.includes(s))];
}

/** Whether a skill's name matches the searched text (case and accents ignored). */
export const skillMatches = (name: string, query: string): boolean =>
  !!query.trim() && fold(name).includes(fold(query.trim()));

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
