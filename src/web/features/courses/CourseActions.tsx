import { lazy, Suspense } from 'react';
import type { CourseDetail } from '../../../contracts/courses.ts';
import { canEnrollInCourses } from '../../../domain/roles.ts';
import { useSession } from '../../lib/session.ts';
import { SignInActions } from './CourseDetail.tsx';

// Signed-in only, and its dialog brings Radix: its own chunk, not part of a visitor's first load.
const InfoRequestDialog = lazy(() => import('./InfoRequestDialog.tsx'));
const EnrollControls = lazy(() => import('./EnrollControls.tsx'));
const BookmarkButton = lazy(() =>
  import('../bookmarks/index.tsx').then((m) => ({ default: m.BookmarkButton })),
);

/** Inschrijven and Cursus bewaren (talent), Meer informatie aanvragen (any signed-in user). */
export function CourseActions({ course }: { course: CourseDetail }) {
  const { user } = useSession();
  if (!user && !course.myEnrollment) return <SignInActions course={course} />;
  if (!course.isActive && !course.myEnrollment) return null;
  const mine = course.myEnrollment;
  return (
    <div className="mt-4 flex flex-col gap-2">
      {mine || (user && canEnrollInCourses(user)) ? (
        <Suspense fallback={<div className="h-10" />}>
          <EnrollControls course={course} />
        </Suspense>
      ) : null}
      {user && canEnrollInCourses(user) && (
        <Suspense fallback={<div className="h-10" />}>
          <BookmarkButton courseId={course.id} />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={<div className="h-10" />}>
          <InfoRequestDialog courseId={course.id} />
        </Suspense>
      )}
    </div>
  );
}
