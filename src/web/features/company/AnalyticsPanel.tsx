import type { CompanyDashboard } from '../../../contracts/company.ts';
import { APPLICATION_STATUSES } from '../../../domain/vacancies/index.ts';
import { t } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ScoreBar } from '../../ui/ScoreBar.tsx';

/** Recruitment analytics from the dashboard's own figures. */
export function AnalyticsPanel({ dashboard: d }: { dashboard: CompanyDashboard }) {
  const a = t.company.analytics;
  const figures: [string, string][] = [
    [a.last30, String(d.analytics.applicationsLast30Days)],
    [a.hireRate, d.analytics.hireRatePercent === null ? a.none : `${d.analytics.hireRatePercent}%`],
    [a.closedVacancies, String(d.analytics.closedVacancies)],
    [a.employees, String(d.analytics.employees)],
  ];
  const total = d.totalApplications || 1;
  return (
    <div className="flex flex-col gap-5">
      {/* One column on a phone: two would break "Aannamepercentage" mid-word. */}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-900">{a.byStatus}</h3>
        {APPLICATION_STATUSES.map((s) => (
          <ScoreBar
            key={s}
            label={`${t.vacancies.status[s]} (${d.analytics.byStatus[s]})`}
            value={(d.analytics.byStatus[s] / total) * 100}
          />
        ))}
      </div>
      <div>
        <ButtonLink to="/analytics" variant="outline" size="sm">
          {a.trendsLink}
        </ButtonLink>
      </div>
    </div>
  );
}
