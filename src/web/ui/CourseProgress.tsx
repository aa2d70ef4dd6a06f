import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';
import { Progress } from './Progress.tsx';

/**
 * One course with its progress: the title (a link when `to` is given), an optional detail line and
 * badge, the percentage and the bar. The talent dashboard, the passport's Voortgang tab and the
 * company's view of an employee all show enrolments this way.
 */
export function CourseProgress({
  title,
  to,
  detail,
  badge,
  progress,
  label,
  className,
}: {
  title: string;
  to?: string;
  detail?: ReactNode;
  badge?: ReactNode;
  progress: number;
  /** The bar's accessible name, e.g. "Voortgang van Python voor beginners". */
  label: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-start justify-between gap-3 text-sm">
        <div className="min-w-0">
          {to ? (
            <Link to={to} className="font-medium text-slate-900 hover:text-brand-700">
              {title}
            </Link>
          ) : (
            <p className="font-medium text-slate-900">{title}</p>
          )}
          {detail && <p className="text-xs text-slate-500">{detail}</p>}
        </div>
        <div className={cn('flex shrink-0 items-center gap-2')}>
          {badge}
          <span className="font-semibold tabular-nums">{progress}%</span>
        </div>
      </div>
      <Progress value={progress} label={label} />
    </div>
  );
}
