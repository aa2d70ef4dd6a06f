/** The languages the scan's texts exist in; Dutch is the default and keeps the spec's exact texts. */
export const SCAN_LANGUAGES = ['nl', 'en'] as const;
export type ScanLanguage = (typeof SCAN_LANGUAGES)[number];

/** One text in every scan language (a Dutch text and its British English twin). */
export type Twin = Readonly<Record<ScanLanguage, string>>;

/** 'a', 'a en b', 'a, b en c' (Dutch) or 'a', 'a and b', 'a, b and c' (British English). */
export function joinList(parts: readonly string[], lang: ScanLanguage): string {
  if (parts.length <= 1) return parts.join('');
  const and = lang === 'en' ? 'and' : 'en';
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`;
}

/** The given language's side of every twin in a record. */
export function pick<K extends PropertyKey>(
  twins: Readonly<Record<K, Twin>>,
  lang: ScanLanguage,
): Readonly<Record<K, string>> {
  return Object.fromEntries(Object.entries<Twin>(twins).map(([key, twin]) => [key, twin[lang]])) as Record<
    K,
    string
  >;
}
