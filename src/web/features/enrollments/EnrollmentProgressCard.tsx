import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Enrollment } from '../../../contracts/courses.ts';
import { canRecordProgress, certificateStep } from '../../../domain/enrollments/index.ts';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { Progress } from '../../ui/Progress.tsx';
import { toast } from '../../ui/toast.tsx';
import { EnrollmentStatusBadge, startText } from '../courses/index.ts';
import { historyQuery, useUpdateProgress } from './api.ts';

const t = section((m) => m.learning.progress);
const tEnrol = section((m) => m.learning.enrol);

/** One enrolment on /progress: progress control, what is still to do for a certificate, history. */
export function EnrollmentProgressCard({ e }: { e: Enrollment }) {
  const [value, setValue] = useState(String(e.progress));
  const [showHistory, setShowHistory] = useState(false);
  const update = useUpdateProgress(e.id);
  const inputId = useId();
  const editable = canRecordProgress(e.status);
  const step = certificateStep(e);
  const slider = useRef<HTMLInputElement>(null);
  const nextStep = useRef<HTMLDivElement>(null);
  const save = (ev: FormEvent) => {
    ev.preventDefault();
    const progress = Math.round(Number(value));
    update.mutate(progress, {
      onSuccess: () => {
        toast({ title: t.saved, description: `${e.course.title}: ${progress}%` });
        // Opslaan is disabled now (nothing changed since): the focus goes to what is still to do.
        focusResult(() => nextStep.current);
      },
      onError: (err) => {
        toast({ title: t.saveFailed, description: errorText(err), variant: 'destructive' });
        focusResult(() => slider.current);
      },
    });
  };
  return (
    <Card data-testid="progress-enrollment">
      <CardContent className="flex flex-col gap-3 pt-5 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
            <Link to={`/courses/${e.courseId}`} className="hover:underline">
              {e.course.title}
            </Link>
          </h3>
          <EnrollmentStatusBadge status={e.status} startDate={e.run?.startDate} />
        </div>
        <p className="text-sm text-slate-600">
          {e.run ? tEnrol.runLine(formatDay(e.run.startDate), e.run.location) : startText(null)} ·{' '}
          {t.enrolledOn(formatDate(e.createdAt))}
        </p>
        <div className="flex items-center gap-3">
          <Progress value={e.progress} label={`${e.course.title}: ${e.progress}%`} className="flex-1" />
          <span className="w-12 text-right text-sm font-medium text-slate-800 tabular-nums">
            {e.progress}%
          </span>
        </div>
        {editable && (
          <form className="flex flex-wrap items-end gap-3" onSubmit={save}>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                {t.progressLabel(e.course.title)}
              </label>
              <input
                ref={slider}
                id={inputId}
                type="range"
                min={0}
                max={100}
                step={5}
                value={value}
                onChange={(ev) => setValue(ev.target.value)}
                aria-valuetext={`${value}%`}
                className="w-full accent-brand-600"
              />
            </div>
            <output htmlFor={inputId} className="w-12 text-right text-sm tabular-nums text-slate-800">
              {value}%
            </output>
            <Button type="submit" size="sm" disabled={update.isPending || Number(value) === e.progress}>
              {t.save}
            </Button>
          </form>
        )}
        <div ref={nextStep} tabIndex={-1} className="rounded-lg bg-slate-50 p-3 text-sm outline-none">
          <p className="font-medium text-slate-900">{t.next[step]}</p>
          <p className="text-slate-700">{t.steps[step]}</p>
          {e.confirmedAt && <p className="mt-1 text-slate-600">{t.confirmedOn(formatDate(e.confirmedAt))}</p>}
          {e.confirmNote && <p className="mt-1 text-slate-600">{t.note(e.confirmNote)}</p>}
        </div>
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showHistory}
            onClick={() => setShowHistory((s) => !s)}
          >
            {t.history}
          </Button>
          {showHistory && <History enrollmentId={e.id} />}
        </div>
      </CardContent>
    </Card>
  );
}

function History({ enrollmentId }: { enrollmentId: number }) {
  const history = useQuery(historyQuery(enrollmentId));
  if (history.isPending) return <p className="text-sm text-slate-600">…</p>;
  if (history.isError || history.data.length === 0)
    return <p className="text-sm text-slate-600">{t.historyEmpty}</p>;
  return (
    <ol className="mt-2 flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm">
      {[...history.data].reverse().map((h) => (
        <li key={`${h.at}-${h.status}-${h.progress}`} className="text-slate-700">
          <span className="text-slate-500">{formatDate(h.at)}</span> ·{' '}
          {h.status === 'enrolled' ? t.event.enrolled(h.progress) : t.event[h.status]}
        </li>
      ))}
    </ol>
  );
}
