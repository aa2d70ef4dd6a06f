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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {e.name}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {e.email}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                    {e.position}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium md:table-cell">
                    {e.department}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 text-right font-medium md:table-cell">
                    {e.completed}
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 text-right font-medium md:table-cell">
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
                    <td className="hidden py-2 pr-3 text-slate-700 md:table-cell">{emp.position ?? '–'}</td>
                    <td className="hidden py-2 pr-3 text-slate-700 md:table-cell">{emp.department ?? '–'}</td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums md:table-cell">
                      {emp.completedCourses}
                    </td>
                    <td className="hidden py-2 pr-3 text-right tabular-nums md:table-cell">
                      {emp.enrolledCourses}
                    </td>
                    <td className="py-2 text-right">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={e.viewEmployee(fullName(emp))}
                          onClick={() => setViewing(emp)}
                        >
                          <Eye className="h-4 w-4" aria-hidden="true" />
                          <span className="hidden sm:inline">{e.view}</span>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={t.company.employment.unlinkEmployee(fullName(emp))}
                          onClick={() => setUnlinking(emp)}
                        >
                          <UserMinus className="h-4 w-4" aria-hidden="true" />
                          <span className="hidden sm:inline">{t.company.employment.unlink}</span>
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
