import { useId } from 'react';
import type { SubsidyResult } from '../../../contracts/subsidies.ts';
import { t } from '../../i18n/index.ts';

/**
 * "Andere mogelijkheden": part of every result (issue 49), shown with the dialog's result and on
 * every later visit from the stored analysis.
 */
export function Alternatives({ alternatives }: { alternatives: SubsidyResult['alternatives'] }) {
  const headingId = useId();
  if (alternatives.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-alternatives
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t.subsidies.result.alternatives}
      </h3>
      <ul className="mt-2 space-y-3">
        {alternatives.map((a) => (
          <li key={a.title} data-alternative={a.schemeId}>
            <p className="text-sm font-medium text-slate-900">{a.title}</p>
            <p className="text-sm text-slate-700">{a.content}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
