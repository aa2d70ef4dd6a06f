import { Building2, UserRound } from 'lucide-react';
import type { MatchedSubsidy } from '../../../contracts/subsidies.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';

/**
 * Who applies for a matched scheme — the user themselves, or their employer (then with a
 * sentence saying the user can only ask for it). Nothing for an analysis stored before it was known.
 */
export function WhoApplies({ subsidy }: { subsidy: Pick<MatchedSubsidy, 'appliedBy'> }) {
  const r = t.subsidies.result;
  if (subsidy.appliedBy === 'employer') {
    return (
      <div className="space-y-1">
        <Badge tone="amber" className="inline-flex items-center gap-1">
          <Building2 className="h-3.5 w-3.5" aria-hidden="true" />
          {r.appliedBy.employer}
        </Badge>
        <p className="text-sm text-slate-600">{r.employerHint}</p>
      </div>
    );
  }
  if (subsidy.appliedBy === 'person') {
    return (
      <Badge tone="blue" className="inline-flex items-center gap-1">
        <UserRound className="h-3.5 w-3.5" aria-hidden="true" />
        {r.appliedBy.person}
      </Badge>
    );
  }
  return null;
}
