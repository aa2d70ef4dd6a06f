import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { CourseDetail } from '../../../contracts/courses.ts';
import { canEnrollInCourses } from '../../../domain/roles.ts';
import { section } from '../../i18n/index.ts';
import { signInPath } from '../../lib/return-path.ts';
import { useSession } from '../../lib/session.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { toast } from '../../ui/toast.tsx';
import { useEnroll } from './api.ts';
import { serverText } from './server-text.ts';

// Signed-in only, and its dialog brings Radix: its own chunk, not part of a visitor's first load.
const InfoRequestDialog = lazy(() => import('./InfoRequestDialog.tsx'));

const t = section((m) => m.courses.detail);

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
        <ButtonLink to={signInPath(`/courses/${course.id}`)}>{t.loginToEnroll}</ButtonLink>
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
        <Suspense fallback={<div className="h-10" />}>
          <InfoRequestDialog courseId={course.id} />
        </Suspense>
      ) : (
        <ButtonLink to={signInPath(`/courses/${course.id}`)} variant="outline">
          {t.moreInfo}
        </ButtonLink>
      )}
    </div>
  );
}
