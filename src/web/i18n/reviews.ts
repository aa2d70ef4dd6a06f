import type { Widen } from './types.ts';

/** Texts of course reviews: the course page's list and form, the institute's Reviews tab. */
export const reviewsNl = {
  title: 'Reviews',
  summary: (rating: string, count: number) =>
    count === 0
      ? 'Nog geen beoordelingen'
      : `${rating} van 5 · ${count === 1 ? '1 beoordeling' : `${count} beoordelingen`}`,
  none: 'Nog geen reviews met tekst.',
  stars: (n: number) => `${n} van 5 sterren`,
  starOption: (n: number) => (n === 1 ? '1 ster' : `${n} sterren`),
  anonymous: 'Alleen een beoordeling, zonder tekst.',
  yours: 'Jouw review',
  edited: 'bewerkt',
  more: 'Meer reviews',
  loadError: 'De reviews konden niet worden geladen.',
  formTitle: 'Beoordeel deze cursus',
  formTitleUpdate: 'Je review bijwerken',
  formHint:
    'Het instituut heeft je resultaat bevestigd. Anderen zien je voornaam en de eerste letter van je achternaam.',
  ratingLegend: 'Jouw beoordeling *',
  ratingRequired: 'Kies 1 tot 5 sterren.',
  comment: 'Toelichting (optioneel)',
  submit: 'Review plaatsen',
  submitUpdate: 'Review bijwerken',
  saved: 'Bedankt voor je review',
  updated: 'Je review is bijgewerkt',
  onlyFinished:
    'Je kunt een review schrijven zodra het opleidingsinstituut heeft bevestigd dat je deze cursus hebt afgerond.',
  verifiedParticipant: 'Geverifieerde deelnemer',
  verifiedHint: 'Het opleidingsinstituut bevestigde het resultaat van deze deelnemer.',
  unverified: 'Niet bevestigd, telt niet mee',
  unverifiedHint: 'Geschreven zonder bevestigd resultaat: zichtbaar, maar niet in het gemiddelde.',
  instituteTitle: 'Reviews en feedback',
  instituteHint: 'Wat cursisten die een cursus afrondden over je cursussen schrijven, nieuwste eerst.',
  instituteNone: 'Nog geen reviews op je cursussen.',
  tab: 'Reviews',
} as const;

export const reviewsEn: Widen<typeof reviewsNl> = {
  title: 'Reviews',
  summary: (rating: string, count: number) =>
    count === 0 ? 'No ratings yet' : `${rating} out of 5 · ${count === 1 ? '1 rating' : `${count} ratings`}`,
  none: 'No written reviews yet.',
  stars: (n: number) => `${n} out of 5 stars`,
  starOption: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  anonymous: 'A rating only, without text.',
  yours: 'Your review',
  edited: 'edited',
  more: 'More reviews',
  loadError: 'The reviews could not be loaded.',
  formTitle: 'Rate this course',
  formTitleUpdate: 'Update your review',
  formHint:
    'The institute confirmed your result. Others see your first name and the initial of your last name.',
  ratingLegend: 'Your rating *',
  ratingRequired: 'Choose 1 to 5 stars.',
  comment: 'Comment (optional)',
  submit: 'Post review',
  submitUpdate: 'Update review',
  saved: 'Thank you for your review',
  updated: 'Your review has been updated',
  onlyFinished: 'You can write a review once the institute has confirmed that you finished this course.',
  verifiedParticipant: 'Verified participant',
  verifiedHint: 'The institute confirmed this participant’s result.',
  unverified: 'Not confirmed, not counted',
  unverifiedHint: 'Written without a confirmed result: visible, but not in the average.',
  instituteTitle: 'Reviews and feedback',
  instituteHint: 'What learners who finished a course write about your courses, newest first.',
  instituteNone: 'No reviews of your courses yet.',
  tab: 'Reviews',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { reviews: reviewsNl };
export const en: Widen<typeof nl> = { reviews: reviewsEn };

declare module './types.ts' {
  interface FeatureTexts {
    reviews: typeof reviewsNl;
  }
}
