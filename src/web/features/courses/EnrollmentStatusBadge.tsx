import type { EnrollmentStatus } from '../../../domain/enrollments/status.ts';
import { section } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';

const t = section((m) => m.learning.status);
const TONE = { enrolled: 'blue', completed: 'amber', passed: 'green', failed: 'red' } as const;

/** Bezig / Afgerond (zelf gemeld) / Geslaagd / Niet geslaagd (issue 21). */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return <Badge tone={TONE[status]}>{t[status]}</Badge>;
}
