import type { Said } from '../messages/define.ts';
import { defineProblems } from './define.ts';

/** The problems of the skills scan (decision 475). */
export const SCAN_PROBLEMS = defineProblems({
  'scan.invalid_answers': {
    status: 400,
    nl: (p: { reason: Said }) => p.reason.nl,
    en: (p: { reason: Said }) => p.reason.en,
  },
});
