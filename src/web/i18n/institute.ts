import type { Widen } from './types.ts';

/** The institute portal's tab Certificaten and the correction of a pass (issue 46). */
const instituteNl = {
  certificates: {
    tab: 'Certificaten',
    title: 'Uitgegeven certificaten',
    text: 'Alle certificaten die jullie hebben uitgegeven, nieuwste eerst. Zoek op cursist of cursus.',
    search: 'Zoek op cursist of cursus',
    searchSubmit: 'Zoeken',
    status: 'Status',
    statusAll: 'Alle',
    valid: 'Geldig',
    revoked: 'Ingetrokken',
    empty: 'Geen certificaten gevonden.',
    loadError: 'De certificaten konden niet worden geladen.',
    issuedOn: (date: string) => `Uitgegeven op ${date}`,
    revokedOn: (date: string) => `Ingetrokken op ${date}`,
    reason: (reason: string) => `Reden: ${reason}`,
    replaced: 'Vervangen door een nieuwe versie',
    view: 'Bekijken',
    revoke: 'Intrekken',
    revokeTitle: (name: string) => `Certificaat van ${name} intrekken`,
    revokeText: (course: string) =>
      `${course}. De cursist krijgt bericht met de reden, en wie het certificaat controleert ziet dat het is ingetrokken. Dit kan niet ongedaan worden gemaakt.`,
    revokeReason: 'Reden van intrekking',
    revokeReasonHint: 'Verplicht. De cursist leest deze reden.',
    revokeSubmit: 'Certificaat intrekken',
    revokedToast: 'Certificaat ingetrokken',
    reissue: 'Opnieuw uitgeven',
    reissueTitle: (name: string) => `Certificaat van ${name} opnieuw uitgeven`,
    reissueText:
      'Na een correctie (bijvoorbeeld van de naam of de cursusgegevens) krijgt de cursist een nieuw certificaat met de huidige gegevens. Het huidige certificaat wordt met deze reden ingetrokken.',
    reissueReason: 'Wat is er gecorrigeerd?',
    reissueSubmit: 'Nieuw certificaat uitgeven',
    reissuedToast: 'Nieuw certificaat uitgegeven',
    cancel: 'Annuleren',
    failed: 'Dat lukte niet',
  },
  courseFields: {
    studyHours: 'Studiebelasting (uren)',
    studyHoursHint: 'Optioneel. Staat op het certificaat.',
    validityMonths: 'Certificaat geldig (maanden)',
    validityMonthsHint: 'Optioneel. Leeg: onbeperkt geldig.',
  },
  correction: {
    button: 'Corrigeren',
    title: (name: string) => `Resultaat van ${name} corrigeren naar niet geslaagd`,
    text: (course: string) =>
      `${course}. Het certificaat wordt ingetrokken en telt nergens meer mee; de cursist krijgt bericht met de reden.`,
    reason: 'Reden van de correctie',
    hint: 'Verplicht. De cursist leest deze reden.',
    submit: 'Corrigeren naar niet geslaagd',
    done: 'Resultaat gecorrigeerd',
  },
};

const instituteEn: Widen<typeof instituteNl> = {
  certificates: {
    tab: 'Certificates',
    title: 'Issued certificates',
    text: 'Every certificate you issued, newest first. Search by learner or course.',
    search: 'Search by learner or course',
    searchSubmit: 'Search',
    status: 'Status',
    statusAll: 'All',
    valid: 'Valid',
    revoked: 'Revoked',
    empty: 'No certificates found.',
    loadError: 'The certificates could not be loaded.',
    issuedOn: (date: string) => `Issued on ${date}`,
    revokedOn: (date: string) => `Revoked on ${date}`,
    reason: (reason: string) => `Reason: ${reason}`,
    replaced: 'Replaced by a new version',
    view: 'View',
    revoke: 'Revoke',
    revokeTitle: (name: string) => `Revoke the certificate of ${name}`,
    revokeText: (course: string) =>
      `${course}. The learner is told the reason, and anyone who checks the certificate sees that it was revoked. This cannot be undone.`,
    revokeReason: 'Reason for revoking',
    revokeReasonHint: 'Required. The learner reads this reason.',
    revokeSubmit: 'Revoke certificate',
    revokedToast: 'Certificate revoked',
    reissue: 'Re-issue',
    reissueTitle: (name: string) => `Re-issue the certificate of ${name}`,
    reissueText:
      'After a correction (of the name or the course details, for example) the learner gets a new certificate with the current details. The current certificate is revoked with this reason.',
    reissueReason: 'What was corrected?',
    reissueSubmit: 'Issue new certificate',
    reissuedToast: 'New certificate issued',
    cancel: 'Cancel',
    failed: 'That did not work',
  },
  courseFields: {
    studyHours: 'Study load (hours)',
    studyHoursHint: 'Optional. Shown on the certificate.',
    validityMonths: 'Certificate valid (months)',
    validityMonthsHint: 'Optional. Empty: valid without end.',
  },
  correction: {
    button: 'Correct',
    title: (name: string) => `Correct the result of ${name} to not passed`,
    text: (course: string) =>
      `${course}. The certificate is revoked and no longer counts anywhere; the learner is told the reason.`,
    reason: 'Reason for the correction',
    hint: 'Required. The learner reads this reason.',
    submit: 'Correct to not passed',
    done: 'Result corrected',
  },
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { institute: instituteNl };
export const en: Widen<typeof nl> = { institute: instituteEn };

declare module './types.ts' {
  interface FeatureTexts {
    institute: typeof instituteNl;
  }
}
