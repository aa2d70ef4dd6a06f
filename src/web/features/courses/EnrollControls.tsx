import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CourseDetail } from '../../../contracts/courses.ts';
import { section } from '../../i18n/index.ts';
import { formatDay, formatEuro } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { useCancelEnrollment, useEnroll } from './api.ts';
import { startText } from './CourseCard.tsx';
import { serverText } from './server-text.ts';

const t = section((m) => m.learning.enrol);
const tStatus = section((m) => m.learning.status);
const tDetail = section((m) => m.courses.detail);

/**
 * A learner's enrolment controls (CourseActions loads them lazily): "Inschrijven" opens a
 * confirmation step (price, start date or "start op afroep", location, run choice, the subsidy
 * check); once enrolled, the status and — before the start — "Inschrijving annuleren".
 */
export default function EnrollControls({ course }: { course: CourseDetail }) {
  return course.myEnrollment ? <Enrolled course={course} /> : <EnrollDialog course={course} />;
}

function EnrollDialog({ course }: { course: CourseDetail }) {
  const [open, setOpen] = useState(false);
  const firstOpen = course.runs.find((r) => r.seatsLeft !== 0);
  const [runId, setRunId] = useState<number | null>(firstOpen?.id ?? null);
  const enroll = useEnroll(course.id);
  const run = course.runs.find((r) => r.id === runId) ?? null;
  const groupId = useId();
  const confirm = () =>
    enroll.mutate(runId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: tDetail.enrollSuccess, description: tDetail.enrollSuccessText });
      },
      onError: (err) =>
        toast({ title: tDetail.enrollFailed, description: serverText(err), variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t.open}</Button>
      </DialogTrigger>
      <DialogContent title={t.title} description={t.text}>
        <div className="flex flex-col gap-4">
          <p className="font-semibold text-slate-900">{course.title}</p>
          {course.runs.length > 1 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t.chooseRun}</legend>
              {course.runs.map((r) => (
                <label key={r.id} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={groupId}
                    value={r.id}
                    checked={runId === r.id}
                    disabled={r.seatsLeft === 0}
                    onChange={() => setRunId(r.id)}
                    className="mt-0.5 h-4 w-4 accent-brand-600"
                  />
                  <span>
                    {t.runLine(formatDay(r.startDate), r.location)}
                    {r.seatsLeft === 0 ? ` (${t.full})` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3 text-sm">
            <Row label={t.price} value={formatEuro(course.price)} />
            <Row label={t.start} value={run ? formatDay(run.startDate) : startText(null)} />
            {run?.location && <Row label={t.location} value={run.location} />}
          </dl>
          {/* A free course needs no funding: no subsidy hint. */}
          {course.price > 0 && (
            <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-testid="subsidy-hint">
              {t.subsidy}{' '}
              <Link to="/subsidies" className="font-medium underline">
                {t.subsidyLink}
              </Link>
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t.cancel}</Button>
            </DialogClose>
            <Button onClick={confirm} disabled={enroll.isPending}>
              {enroll.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {enroll.isPending ? t.confirming : t.confirm}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function Enrolled({ course }: { course: CourseDetail }) {
  const mine = course.myEnrollment!;
  const run = course.runs.find((r) => r.id === mine.runId);
  const [open, setOpen] = useState(false);
  const cancel = useCancelEnrollment();
  const onCancel = () =>
    cancel.mutate(mine.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t.cancelled, description: course.title });
      },
      onError: (err) =>
        toast({ title: t.cancelFailed, description: serverText(err), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-col gap-2">
      <div
        className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
        role="status"
      >
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="block">
            {tDetail.enrolledTitle} · {tStatus[mine.status]}
          </strong>
          {run ? t.runLine(formatDay(run.startDate), run.location) : startText(null)}
        </span>
      </div>
      <ButtonLink to="/progress" variant="outline">
        {t.progressLink}
      </ButtonLink>
      {mine.canCancel && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="ghost">{t.cancelEnrolment}</Button>
          </DialogTrigger>
          <DialogContent title={t.cancelTitle} description={t.cancelText}>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t.keep}</Button>
              </DialogClose>
              <Button variant="destructive" onClick={onCancel} disabled={cancel.isPending}>
                {t.cancelEnrolment}
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}
