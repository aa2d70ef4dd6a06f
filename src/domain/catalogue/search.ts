/**
 * Text normalisation for catalogue search, the same on both database engines: lower case, accents
 * removed ("café" → "cafe", "Hygiënisch" → "hygienisch"), so the index and the query meet in the
 * middle without any database extension (decision 070).
 */

/** Letters that Unicode does not decompose into a base letter plus an accent. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ı: 'i', ĳ: 'ij' };

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđıĳ]/g, (c) => FOLDED[c] ?? c);
}

/** At most this many words of a query are searched for (all must match). */
export const MAX_SEARCH_TOKENS = 8;

/**
 * The words of a search query: normalised, split on everything that is not a letter or digit (so
 * no quote, operator or wildcard ever reaches the engine), duplicates dropped, at most
 * MAX_SEARCH_TOKENS. Each word is matched as a prefix ("pyth" finds Python).
 */
export function searchTokens(query: string): string[] {
  const words = normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_TOKENS);
}

/**
 * What a course's search text holds — its title, description and skills, the institute's
 * name and the places of its runs — normalised. Title words are also indexed on their own (they rank
 * first); everything else matches like the description.
 */
export function courseSearchText(c: {
  title: string;
  description: string;
  skills: readonly string[];
  instituteName: string | null;
  places: readonly (string | null)[];
}): string {
  return normalizeSearchText(
    [c.title, c.description, ...c.skills, c.instituteName ?? '', ...c.places.map((p) => p ?? '')]
      .filter(Boolean)
      .join(' '),
  );
}
