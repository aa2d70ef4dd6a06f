import type { Widen } from './types.ts';
/**
 * Texts of the notifications feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.notifications.… at render time, never into module-level constants.
 */
export const notificationsNl = {
  bell: 'Meldingen',
  bellUnread: (n: number) => `Meldingen, ${n} ongelezen`,
  title: 'Meldingen',
  tabsLabel: 'Filter op soort',
  // Icon tabs: their names in words (issue 51; the spec's type keys are values, not labels).
  tabs: {
    all: 'Alle',
    achievement: 'Prestaties',
    reminder: 'Herinneringen',
    social: 'Sociaal',
    system: 'Systeem',
  },
  typeBadge: {
    achievement: 'Prestatie',
    reminder: 'Herinnering',
    social: 'Sociaal',
    system: 'Systeem',
    other: 'Melding',
  },
  markAllRead: 'Alle gelezen',
  empty: 'Geen meldingen',
  unread: 'Ongelezen',
  delete: 'Verwijderen',
  deleteLabel: (title: string) => `Melding ${title} verwijderen`,
  settingsButton: 'Meldingsinstellingen',
  loadFailed: 'Meldingen konden niet worden geladen.',
  markReadFailed: 'Failed to mark as read',
  markAllReadFailed: 'Failed to mark all as read',
  deleteFailed: 'Failed to delete notification',
  settings: {
    title: 'Instellingen',
    description: 'Bepaal wat anderen van je zien en welke meldingen je ontvangt.',
    privacy: 'Privacy',
    showOnLeaderboard: 'Toon mij op de ranglijst',
    showInCommunity: 'Toon mij in de community',
    showInCommunityHint: 'Cursusgenoten, collega’s en docenten zien je in hun community.',
    findableByCompanies: 'Laat bedrijven mij vinden',
    findableByCompaniesHint:
      'Bedrijven die talent zoeken zien je voornaam en je vaardigheden met hun bewijs; nooit je scanresultaten.',
    emailTitle: 'Ook per e-mail',
    emailHint:
      'Kies welke meldingen je ook per e-mail krijgt. Beveiligingsmails (wachtwoord gewijzigd, inlog vanuit een nieuwe browser) krijg je altijd.',
    emailSaved: 'E-mailvoorkeur opgeslagen',
    emailType: {
      achievement: 'Prestaties per e-mail',
      reminder: 'Herinneringen per e-mail',
      social: 'Sociaal per e-mail',
      system: 'Systeem per e-mail',
    },
    emailSaveFailed: 'Opslaan van de e-mailvoorkeur is mislukt',
    types: 'Meldingen ontvangen over',
    type: {
      achievement: 'Prestaties (afgeronde cursussen, scan)',
      reminder: 'Herinneringen (voortgang)',
      social: 'Sociaal (likes, reacties, studiegroepen)',
      system: 'Systeem (inschrijvingen, aanvragen)',
    },
    language: 'Taal',
    languageAuto: 'Volg de browser',
    languageNl: 'Nederlands',
    languageEn: 'Engels',
    save: 'Opslaan',
    saving: 'Bezig...',
    saved: 'Instellingen opgeslagen',
    saveFailed: 'Fout',
    saveFailedText: 'Er is een fout opgetreden bij het opslaan.',
    loadFailed: 'Instellingen konden niet worden geladen.',
  },
  unsubscribe: {
    title: 'Afmelden voor e-mail',
    busy: 'Bezig met afmelden...',
    failed: 'Deze afmeldlink is (niet meer) geldig. Kies je e-mailmeldingen onder Meldingsinstellingen.',
    missing: 'Deze link heeft geen code. Gebruik de link uit de e-mail.',
    settings: 'Naar je instellingen',
  },
};

export const notificationsEn: typeof notificationsNl = {
  bell: 'Notifications',
  bellUnread: (n: number) => `Notifications, ${n} unread`,
  title: 'Notifications',
  tabsLabel: 'Filter by type',
  tabs: {
    all: 'All',
    achievement: 'Achievements',
    reminder: 'Reminders',
    social: 'Social',
    system: 'System',
  },
  typeBadge: {
    achievement: 'Achievement',
    reminder: 'Reminder',
    social: 'Social',
    system: 'System',
    other: 'Notification',
  },
  markAllRead: 'Mark all read',
  empty: 'No notifications',
  unread: 'Unread',
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete notification ${title}`,
  settingsButton: 'Notification settings',
  loadFailed: 'Notifications could not be loaded.',
  markReadFailed: 'Failed to mark as read',
  markAllReadFailed: 'Failed to mark all as read',
  deleteFailed: 'Failed to delete notification',
  settings: {
    title: 'Settings',
    description: 'Choose what others see of you and which notifications you receive.',
    privacy: 'Privacy',
    showOnLeaderboard: 'Show me on the leaderboard',
    showInCommunity: 'Show me in the community',
    showInCommunityHint: 'Coursemates, colleagues and instructors see you in their community.',
    findableByCompanies: 'Let companies find me',
    findableByCompaniesHint:
      'Companies searching for talent see your first name and your skills with their evidence; never your scan results.',
    emailTitle: 'Also by e-mail',
    emailHint:
      'Choose which notifications also come by e-mail. Security mails (password changed, sign-in from a new browser) always come.',
    emailSaved: 'E-mail preference saved',
    emailType: {
      achievement: 'Achievements by e-mail',
      reminder: 'Reminders by e-mail',
      social: 'Social by e-mail',
      system: 'System by e-mail',
    },
    emailSaveFailed: 'Saving the e-mail preference failed',
    types: 'Receive notifications about',
    type: {
      achievement: 'Achievements (completed courses, scan)',
      reminder: 'Reminders (progress)',
      social: 'Social (likes, comments, study groups)',
      system: 'System (enrolments, requests)',
    },
    language: 'Language',
    languageAuto: 'Follow the browser',
    languageNl: 'Dutch',
    languageEn: 'English',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Settings saved',
    saveFailed: 'Error',
    saveFailedText: 'Something went wrong while saving.',
    loadFailed: 'Settings could not be loaded.',
  },
  unsubscribe: {
    title: 'Unsubscribe from e-mail',
    busy: 'Unsubscribing...',
    failed:
      'This unsubscribe link is not valid (any more). Choose your e-mail notifications under Notification settings.',
    missing: 'This link has no token. Use the link from the e-mail.',
    settings: 'To your settings',
  },
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { notifications: notificationsNl };
export const en: Widen<typeof nl> = { notifications: notificationsEn };

declare module './types.ts' {
  interface FeatureTexts {
    notifications: typeof notificationsNl;
  }
}
