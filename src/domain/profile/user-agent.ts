const WORDS = {
  nl: { unknown: 'Onbekende browser', on: 'op' },
  en: { unknown: 'Unknown browser', on: 'on' },
} as const;

/**
 * A short, readable "browser op systeem" ("browser on system") from a User-Agent header, for the
 * active-sessions list.
 */
export function describeUserAgent(ua: string | null | undefined, lang: 'nl' | 'en' = 'nl'): string {
  const w = WORDS[lang];
  if (!ua) return w.unknown;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (!browser) return os ? `${w.unknown} ${w.on} ${os}` : w.unknown;
  return os ? `${browser} ${w.on} ${os}` : browser;
}
