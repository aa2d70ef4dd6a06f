import { defineMessages } from './define.ts';

/** The messages of community that are not problems: field messages, answers and reasons (decision 515). */
export const COMMUNITY_MESSAGES = defineMessages({
  'community.choose_valid_type_post': {
    nl: 'Kies een geldig soort bericht',
    en: 'Choose a valid type of post',
  },
  'community.course_course_id': { nl: 'Cursus moet een cursus-id zijn', en: 'Course must be a course ID' },
});
