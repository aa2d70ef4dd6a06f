import type { SubsidyMatch } from '../../../contracts/subsidies.ts';
import { dutchToday, factDate } from '../../../domain/subsidies/index.ts';
import { t } from '../../i18n/index.ts';
import { formatDay } from '../../lib/format.ts';

type Fact = NonNullable<SubsidyMatch['subsidy']['facts']>[number];

/**
 * A scheme's figures, each with its own source and date: "gecontroleerd op …" when the figure is
 * less than a year old on the day of reading, otherwise "mogelijk verouderd" with the figure's date.
 */
export function SchemeFacts({ facts }: { facts: Fact[] }) {
  const s = t.subsidies;
  const today = dutchToday();
  return (
    <div className="text-sm">
      <h3 className="font-medium text-slate-900">{s.facts}</h3>
      <ul className="mt-1 space-y-1.5 text-slate-700">
        {facts.map((f) => {
          const dated = factDate(f, today);
          const outdated = dated.kind === 'outdated';
          return (
            <li key={f.id} data-fact={f.id}>
              {f.text}{' '}
              <span className={outdated ? 'font-medium text-amber-800' : 'text-slate-500'}>
                (
                <a href={f.sourceUrl} target="_blank" rel="noreferrer" className="underline">
                  {new URL(f.sourceUrl).hostname.replace(/^www\./, '')}
                  <span className="sr-only"> {s.newTab}</span>
                </a>
                ,{' '}
                {dated.kind === 'outdated'
                  ? s.factOutdated(formatDay(dated.date))
                  : dated.kind === 'source'
                    ? s.factSource(formatDay(dated.date))
                    : s.factChecked(formatDay(dated.date))}
                )
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
