import { defineProblems } from './define.ts';

/** The problems of a talent's own skills (decision 475). */
export const TALENT_PROBLEMS = defineProblems({
  'skill.exists': {
    status: 409,
    nl: 'Je hebt deze vaardigheid al toegevoegd.',
    en: 'You have already added this skill.',
  },
  'skill.not_found': {
    status: 404,
    nl: 'Vaardigheid niet gevonden',
    en: 'Skill not found',
  },
});
