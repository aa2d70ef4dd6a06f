import type { ApplicationStatus, VacancyContractType } from '../../domain/vacancies/index.ts';
import type { Widen } from './types.ts';

/**
 * Texts of the vacancies feature: Dutch (the spec's exact words) and English with the same keys.
 * Components read them as t.vacancies.… at render time, never into module-level constants.
 */
export const vacanciesNl = {
  title: 'Vacatures',
  subtitle: 'Actieve vacatures en hoe goed ze bij jou passen.',
  searchLabel: 'Zoek vacatures',
  searchPlaceholder: 'Functie, vaardigheid of plaats',
  searchButton: 'Zoeken',
  listLabel: 'Actieve vacatures',
  none: 'Geen vacatures gevonden.',
  loadFailed: 'De vacatures konden niet worden geladen.',
  hours: (n: number) => `${n} uur per week`,
  myMatch: 'Jouw match',
  matchLabel: (title: string) => `Jouw match met ${title}`,
  view: 'Bekijken',
  viewVacancy: (title: string) => `Bekijk ${title}`,
  closed: 'Gesloten',
  closedText: 'Deze vacature is gesloten en neemt geen sollicitaties meer aan.',
  back: 'Terug naar vacatures',
  notFound: 'Vacature niet gevonden',
  skills: 'Gevraagde vaardigheden',
  whyMatch: 'Waarom deze match',
  apply: 'Solliciteren',
  motivation: 'Motivatie',
  motivationHint: 'Vertel in een paar zinnen waarom je bij deze functie past (minimaal 20 tekens).',
  motivationTooShort: (min: number) =>
    `Schrijf minimaal ${min} tekens: vertel in een paar zinnen waarom je bij deze functie past.`,
  motivationTooLong: 'Je motivatie is te lang. Houd het bij maximaal 5000 tekens.',
  submit: 'Verstuur sollicitatie',
  submitting: 'Bezig...',
  applied: 'Sollicitatie verstuurd',
  appliedText: 'Het bedrijf krijgt een melding en beoordeelt je sollicitatie.',
  applyFailed: 'Solliciteren mislukt',
  alreadyApplied: 'Je hebt op deze vacature gesolliciteerd.',
  yourStatus: 'Status van je sollicitatie',
  myApplications: 'Mijn sollicitaties',
  noApplications: 'Je hebt nog niet gesolliciteerd.',
  appliedOn: (date: string) => `Gesolliciteerd op ${date}`,
  status: {
    /** Not the spec's "Review" (§2.14): a Dutch word for Dutch readers (issue 51, decision 466). */
    under_review: 'In behandeling',
    interview: 'Interview',
    hired: 'Aangenomen',
    rejected: 'Afgewezen',
  } satisfies Record<ApplicationStatus, string>,
  /** A vacancy's terms. */
  contract: {
    permanent: 'Vast contract',
    temporary: 'Tijdelijk contract',
    internship: 'Stage',
    freelance: 'Freelance / zzp',
  } satisfies Record<VacancyContractType, string>,
  salary: (from: string | null, to: string | null) =>
    from && to ? `${from} – ${to} per maand` : from ? `Vanaf ${from} per maand` : `Tot ${to} per maand`,
  closes: (date: string) => `Solliciteren kan tot en met ${date}`,
  closedOn: (date: string) => `Solliciteren kon tot en met ${date}`,
  termsLabel: 'Voorwaarden',
};

export const vacanciesEn: typeof vacanciesNl = {
  title: 'Vacancies',
  subtitle: 'Open vacancies and how well they fit you.',
  searchLabel: 'Search vacancies',
  searchPlaceholder: 'Job, skill or place',
  searchButton: 'Search',
  listLabel: 'Open vacancies',
  none: 'No vacancies found.',
  loadFailed: 'The vacancies could not be loaded.',
  hours: (n: number) => `${n} hours a week`,
  myMatch: 'Your match',
  matchLabel: (title: string) => `Your match with ${title}`,
  view: 'View',
  viewVacancy: (title: string) => `View ${title}`,
  closed: 'Closed',
  closedText: 'This vacancy is closed and takes no more applications.',
  back: 'Back to vacancies',
  notFound: 'Vacancy not found',
  skills: 'Required skills',
  whyMatch: 'Why this match',
  apply: 'Apply',
  motivation: 'Motivation',
  motivationHint: 'Tell in a few sentences why you fit this job (at least 20 characters).',
  motivationTooShort: (min: number) =>
    `Write at least ${min} characters: tell in a few sentences why you fit this job.`,
  motivationTooLong: 'Your motivation is too long. Keep it to 5000 characters at most.',
  submit: 'Send application',
  submitting: 'Sending...',
  applied: 'Application sent',
  appliedText: 'The company is notified and will review your application.',
  applyFailed: 'Applying failed',
  alreadyApplied: 'You applied to this vacancy.',
  yourStatus: 'Status of your application',
  myApplications: 'My applications',
  noApplications: 'You have not applied yet.',
  appliedOn: (date: string) => `Applied on ${date}`,
  status: { under_review: 'Review', interview: 'Interview', hired: 'Hired', rejected: 'Rejected' },
  contract: {
    permanent: 'Permanent contract',
    temporary: 'Temporary contract',
    internship: 'Internship',
    freelance: 'Freelance',
  },
  salary: (from: string | null, to: string | null) =>
    from && to ? `${from} – ${to} per month` : from ? `From ${from} per month` : `Up to ${to} per month`,
  closes: (date: string) => `Apply until ${date}`,
  closedOn: (date: string) => `Applications closed after ${date}`,
  termsLabel: 'Terms',
};

/** This file's section of each catalogue: nl.ts and en.ts find it by the folder layout. */
export const nl = { vacancies: vacanciesNl };
export const en: Widen<typeof nl> = { vacancies: vacanciesEn };

declare module './types.ts' {
  interface FeatureTexts {
    vacancies: typeof vacanciesNl;
  }
}
