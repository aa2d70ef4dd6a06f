import type { SubsidyApplicationStatus } from '../../contracts/talent.ts';
import type { TextLanguage } from '../notifications/texts.ts';

/**
 * The talent's recent-activity lines (GET /api/user/recent-activity) in the reader's language.
 * Like notifications (decision 140), the server reads events and renders their texts per request;
 * course titles, subsidy names and the stored scan profile label stay as written.
 */
export interface ActivityEventParams {
  enrolled: { courseTitle: string };
  completed: { courseTitle: string };
  scanCompleted: { personalityType: string };
  subsidyApplied: { subsidyType: string; status: SubsidyApplicationStatus };
}

export type ActivityKind = keyof ActivityEventParams;

export interface ActivityText {
  title: string;
  description: string;
}

type Catalogue = { [K in ActivityKind]: (p: ActivityEventParams[K]) => ActivityText };

const line = (title: string, description: string): ActivityText => ({ title, description });

/** Dutch status labels as the dashboard has always shown them. */
export const SUBSIDY_STATUS_LABELS: Record<TextLanguage, Record<SubsidyApplicationStatus, string>> = {
  nl: { pending: 'In behandeling', approved: 'Goedgekeurd', rejected: 'Afgewezen' },
  en: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
};

const nl: Catalogue = {
  enrolled: (p) => line('Ingeschreven voor cursus', p.courseTitle),
  completed: (p) => line('Cursus afgerond', p.courseTitle),
  scanCompleted: (p) => line('Persoonlijkheidsscan voltooid', `Profiel: ${p.personalityType}`),
  subsidyApplied: (p) =>
    line('Subsidieaanvraag ingediend', `${p.subsidyType} (${SUBSIDY_STATUS_LABELS.nl[p.status]})`),
};

const en: Catalogue = {
  enrolled: (p) => line('Enrolled on a course', p.courseTitle),
  completed: (p) => line('Course completed', p.courseTitle),
  scanCompleted: (p) => line('Personality scan completed', `Profile: ${p.personalityType}`),
  subsidyApplied: (p) =>
    line('Subsidy application submitted', `${p.subsidyType} (${SUBSIDY_STATUS_LABELS.en[p.status]})`),
};

const CATALOGUES: Record<TextLanguage, Catalogue> = { nl, en };

export const ACTIVITY_KINDS = Object.keys(nl) as ActivityKind[];

/** One activity line's title and description in the given language. */
export function activityText<K extends ActivityKind>(
  kind: K,
  params: ActivityEventParams[K],
  lang: TextLanguage,
): ActivityText {
  return (CATALOGUES[lang][kind] as (p: ActivityEventParams[K]) => ActivityText)(params);
}
