import type { Widen } from './types.ts';

/** Texts of a talent's saved courses: the menu entry, the list page and the course page's button. */
export const bookmarksNl = {
  nav: 'Bewaard',
  title: 'Bewaarde cursussen',
  subtitle: 'Cursussen die je hebt bewaard om later terug te vinden.',
  empty: 'Je hebt nog geen cursussen bewaard. Op de pagina van een cursus kun je hem bewaren.',
  browse: 'Naar het studieaanbod',
  savedOn: (date: string) => `Bewaard op ${date}`,
  save: 'Cursus bewaren',
  unsave: 'Niet meer bewaren',
  remove: (title: string) => `Niet meer bewaren: ${title}`,
  saved: 'Cursus bewaard',
  savedText: 'Je vindt hem terug onder Bewaard.',
  removed: 'Cursus niet meer bewaard',
  failed: 'Bewaren is niet gelukt',
} as const;

const bookmarksEn: Widen<typeof bookmarksNl> = {
  nav: 'Saved',
  title: 'Saved courses',
  subtitle: 'Courses you saved to find again later.',
  empty: 'You have not saved any courses yet. You can save a course on its page.',
  browse: 'Browse courses',
  savedOn: (date: string) => `Saved on ${date}`,
  save: 'Save course',
  unsave: 'Remove from saved',
  remove: (title: string) => `Remove from saved: ${title}`,
  saved: 'Course saved',
  savedText: 'You will find it under Saved.',
  removed: 'Course removed from saved',
  failed: 'Saving did not work',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { bookmarks: bookmarksNl };
export const en: Widen<typeof nl> = { bookmarks: bookmarksEn };

declare module './types.ts' {
  interface FeatureTexts {
    bookmarks: typeof bookmarksNl;
  }
}
