import { defineMessages } from './define.ts';

/** The messages of reviews that are not problems: field messages, answers and reasons (decision 515). */
export const REVIEW_MESSAGES = defineMessages({
  'review.give_rating_1_5': {
    nl: 'Geef een beoordeling van 1 tot 5 sterren',
    en: 'Give a rating of 1 to 5 stars',
  },
});
