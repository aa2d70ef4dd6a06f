import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { InstituteEnrollment } from '../../../contracts/enrollments.ts';
import { todayIso } from '../../../domain/enrollments/runs.ts';
import { canConfirm } from '../../../domain/enrollments/status.ts';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate, formatDay } from '../../lib/format.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogClose, DialogContent } from '../../ui/Dialog.tsx';
import { inputClass, TextareaField } from '../../ui/Field.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Progress } from '../../ui/Progress.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { EnrollmentStatusBadge } from '../courses/index.ts';
import { instituteCoursesQuery, instituteEnrollmentsQuery, useConfirmResult } from './api.ts';

const t = section((m) => m.learning.learners);
const tCorrect = section((m) => m.institute.correction);

/** Tab Cursisten: the institute's learners per course, and confirming their results. */
export function LearnersPanel() {
  // Alle cursussen first (a learner of any course, a concept one too, is never hidden), a page at a
  // time: an institute's whole list can run into the hundreds; one course on request.
  const [chosen, setChosen] = useState<string>('');
  const courses = useQuery(instituteCoursesQuery());
  const value = chosen || 'all';
  const courseId = value === 'all' ? null : Number(value);
  const learners = useInfiniteQuery({ ...instituteEnrollmentsQuery(courseId), enabled: courses.isSuccess });
  const rows = learners.data?.pages.flatMap((p) => p.items) ?? [];
  const selectId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex max-w-md flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            {t.course}
          </label>
          <select
            id={selectId}
            className={`${inputClass} h-10`}
            value={value}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="all">{t.allCourses}</option>
            {(courses.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        {learners.isPending ? (
          <Skeleton className="h-32 w-full rounded-xl" />
        ) : learners.isError ? (
          <QueryError query={learners} title={t.loadError} />
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{t.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label={t.title} data-testid="learners">
            {rows.map((e) => (
              <LearnerRow key={e.id} e={e} />
            ))}
          </ul>
        )}
        <LoadMore query={learners} />
      </CardContent>
    </Card>
  );
}

function LearnerRow({ e }: { e: InstituteEnrollment }) {
  const [dialog, setDialog] = useState<'pass' | 'fail' | 'correct' | null>(null);
  const name = useRef<HTMLParagraphElement>(null);
  // A confirmed result replaces the buttons that opened the dialog: the focus goes to the learner.
  const confirmed = () => {
    setDialog(null);
    focusResult(() => name.current);
  };
  return (
    <li
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="learner"
    >
      <div className="min-w-0 sm:w-2/5">
        <p ref={name} className="font-medium break-words text-slate-900 outline-none">
          {e.learnerName}
        </p>
        <p className="text-sm break-words text-slate-600">
          {e.courseTitle} · {e.run ? formatDay(e.run.startDate) : t.onDemand}
        </p>
        {e.confirmedAt && e.confirmedByName && (
          <p className="text-xs text-slate-600">
            {t.confirmedBy(e.confirmedByName, formatDate(e.confirmedAt))}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3 sm:w-1/4">
        <Progress value={e.progress} label={`${t.progress}: ${e.learnerName}`} className="w-24" />
        <span className="text-sm text-slate-700 tabular-nums">{e.progress}%</span>
        <EnrollmentStatusBadge status={e.status} startDate={e.run?.startDate} />
      </div>
      <div className="flex flex-wrap gap-2">
        {canConfirm(e.status) && (
          <>
            <Button size="sm" onClick={() => setDialog('pass')} aria-label={`${t.pass}: ${e.learnerName}`}>
              {t.pass}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog('fail')}
              aria-label={`${t.fail}: ${e.learnerName}`}
            >
              {t.fail}
            </Button>
          </>
        )}
        {e.status === 'passed' && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDialog('correct')}
            aria-label={`${tCorrect.button}: ${e.learnerName}`}
          >
            {tCorrect.button}
          </Button>
        )}
      </div>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog === 'correct' && <CorrectionDialog e={e} onDone={confirmed} />}
        {(dialog === 'pass' || dialog === 'fail') && (
          <ConfirmDialog e={e} passed={dialog === 'pass'} onDone={confirmed} />
        )}
      </Dialog>
    </li>
  );
}

function ConfirmDialog({
  e,
  passed,
  onDone,
}: {
  e: InstituteEnrollment;
  passed: boolean;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const [exemption, setExemption] = useState('');
  const confirm = useConfirmResult(e.id);
  const submitButton = useRef<HTMLButtonElement>(null);
  // A pass before the run's start date needs a reason (an exemption); the server refuses it otherwise.
  const notStarted = passed && !!e.run && e.run.startDate > todayIso();
  const submit = () =>
    confirm.mutate(
      { passed, note: note.trim() || null, ...(notStarted ? { exemptionReason: exemption.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: t.confirmed, description: `${e.learnerName}: ${passed ? t.pass : t.fail}` });
          onDone();
        },
        onError: (err) => {
          toast({ title: t.confirmFailed, description: errorText(err), variant: 'destructive' });
          focusResult(() => submitButton.current);
        },
      },
    );
  return (
    <DialogContent title={t.confirmTitle(e.learnerName)} description={t.confirmText(e.courseTitle)}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(ev) => {
          ev.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-700">
          {t.progress}: {e.progress}%
        </p>
        {passed && (notStarted || e.progress === 0) && (
          <p
            role="note"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {notStarted && e.run ? t.notStartedWarning(formatDay(e.run.startDate)) : t.noProgressWarning}
          </p>
        )}
        {notStarted && (
          <TextareaField
            label={t.exemption}
            hint={t.exemptionHint}
            required
            maxLength={500}
            value={exemption}
            onChange={(ev) => setExemption(ev.target.value)}
          />
        )}
        <TextareaField
          label={t.note}
          maxLength={1000}
          value={note}
          onChange={(ev) => setNote(ev.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button
            ref={submitButton}
            type="submit"
            variant={passed ? 'primary' : 'destructive'}
            disabled={confirm.isPending || (notStarted && !exemption.trim())}
          >
            {passed ? t.confirmPass : t.confirmFail}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

/** A confirmed pass corrected to not passed: the reason is required; the certificate is revoked with it. */
function CorrectionDialog({ e, onDone }: { e: InstituteEnrollment; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const confirm = useConfirmResult(e.id);
  const submitButton = useRef<HTMLButtonElement>(null);
  const submit = () =>
    confirm.mutate(
      { passed: false, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: tCorrect.done, description: `${e.learnerName}: ${t.fail}` });
          onDone();
        },
        onError: (err) => {
          toast({ title: t.confirmFailed, description: errorText(err), variant: 'destructive' });
          focusResult(() => submitButton.current);
        },
      },
    );
  return (
    <DialogContent title={tCorrect.title(e.learnerName)} description={tCorrect.text(e.courseTitle)}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(ev) => {
          ev.preventDefault();
          if (reason.trim()) submit();
        }}
      >
        <TextareaField
          label={tCorrect.reason}
          hint={tCorrect.hint}
          required
          maxLength={500}
          value={reason}
          onChange={(ev) => setReason(ev.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button
            ref={submitButton}
            type="submit"
            variant="destructive"
            disabled={confirm.isPending || !reason.trim()}
          >
            {tCorrect.submit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
