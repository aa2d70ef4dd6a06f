import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Eye, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Employee } from '../../../contracts/company.ts';
import { fullName } from '../../../domain/user-display.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { employeeInvitationsQuery, employeesQuery } from './api.ts';
import { EmployeeCoursesDialog } from './EmployeeCoursesDialog.tsx';
import { EndEmploymentDialog } from './EndEmploymentDialog.tsx';
import { InviteEmployeeDialog } from './InviteEmployeeDialog.tsx';

/** The profile tab Werknemers (spec §2.17): accepted employees with their courses, invitations, Toevoegen. */
export function EmployeesPanel() {
  const list = useInfiniteQuery(employeesQuery());
  const employees = list.data?.pages.flatMap((p) => p.items) ?? [];
  const invited = useQuery(employeeInvitationsQuery()).data ?? [];
  const [inviting, setInviting] = useState(false);
  const [viewing, setViewing] = useState<Employee | null>(null);
  const [unlinking, setUnlinking] = useState<Employee | null>(null);
  const e = t.company.employees;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{e.title}</CardTitle>
        <Button size="sm" onClick={() => setInviting(true)}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {e.add}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : list.isError ? (
          <QueryError query={list} title={e.loadFailed} compact />
        ) : employees.length === 0 ? (
          <p className="text-sm text-slate-600">{e.none}</p>
        ) : (
          <>
            {/* Below 768 px a card per employee: seven columns would leave a character per line. */}
            <ul className="flex flex-col gap-3 md:hidden" aria-label={e.title} data-testid="employee-cards">
              {employees.map((emp) => (
                <li key={emp.id} className="rounded-xl border border-slate-200 p-3 text-sm">
                  <p className="font-medium break-words text-slate-900">{fullName(emp)}</p>
                  <p className="break-all text-slate-700">{emp.email}</p>
                  <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-slate-700">
                    <dt className="text-slate-600">{e.position}</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">{emp.position ?? '–'}</dd>
                    <dt className="text-slate-600">{e.department}</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">{emp.department ?? '–'}</dd>
                    <dt className="text-slate-600">{e.completed}</dt>
                    <dd className="tabular-nums">{emp.completedCourses}</dd>
                    <dt className="text-slate-600">{e.enrolled}</dt>
                    <dd className="tabular-nums">{emp.enrolledCourses}</dd>
                  </dl>
                  <div className="mt-2">
                    <EmployeeActions emp={emp} onView={setViewing} onUnlink={setUnlinking} start />
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {e.name}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {e.email}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {e.position}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {e.department}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {e.completed}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {e.enrolled}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">{e.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {employees.map((emp) => (
                    <tr key={emp.id}>
                      <td className="py-2 pr-3 font-medium text-slate-900">{fullName(emp)}</td>
                      <td className="py-2 pr-3 break-all text-slate-700">{emp.email}</td>
                      <td className="py-2 pr-3 text-slate-700">{emp.position ?? '–'}</td>
                      <td className="py-2 pr-3 text-slate-700">{emp.department ?? '–'}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{emp.completedCourses}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{emp.enrolledCourses}</td>
                      <td className="py-2 text-right">
                        <EmployeeActions emp={emp} onView={setViewing} onUnlink={setUnlinking} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <LoadMore query={list} />
        {invited.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-semibold text-slate-900">{e.invited}</h3>
            <ul className="flex flex-col gap-2">
              {invited.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 break-all text-slate-700">{i.email}</span>
                  <Badge tone="amber">{e.invitedHint}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      <Dialog open={inviting} onOpenChange={setInviting}>
        {inviting && <InviteEmployeeDialog onDone={() => setInviting(false)} />}
      </Dialog>
      <Dialog open={unlinking !== null} onOpenChange={(o) => !o && setUnlinking(null)}>
        {unlinking && (
          <EndEmploymentDialog
            talentId={unlinking.id}
            title={t.company.employment.unlinkTitle(fullName(unlinking))}
            text={t.company.employment.unlinkText}
            onDone={() => setUnlinking(null)}
          />
        )}
      </Dialog>
      <Dialog open={viewing !== null} onOpenChange={(o) => !o && setViewing(null)}>
        {viewing && <EmployeeCoursesDialog employee={viewing} />}
      </Dialog>
    </Card>
  );
}

/** Bekijken and Ontkoppelen for one employee (table row or card). */
function EmployeeActions({
  emp,
  onView,
  onUnlink,
  start,
}: {
  emp: Employee;
  onView: (emp: Employee) => void;
  onUnlink: (emp: Employee) => void;
  start?: boolean;
}) {
  const e = t.company.employees;
  return (
    <div className={start ? 'flex flex-wrap gap-1' : 'flex justify-end gap-1'}>
      <Button
        variant="ghost"
        size="sm"
        aria-label={e.viewEmployee(fullName(emp))}
        onClick={() => onView(emp)}
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
        {e.view}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t.company.employment.unlinkEmployee(fullName(emp))}
        onClick={() => onUnlink(emp)}
      >
        <UserMinus className="h-4 w-4" aria-hidden="true" />
        {t.company.employment.unlink}
      </Button>
    </div>
  );
}
