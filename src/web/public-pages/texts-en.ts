/**
 * The English texts of the public pages (decision 500): the shell's and the sections those pages read
 * (PublicMessages), not the whole catalogue of the app (en.ts). The same objects as in
 * en.ts, so the server's render (which has the whole catalogue) and this client write the same.
 */
import { aboutEn } from '../i18n/about.ts';
import { courseCatalogEn, courseDetailEn, courseInactiveEn, coursesRoughEn } from '../i18n/courses.ts';
import { credentialsEn } from '../i18n/credentials.ts';
import { evidenceEn } from '../i18n/evidence.ts';
import { learningStartEn } from '../i18n/learning.ts';
import type { PublicMessages } from '../i18n/public.ts';
import { reviewsEn } from '../i18n/reviews.ts';
import { BRAND, shellCommonEn, shellFooterEn, shellLandingEn, shellNavEn } from '../i18n/shell.ts';

export const texts: PublicMessages = {
  brand: BRAND,
  nav: shellNavEn,
  common: shellCommonEn,
  footer: shellFooterEn,
  landing: shellLandingEn,
  about: aboutEn,
  courses: {
    catalog: courseCatalogEn,
    detail: courseDetailEn,
    rough: coursesRoughEn,
    portal: { inactive: courseInactiveEn },
  },
  learning: { start: learningStartEn },
  credentials: credentialsEn,
  evidence: evidenceEn,
  reviews: reviewsEn,
};
