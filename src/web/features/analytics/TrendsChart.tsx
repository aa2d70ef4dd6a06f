import { useQuery } from '@tanstack/react-query';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useId, useRef, useState } from 'react';
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

/** Axis text colour: slate-600, 4.5:1 against white. */
const AXIS = '#475569';

const periodLabel = (start: string, period: TrendPeriod) =>
  new Intl.DateTimeFormat(getLocale(), {
    timeZone: 'UTC',
    ...(period === 'month' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' }),
  }).format(new Date(`${start}T00:00:00Z`));

/**
 * Groeitrends: a bar chart of the last 12 weeks or months per series, with axis labels,
 * and the same figures as a table for screen readers (and for anyone, behind "Toon als tabel").
 * Drawn by Chart.js (decision 244) on a canvas labelled for screen readers; the table carries the figures.
 */
export function TrendsChart({ owner }: { owner: TrendsOwner }) {
  const a = t.analytics;
  const [period, setPeriod] = useState<TrendPeriod>('month');
  const [tableShown, setTableShown] = useState(false);
  const query = useQuery(trendsQuery(owner, period));
  const groupId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="trends">
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
          <BarChart data={query.data} />
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

/** Chart.js, registered with only what a bar chart needs (tree-shaken; this route's chunk only). */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

function BarChart({ data }: { data: TrendsResponse }) {
  const a = t.analytics;
  const canvas = useRef<HTMLCanvasElement>(null);
  const period = data.period;
  const max = Math.max(0, ...data.buckets.flatMap((b) => data.series.map((s) => b.counts[s] ?? 0)));
  const names = data.series.map((s) => a.series[s]).join(', ');
  // The canvas is drawn once per answer and per interface language (labels come from the catalogue).
  const locale = getLocale();

  useEffect(() => {
    if (!canvas.current) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: data.buckets.map((b) => periodLabel(b.start, period)),
        datasets: data.series.map((s) => ({
          label: a.series[s],
          data: data.buckets.map((b) => b.counts[s] ?? 0),
          backgroundColor: COLOURS[s],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : undefined,
        locale,
        plugins: { legend: { display: false } },
        scales: {
          x: { title: { display: true, text: period === 'month' ? a.axisMonth : a.axisWeek, color: AXIS } },
          y: {
            beginAtZero: true,
            suggestedMax: niceScale(max).top,
            ticks: { precision: 0, color: AXIS, callback: (v) => formatNumber(Number(v)) },
            title: { display: true, text: a.axisCount, color: AXIS },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [data, period, max, locale]);

  return (
    // min-w-0 all the way down: a canvas keeps its drawn width as its min-content, which would
    // otherwise widen every flex parent (and the page) when the window narrows.
    <figure className="flex min-w-0 flex-col gap-3">
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
      <section className="min-w-0 overflow-x-auto" tabIndex={0} aria-label={a.trendsTitle}>
        <div className="relative h-72 min-w-[36rem]">
          <canvas ref={canvas} role="img" aria-label={a.chartLabel(names, a[period])} />
        </div>
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
