import { Pencil, Users } from 'lucide-react';
import { useState } from 'react';
import type { CompanyVacancy } from '../../../contracts/company.ts';
import { isPastClosingDate } from '../../../domain/vacancies/index.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { useUpdateVacancy } from './api.ts';
import { EditVacancyDialog } from './NewVacancyDialog.tsx';
import { ReviewApplicationsDialog } from './ReviewApplicationsDialog.tsx';

/**
 * The company's vacancies with their applicants (per vacancy, with the evidence behind each
 * match) and Sluiten (active) or Heropenen (closed). Past its closing date an active vacancy takes
 * no more applications; the row says so.
 */
export function VacancyRows({ vacancies }: { vacancies: (CompanyVacancy & { pendingReview?: number })[] }) {
  const update = useUpdateVacancy();
  const [applicantsOf, setApplicantsOf] = useState<CompanyVacancy | null>(null);
  const [editing, setEditing] = useState<CompanyVacancy | null>(null);
  const c = t.company;
  const toggle = (v: CompanyVacancy) => {
    const status = v.status === 'active' ? 'closed' : 'active';
    update.mutate(
      { id: v.id, status },
      {
        onSuccess: () => toast({ title: status === 'closed' ? c.closed : c.reopened, description: v.title }),
        onError: (err) => toast({ title: c.loadFailed, description: errorText(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {vacancies.map((v) => (
          <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{v.title}</p>
              <p className="text-sm text-slate-600">
                {v.location} · {c.applicationsCount(v.applicationCount)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {!!v.pendingReview && <Badge tone="amber">{c.pendingCount(v.pendingReview)}</Badge>}
              {v.status === 'active' && isPastClosingDate(v.closingDate) && (
                <Badge tone="neutral">{c.closingDatePassed}</Badge>
              )}
              <Button
                variant="outline"
                size="sm"
                aria-label={c.applicantsOf(v.title, v.applicationCount)}
                onClick={() => setApplicantsOf(v)}
              >
                <Users className="h-4 w-4" aria-hidden="true" />
                {c.applicants} ({v.applicationCount})
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={c.newVacancy.editVacancy(v.title)}
                onClick={() => setEditing(v)}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {c.newVacancy.edit}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={update.isPending}
                aria-label={v.status === 'active' ? c.closeVacancy(v.title) : c.reopenVacancy(v.title)}
                onClick={() => toggle(v)}
              >
                {v.status === 'active' ? c.close : c.reopen}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={applicantsOf !== null} onOpenChange={(open) => !open && setApplicantsOf(null)}>
        {applicantsOf && <ReviewApplicationsDialog vacancy={applicantsOf} />}
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && <EditVacancyDialog vacancy={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}
