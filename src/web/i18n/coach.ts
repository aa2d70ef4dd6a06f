import type { Widen } from './types.ts';

/** Texts of the Coach widget (spec §2.6). */
export const coachText = {
  open: 'Coach',
  title: 'Coach',
  close: 'Coach sluiten',
  greeting: 'Hoi! Hoe kan ik je helpen?',
  placeholder: 'Typ je vraag...',
  inputLabel: 'Je vraag aan de Coach',
  send: 'Versturen',
  loading: 'De Coach zoekt het uit...',
  failed: 'Dat lukte niet: de Coach kon je vraag nu niet beantwoorden. Probeer het zo nog eens.',
  you: 'Jij',
  coach: 'Coach',
  messages: 'Gesprek met de Coach',
  suggestions: [
    'Hoeveel budget heb ik?',
    'Welke subsidie kan ik krijgen?',
    'Welke cursussen passen bij mij?',
    'Hoe sta ik ervoor?',
    'Hoe schrijf ik me uit?',
  ],
  linksLabel: 'Ga naar',
} as const;

/** English twin of coachText (same keys). */
export const coachTextEn: Widen<typeof coachText> = {
  open: 'Coach',
  title: 'Coach',
  close: 'Close Coach',
  greeting: 'Hi! How can I help you?',
  placeholder: 'Type your question...',
  inputLabel: 'Your question to the Coach',
  send: 'Send',
  loading: 'The Coach is looking it up...',
  failed: 'That did not work: the Coach could not answer your question just now. Please try again shortly.',
  you: 'You',
  coach: 'Coach',
  messages: 'Conversation with the Coach',
  suggestions: [
    'How much budget do I have?',
    'Which subsidy can I get?',
    'Which courses suit me?',
    'How am I doing?',
    'How do I unenrol?',
  ],
  linksLabel: 'Go to',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { coach: coachText };
export const en: Widen<typeof nl> = { coach: coachTextEn };

declare module './types.ts' {
  interface FeatureTexts {
    coach: typeof coachText;
  }
}
