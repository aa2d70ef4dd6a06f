import type { SubsidyDossier } from '../../../contracts/subsidy-applications.ts';
import { getLocale } from '../../i18n/index.ts';

/** A YYYY-MM-DD day in the active locale (nl-NL: 8-12-2026), read at render time. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat(getLocale(), { timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Today in the Netherlands (YYYY-MM-DD): the default of the date fields and their maximum. */
export const dutchToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Whole days from today to the deadline. */
export const daysLeft = (deadline: string) =>
  Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${dutchToday()}T00:00:00Z`)) / 86_400_000);

/** Open dossiers (Aanvragen) and the ones past the provider's door (Status). */
export const isOpen = (d: Pick<SubsidyDossier, 'status'>) =>
  d.status === 'concept' || d.status === 'submitted';
