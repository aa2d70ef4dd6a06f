import { defineProblems } from './define.ts';

/** The problems of the skills scan (decision 475). */
export const SCAN_PROBLEMS = defineProblems({
  'scan.invalid_answers': {
    status: 400,
    nl: (p: { reason: string }) => p.reason,
    en: (p: { reason: string }, english) => english(p.reason),
  },
});
