import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Course } from '../../../contracts/courses.ts';
import { todayIso } from '../../../domain/enrollments/runs.ts';
import { section } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDay } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { InputField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { toast } from '../../ui/toast.tsx';
import { courseRunsQuery, useCreateRun, useDeleteRun } from './api.ts';

const t = section((m) => m.learning.manage);
const tStart = section((m) => m.learning.start);

const message = (err: unknown) => (err instanceof ApiError ? err.serverMessage : String(err));

/** The start dates (runs) of one course: list, add, delete. Render inside a <Dialog>. */
export function RunsDialog({ course, onDone }: { course: Course; onDone: () => void }) {
  const runs = useQuery(courseRunsQuery(course.id));
  const create = useCreateRun(course.id);
  const remove = useDeleteRun(course.id);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [location, setLocation] = useState('');
  const [seats, setSeats] = useState('');
  const [error, setError] = useState('');
  const today = todayIso();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    create.mutate(
      {
        startDate,
        endDate: endDate || null,
        location: location.trim() || null,
        seats: seats.trim() ? Number(seats) : null,
      },
      {
        onSuccess: () => {
          toast({ title: t.runAdded, description: formatDay(startDate) });
          setStartDate('');
          setEndDate('');
          setLocation('');
          setSeats('');
        },
        onError: (err) => {
          setError(message(err));
          toast({ title: t.runFailed, description: message(err), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <DialogContent title={t.runsTitle(course.title)} description={t.runsText} className="max-w-2xl">
      <div className="flex flex-col gap-5">
        {runs.isError ? (
          <QueryError query={runs} title={t.runFailed} />
        ) : runs.data && runs.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t.noRuns}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t.runs}>
            {(runs.data ?? []).map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{tStart.on(formatDay(r.startDate))}</span>
                  {r.location && <span className="text-slate-600"> · {r.location}</span>}
                  <span className="block text-xs text-slate-600">
                    {r.startDate < today ? t.past : tStart.seatsLeft(r.seatsLeft)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {r.seats !== null && r.seatsLeft !== null && (
                    <Badge tone="neutral">{t.enrolled(r.seats - r.seatsLeft)}</Badge>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.deleteRun(formatDay(r.startDate))}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(r.id, {
                        onSuccess: () => toast({ title: t.runDeleted, description: formatDay(r.startDate) }),
                        onError: (err) =>
                          toast({ title: t.runFailed, description: message(err), variant: 'destructive' }),
                      })
                    }
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit}>
          <InputField
            label={t.startDate}
            type="date"
            required
            min={today}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
          <InputField
            label={t.endDate}
            type="date"
            min={startDate || today}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
          />
          <InputField
            label={t.location}
            maxLength={200}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
          <InputField
            label={t.seats}
            hint={t.seatsHint}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone}>
              {t.close}
            </Button>
            <Button type="submit" disabled={create.isPending || !startDate}>
              {create.isPending ? t.adding : t.addRun}
            </Button>
          </div>
        </form>
      </div>
    </DialogContent>
  );
}
