/** Spec §2.5/§9: Net nu (< 1 min), Xm geleden (< 60 min), Xu geleden (< 1440 min), else Xd geleden. */
const WORDS = {
  nl: {
    now: 'Net nu',
    m: (n: number) => `${n}m geleden`,
    h: (n: number) => `${n}u geleden`,
    d: (n: number) => `${n}d geleden`,
  },
  en: {
    now: 'Just now',
    m: (n: number) => `${n}m ago`,
    h: (n: number) => `${n}h ago`,
    d: (n: number) => `${n}d ago`,
  },
} as const;

/** The same steps in English for `lang` 'en' (Just now, 5m ago, 3h ago, 2d ago). */
export function relativeTime(iso: string | Date, now: Date = new Date(), lang: 'nl' | 'en' = 'nl'): string {
  const w = WORDS[lang];
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return w.now;
  if (minutes < 60) return w.m(minutes);
  if (minutes < 1440) return w.h(Math.floor(minutes / 60));
  return w.d(Math.floor(minutes / 1440));
}
