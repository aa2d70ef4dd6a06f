import { Progress } from './Progress.tsx';

/** A labelled percentage bar (passport scores, dashboard sample skills). */
export function ScoreBar({
  label,
  value,
  barClassName,
}: {
  label: string;
  value: number;
  barClassName?: string;
}) {
  return (
    <div>
      <div className="mb-1 flex justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">{Math.round(value)}%</span>
      </div>
      <Progress value={value} label={label} className="h-2.5" barClassName={barClassName} />
    </div>
  );
}
