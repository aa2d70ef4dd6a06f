import { defineProblems } from './define.ts';

/** The problems of the community: posts, comments and study groups (decision 475). */
export const COMMUNITY_PROBLEMS = defineProblems({
  'post.not_found': {
    status: 404,
    nl: 'Bericht niet gevonden',
    en: 'Post not found',
  },
  'post.not_own': {
    status: 403,
    nl: 'Je kunt alleen je eigen berichten verwijderen.',
    en: 'You can only delete your own posts.',
  },
  'post.course_not_enrolled': {
    status: 400,
    nl: 'Je kunt alleen een cursus noemen waarvoor je bent ingeschreven.',
    en: 'You can only mention a course you are enrolled on.',
  },
  'comment.not_found': {
    status: 404,
    nl: 'Reactie niet gevonden',
    en: 'Comment not found',
  },
  'comment.not_own': {
    status: 403,
    nl: 'Je kunt alleen je eigen reacties verwijderen.',
    en: 'You can only delete your own comments.',
  },
  'study_group.not_found': {
    status: 404,
    nl: 'Studiegroep niet gevonden',
    en: 'Study group not found',
  },
});
