import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { courseQuery } from './api.ts';
import { CourseActions } from './CourseActions.tsx';
import { CourseDetail, CourseNotFound } from './CourseDetail.tsx';

/** The reviews load after the page (their own chunk), so the first load stays within its budget. */
const CourseReviews = lazy(() => import('../reviews/index.ts').then((m) => ({ default: m.CourseReviews })));

/** Spec §2.8, plus enrolment and "Meer informatie aanvragen". */
export default function CourseDetailPage() {
  const { id = '' } = useParams();
  const valid = /^[1-9]\d{0,9}$/.test(id);
  const query = useQuery({ ...courseQuery(id), enabled: valid });

  if (valid && query.isPending) return <DetailSkeleton />;
  const course = query.data;
  if (!valid || query.isError || !course) return <CourseNotFound />;
  return (
    <CourseDetail
      course={course}
      actions={<CourseActions course={course} />}
      reviews={
        <Suspense fallback={<Skeleton className="h-32 w-full rounded-2xl" />}>
          <CourseReviews course={course} />
        </Suspense>
      }
    />
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-5xl" aria-busy="true">
      <span className="sr-only" role="status">
        Laden...
      </span>
      <Skeleton className="mb-4 h-4 w-40" />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    </div>
  );
}
