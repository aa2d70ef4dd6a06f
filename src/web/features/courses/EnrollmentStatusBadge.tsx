import { todayIso } from '../../../domain/enrollments/runs.ts';
import type { EnrollmentStatus } from '../../../domain/enrollments/status.ts';
import { section } from '../../i18n/index.ts';
import { formatNearDay } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';

const t = section((m) => m.learning.status);
const tStart = section((m) => m.learning.start);
const TONE = { enrolled: 'blue', completed: 'amber', passed: 'green', failed: 'red' } as const;

/**
 * Bezig / Afgerond (zelf gemeld) / Geslaagd / Niet geslaagd; an enrolment in a run that has
 * not started yet says when it starts ("Start 18 december") instead of Bezig.
 */
export function EnrollmentStatusBadge({
  status,
  startDate,
}: {
  status: EnrollmentStatus;
  /** The run's start date (YYYY-MM-DD); none: on demand. */
  startDate?: string | null;
}) {
  const today = todayIso();
  if (status === 'enrolled' && startDate && startDate > today)
    return <Badge tone="neutral">{tStart.on(formatNearDay(startDate, today))}</Badge>;
  return <Badge tone={TONE[status]}>{t[status]}</Badge>;
}
