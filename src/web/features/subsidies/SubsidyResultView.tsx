import { ExternalLink, RotateCcw } from 'lucide-react';
import type { SubsidyResult } from '../../../contracts/subsidies.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Alternatives } from './Alternatives.tsx';
import { amountLabel } from './subsidy-format.ts';
import { WhoApplies } from './WhoApplies.tsx';

/** The result view of the questionnaire dialog (spec §2.14). */
export function SubsidyResultView({ result, onRestart }: { result: SubsidyResult; onRestart: () => void }) {
  const r = t.subsidies.result;
  return (
    <div className="space-y-5">
      <h3 className="text-xl font-semibold text-slate-900" aria-live="polite">
        {r.count(result.totalMatches)}
      </h3>
      {result.totalMatches === 0 && <p className="text-sm text-slate-600">{r.none}</p>}
      <ul className="space-y-4">
        {result.matches.map(({ subsidy: s, matchReasons }) => (
          <li key={s.id} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h4 className="font-semibold text-slate-900">{s.name}</h4>
                <p className="text-sm text-slate-600">{s.provider}</p>
              </div>
              <Badge tone="green">{amountLabel(s)}</Badge>
            </div>
            <div className="mt-2">
              <WhoApplies subsidy={s} />
            </div>
            <p className="mt-2 text-sm text-slate-500">{s.validityPeriod}</p>
            <p className="mt-2 text-sm text-slate-700">{s.description}</p>
            <h5 className="mt-3 text-sm font-semibold text-slate-900">{r.whyFits}</h5>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {matchReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <ul className="flex flex-wrap gap-1.5" aria-label={r.tags}>
                {s.tags.map((tag) => (
                  <li key={tag}>
                    <Badge>{tag}</Badge>
                  </li>
                ))}
              </ul>
              <a
                href={s.applicationUrl}
                target="_blank"
                rel="noreferrer"
                className={buttonClass('primary', 'sm')}
              >
                {r.applyLink}
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t.subsidies.newTab}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Alternatives alternatives={result.alternatives} />
      <Button variant="outline" onClick={onRestart}>
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {r.restart}
      </Button>
    </div>
  );
}
