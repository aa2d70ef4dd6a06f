import { useQuery } from '@tanstack/react-query';
import type { Employee } from '../../../contracts/company.ts';
import { fullName } from '../../../domain/user-display.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { CourseProgress } from '../../ui/CourseProgress.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { employeeQuery } from './api.ts';

/** Bekijken: an employee's courses and progress. Render inside a <Dialog>. */
export function EmployeeCoursesDialog({ employee }: { employee: Employee }) {
  const detail = useQuery(employeeQuery(employee.id));
  const e = t.company.employees;
  return (
    <DialogContent
      title={fullName(employee)}
      description={[employee.position, employee.department].filter(Boolean).join(' · ') || employee.email}
    >
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{e.courses}</h3>
      {detail.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : detail.isError ? (
        <QueryError query={detail} compact />
      ) : detail.data.courses.length === 0 ? (
        <p className="text-sm text-slate-600">{e.noCourses}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {detail.data.courses.map((c) => (
            <li key={c.courseId}>
              <CourseProgress
                title={c.title}
                badge={
                  <Badge tone={c.status === 'completed' ? 'green' : 'blue'}>
                    {c.status === 'completed' ? e.statusCompleted : e.statusEnrolled}
                  </Badge>
                }
                progress={c.progress}
                label={e.progressOf(c.title)}
              />
            </li>
          ))}
        </ul>
      )}
    </DialogContent>
  );
}
