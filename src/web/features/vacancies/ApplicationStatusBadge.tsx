import type { ApplicationStatus } from '../../../domain/vacancies/index.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';

const TONE = { under_review: 'amber', interview: 'blue', hired: 'green', rejected: 'neutral' } as const;

/** Review, Interview, Aangenomen (spec §2.12) or Afgewezen. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge tone={TONE[status]}>{t.vacancies.status[status]}</Badge>;
}
