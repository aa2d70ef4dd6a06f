/**
 * The Dutch texts of the public pages (decision 500): the shell's and the sections those pages read
 * (PublicMessages), not the whole catalogue of the app (nl.ts, ~29 KB gzip). The same objects as in
 * nl.ts, so the server's render (which has the whole catalogue) and this client write the same.
 */
import { aboutNl } from '../i18n/about.ts';
import { courseCatalogNl, courseDetailNl, courseInactiveNl, courseRoughNl } from '../i18n/courses.ts';
import { credentialsNl } from '../i18n/credentials.ts';
import { evidenceNl } from '../i18n/evidence.ts';
import { learningStartNl } from '../i18n/learning.ts';
import type { PublicMessages } from '../i18n/public.ts';
import { reviewsNl } from '../i18n/reviews.ts';
import { BRAND, shellCommonNl, shellFooterNl, shellLandingNl, shellNavNl } from '../i18n/shell.ts';

export const texts: PublicMessages = {
  brand: BRAND,
  nav: shellNavNl,
  common: shellCommonNl,
  footer: shellFooterNl,
  landing: shellLandingNl,
  about: aboutNl,
  courses: {
    catalog: courseCatalogNl,
    detail: courseDetailNl,
    rough: courseRoughNl,
    portal: { inactive: courseInactiveNl },
  },
  learning: { start: learningStartNl },
  credentials: credentialsNl,
  evidence: evidenceNl,
  reviews: reviewsNl,
};
