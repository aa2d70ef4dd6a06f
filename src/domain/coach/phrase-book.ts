import type { CoachLanguage } from './context.ts';
import type { CoachPhrases } from './phrases.ts';
import { coachPhrasesEn } from './phrases-en.ts';
import { coachPhrasesNl } from './phrases-nl.ts';

/** The Coach's texts per language (twins with the same keys; phrases.test.ts checks them). */
export const COACH_PHRASES: Readonly<Record<CoachLanguage, CoachPhrases>> = {
  nl: coachPhrasesNl,
  en: coachPhrasesEn,
};
