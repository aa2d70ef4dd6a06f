import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { CourseDetail } from '../../../contracts/courses.ts';
import { canEnrollInCourses } from '../../../domain/roles.ts';
import { section } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog.tsx';
import { Field, Textarea } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { myInfoRequestQuery, useEnroll, useSendInfoRequest } from './api.ts';

const t = section((m) => m.courses.detail);
const tRough = section((m) => m.courses.rough);
const serverText = (err: unknown) => (err instanceof ApiError ? err.serverMessage : String(err));

/** Inschrijven (talent) and Meer informatie aanvragen (any signed-in user). */
export function CourseActions({ course }: { course: CourseDetail }) {
  const { user } = useSession();
  const enroll = useEnroll(course.id);
  if (!course.isActive) return null;
  const mine = course.myEnrollment;
  return (
    <div className="mt-4 flex flex-col gap-2">
      {mine ? (
        <div
          className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
          role="status"
        >
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="block">
              {t.enrolledTitle} · {mine.status === 'completed' ? t.statusCompleted : t.statusActive}
            </strong>
            {mine.status === 'completed' ? t.enrolledCompleted : t.enrolledActive}
          </span>
        </div>
      ) : !user ? (
        <ButtonLink to="/auth">{t.loginToEnroll}</ButtonLink>
      ) : canEnrollInCourses(user) ? (
        <Button
          onClick={() =>
            enroll.mutate(undefined, {
              onSuccess: () => toast({ title: t.enrollSuccess, description: t.enrollSuccessText }),
              onError: (err) =>
                toast({ title: t.enrollFailed, description: serverText(err), variant: 'destructive' }),
            })
          }
          disabled={enroll.isPending}
        >
          {enroll.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {enroll.isPending ? t.enrolling : t.enroll}
        </Button>
      ) : null}
      {user ? (
        <InfoRequestDialog courseId={course.id} />
      ) : (
        <ButtonLink to="/auth" variant="outline">
          {t.moreInfo}
        </ButtonLink>
      )}
    </div>
  );
}

function InfoRequestDialog({ courseId }: { courseId: number }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const sent = useQuery(myInfoRequestQuery(courseId));
  const send = useSendInfoRequest(courseId);
  const submit = () =>
    send.mutate(message.trim() || null, {
      onSuccess: (res) => {
        toast({ title: t.infoSent, description: res?.message });
        setOpen(false);
        setMessage('');
      },
      onError: (err) => toast({ title: t.infoFailed, description: serverText(err), variant: 'destructive' }),
    });
  if (sent.data?.open && sent.data.createdAt) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" role="status">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {tRough.infoAlreadySent(formatDate(sent.data.createdAt))}
      </p>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t.moreInfo}</Button>
      </DialogTrigger>
      <DialogContent title={t.moreInfo} description={t.infoDialogText}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={t.infoMessage}>
            {({ id }) => (
              <Textarea
                id={id}
                value={message}
                maxLength={2000}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={send.isPending}>
            {t.infoSubmit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
