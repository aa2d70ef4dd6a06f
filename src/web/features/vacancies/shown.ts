import type { VacancyMatch } from '../../../contracts/vacancies.ts';
import { normaliseLabel } from '../../../domain/evidence/identity.ts';

/** Whether the talent's match shows evidence for this skill of the vacancy (any level but missing). */
export const isShown = (match: VacancyMatch | null, label: string) =>
  !!match?.skills.some((s) => s.evidence !== 'missing' && normaliseLabel(s.name) === normaliseLabel(label));
