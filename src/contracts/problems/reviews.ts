import { defineProblems } from './define.ts';

/** The problems of course reviews (decision 475). */
export const REVIEW_PROBLEMS = defineProblems({
  'review.not_passed': {
    status: 403,
    nl: 'Je kunt een cursus beoordelen zodra het opleidingsinstituut heeft bevestigd dat je hem hebt afgerond.',
    en: 'You can review a course once the institute has confirmed that you finished it.',
  },
});
