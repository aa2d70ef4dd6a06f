import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { SubsidyMatch } from '../../../contracts/subsidies.ts';
import { t } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StartDossierButton } from '../subsidy-applications/index.ts';
import { Alternatives } from './Alternatives.tsx';
import { subsidyResultsQuery } from './api.ts';
import { SchemeFacts } from './SchemeFacts.tsx';
import { amountLabel } from './subsidy-format.ts';
import { WhoApplies } from './WhoApplies.tsx';

/** Beschikbaar: the matches of the latest analysis (spec §2.14). */
export function AvailableTab({ onStartCheck }: { onStartCheck: () => void }) {
  const s = t.subsidies;
  const query = useQuery(subsidyResultsQuery());
  if (query.isLoading)
    return (
      <div className="space-y-3" role="status" aria-label={s.resultsLoading}>
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  if (query.isError || !query.data) return <QueryError query={query} title={s.resultsError} />;
  const data = query.data;
  if (!data.hasResults)
    return (
      <Card className="p-8 text-center">
        <Search className="mx-auto h-10 w-10 text-brand-600" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{s.emptyTitle}</h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{s.emptyText}</p>
        <Button className="mt-5" onClick={onStartCheck} data-subsidy-check>
          {s.startCheck}
        </Button>
      </Card>
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-slate-700">{s.resultsIntro(data.totalMatches)}</p>
          {data.analysedAt && (
            <p className="text-sm text-slate-500">{s.analysedOn(formatDate(data.analysedAt))}</p>
          )}
        </div>
        <Button variant="outline" onClick={onStartCheck} data-subsidy-check>
          {s.checkAgain}
        </Button>
      </div>
      {data.totalMatches === 0 && <Card className="p-5 text-sm text-slate-700">{s.noMatchesText}</Card>}
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {data.matchedSubsidies.map((m) => (
          <li key={m.subsidy.id}>
            <SubsidyCard match={m} />
          </li>
        ))}
      </ul>
      <Alternatives alternatives={data.alternatives} />
    </div>
  );
}

function SubsidyCard({ match: { subsidy: sub, matchReasons } }: { match: SubsidyMatch }) {
  const s = t.subsidies;
  const [open, setOpen] = useState(false);
  const infoId = useId();
  return (
    <Card className="flex h-full min-w-0 flex-col break-words">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle className="min-w-0 text-base break-words sm:text-lg">{sub.name}</CardTitle>
          <Badge tone="green" className="shrink-0">
            {s.fit}
          </Badge>
        </div>
        <CardDescription>
          <span className="sr-only">{s.provider}: </span>
          {sub.provider}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <p className="text-xl font-semibold text-brand-700">{amountLabel(sub)}</p>
        <WhoApplies subsidy={sub} />
        <p className="text-sm text-slate-700">{sub.description}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {matchReasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        {sub.facts && sub.facts.length > 0 && <SchemeFacts facts={sub.facts} />}
        {open && (
          <dl id={infoId} className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm">
            <div>
              <dt className="font-medium text-slate-900">{s.amount}</dt>
              <dd className="text-slate-700">{sub.amountNote}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">{s.validity}</dt>
              <dd className="text-slate-700">{sub.validityPeriod}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-900">{s.source}</dt>
              <dd>
                <a
                  href={sub.sourceUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="break-all text-brand-700 underline"
                >
                  {sub.sourceUrl}
                  <span className="sr-only"> {s.newTab}</span>
                </a>
                {sub.homePageOnly && <p className="text-slate-600">{s.homePageOnly}</p>}
              </dd>
            </div>
          </dl>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <StartDossierButton scheme={sub} />
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={infoId}
            onClick={() => setOpen(!open)}
          >
            {open ? s.lessInfo : s.moreInfo}
            <ChevronDown className={open ? 'h-4 w-4 rotate-180' : 'h-4 w-4'} aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
