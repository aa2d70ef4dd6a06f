/** A short, readable "browser op systeem" from a User-Agent header, for the active-sessions list. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Onbekende browser';
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
  if (!browser) return os ? `Onbekende browser op ${os}` : 'Onbekende browser';
  return os ? `${browser} op ${os}` : browser;
}
