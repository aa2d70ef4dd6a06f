/** Texts of the Coach widget (spec §2.6). */
export const coachText = {
  open: 'Coach',
  title: 'Coach',
  close: 'Coach sluiten',
  greeting: 'Hoi! Hoe kan ik je helpen?',
  placeholder: 'Typ je vraag...',
  inputLabel: 'Je vraag aan de Coach',
  send: 'Versturen',
  loading: 'Je gegevens laden...',
  you: 'Jij',
  coach: 'Coach',
  messages: 'Gesprek met de Coach',
  suggestions: ['Hoeveel budget heb ik?', 'Welke cursussen passen bij mij?', 'Hoe sta ik ervoor?'],
} as const;
