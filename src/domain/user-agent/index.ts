/**
 * A browser and system family from a User-Agent header, for the security mails and the sessions
 * list: a fixed name from a short list, never text from the header itself (which anyone can fill
 * with "helpdesk, nothing to do, https://…").
 */
export interface UserAgentFamily {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera say Chrome too; Chrome says Safari too.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function userAgentFamily(ua: string | null | undefined): UserAgentFamily {
  const s = ua ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(s))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(s))?.[1] ?? null,
  };
}

/** "Firefox op Windows" / "Firefox on Windows"; an unknown part is named as unknown. */
export function describeUserAgent(ua: string | null | undefined, lang: 'nl' | 'en'): string {
  const { browser, system } = userAgentFamily(ua);
  const unknownBrowser = lang === 'en' ? 'an unknown browser' : 'een onbekende browser';
  const unknownSystem = lang === 'en' ? 'an unknown system' : 'een onbekend systeem';
  return `${browser ?? unknownBrowser} ${lang === 'en' ? 'on' : 'op'} ${system ?? unknownSystem}`;
}
