import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { TrendSeries, TrendsResponse } from '../../../contracts/analytics.ts';
import type { TrendPeriod } from '../../../domain/analytics/trends.ts';
import { getLocale, t } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { type TrendsOwner, trendsQuery } from './api.ts';
import { niceScale } from './chart-scale.ts';

/** One colour per series, each with at least 3:1 contrast against white (WCAG 1.4.11). */
const COLOURS: Record<TrendSeries, string> = {
  applications: '#4338ca',
  hires: '#047857',
  enrollments: '#0e7490',
  completions: '#b45309',
  reviews: '#be185d',
};

const periodLabel = (start: string, period: TrendPeriod) =>
  new Intl.DateTimeFormat(getLocale(), {
    timeZone: 'UTC',
    ...(period === 'month' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' }),
  }).format(new Date(`${start}T00:00:00Z`));

/**
 * Groeitrends (issue 24): a bar chart of the last 12 weeks or months per series, with axis labels,
 * and the same figures as a table for screen readers (and for anyone, behind "Toon als tabel").
 * Drawn as plain SVG: no chart library is installed (see the issue note).
 */
export function TrendsChart({ owner }: { owner: TrendsOwner }) {
  const a = t.analytics;
  const [period, setPeriod] = useState<TrendPeriod>('month');
  const [tableShown, setTableShown] = useState(false);
  const query = useQuery(trendsQuery(owner, period));
  const groupId = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="trends">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{a.periodLabel}</legend>
        {(['month', 'week'] as const).map((p) => (
          <label
            key={p}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium"
          >
            <input
              type="radio"
              name={groupId}
              value={p}
              checked={period === p}
              onChange={() => setPeriod(p)}
              className="accent-brand-600"
            />
            {a[p]}
          </label>
        ))}
      </fieldset>
      {query.isPending && <Skeleton className="h-64 w-full" />}
      {query.isError && <QueryError query={query} title={a.loadError} />}
      {query.data && (
        <>
          <Chart data={query.data} />
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setTableShown((s) => !s)}
              aria-expanded={tableShown}
            >
              {tableShown ? a.hideTable : a.showTable}
            </Button>
          </div>
          <TrendsTable data={query.data} visible={tableShown} />
        </>
      )}
    </div>
  );
}

function Chart({ data }: { data: TrendsResponse }) {
  const a = t.analytics;
  const period = data.period;
  const max = Math.max(0, ...data.buckets.flatMap((b) => data.series.map((s) => b.counts[s] ?? 0)));
  const { top, ticks } = niceScale(max);
  const W = 720;
  const H = 280;
  const pad = { left: 48, right: 8, top: 12, bottom: 56 };
  const plotW = W - pad.left - pad.right;
  const plotH = H - pad.top - pad.bottom;
  const groupW = plotW / data.buckets.length;
  const barW = Math.max(2, (groupW * 0.8) / data.series.length);
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  const names = data.series.map((s) => a.series[s]).join(', ');
  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {data.series.map((s) => (
          <li key={s} className="inline-flex items-center gap-1.5">
            <span className="inline-block h-3 w-3 rounded-sm" style={{ background: COLOURS[s] }} />
            {a.series[s]}
          </li>
        ))}
      </ul>
      {/* Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="overflow-x-auto" tabIndex={0} aria-label={a.trendsTitle}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full min-w-[36rem]"
          role="img"
          aria-label={a.chartLabel(names, a[period])}
        >
          {ticks.map((v) => (
            <g key={v}>
              <line x1={pad.left} x2={W - pad.right} y1={y(v)} y2={y(v)} stroke="#e2e8f0" />
              <text x={pad.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#475569">
                {formatNumber(v)}
              </text>
            </g>
          ))}
          <text
            transform={`translate(12 ${pad.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize="11"
            fill="#475569"
          >
            {a.axisCount}
          </text>
          {data.buckets.map((b, i) => {
            const x0 = pad.left + i * groupW + groupW * 0.1;
            return (
              <g key={b.start}>
                {data.series.map((s, j) => {
                  const v = b.counts[s] ?? 0;
                  return (
                    <rect
                      key={s}
                      x={x0 + j * barW}
                      y={y(v)}
                      width={barW - 1}
                      height={Math.max(0, pad.top + plotH - y(v))}
                      fill={COLOURS[s]}
                    />
                  );
                })}
                <text
                  x={pad.left + i * groupW + groupW / 2}
                  y={pad.top + plotH + 16}
                  textAnchor="middle"
                  fontSize="10"
                  fill="#475569"
                >
                  {periodLabel(b.start, period)}
                </text>
              </g>
            );
          })}
          <line x1={pad.left} x2={W - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} stroke="#94a3b8" />
          <text x={pad.left + plotW / 2} y={H - 10} textAnchor="middle" fontSize="11" fill="#475569">
            {period === 'month' ? a.axisMonth : a.axisWeek}
          </text>
        </svg>
      </section>
      {max === 0 && <figcaption className="text-sm text-slate-600">{a.empty}</figcaption>}
    </figure>
  );
}

function TrendsTable({ data, visible }: { data: TrendsResponse; visible: boolean }) {
  const a = t.analytics;
  const total = (s: TrendSeries) => data.buckets.reduce((n, b) => n + (b.counts[s] ?? 0), 0);
  return (
    <div className={visible ? 'overflow-x-auto' : 'sr-only'}>
      <table className="w-full min-w-[28rem] text-left text-sm" data-testid="trends-table">
        <caption className="sr-only">{a.tableCaption(a[data.period])}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {data.period === 'month' ? a.axisMonth : a.axisWeek}
            </th>
            {data.series.map((s) => (
              <th key={s} scope="col" className="py-2 pr-3 text-right font-medium">
                {a.series[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.buckets.map((b) => (
            <tr key={b.start} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                {periodLabel(b.start, data.period)}
              </th>
              {data.series.map((s) => (
                <td key={s} className="py-1.5 pr-3 text-right tabular-nums">
                  {formatNumber(b.counts[s] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" className="py-2 pr-3">
              {a.total}
            </th>
            {data.series.map((s) => (
              <td key={s} className="py-2 pr-3 text-right tabular-nums">
                {formatNumber(total(s))}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
