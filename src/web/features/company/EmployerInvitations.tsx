import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { toast } from '../../ui/toast.tsx';
import { employerInvitationsQuery, myEmployerQuery, useRespondInvitation } from './api.ts';
import { EndEmploymentDialog } from './EndEmploymentDialog.tsx';

const EMPLOYER_TITLE = 'my-employer-title';
const INVITATIONS_TITLE = 'employer-invitations-title';

/** A talent's pending employer invitations with Accepteren and Weigeren; nothing when there are none. */
/** The talent's employer block on the profile: the current employer and open invitations. */
export function EmployerInvitations() {
  return (
    <>
      <MyEmployerCard />
      <InvitationList />
    </>
  );
}

/** The current employer, with "Koppeling beëindigen" after a confirmation. */
function MyEmployerCard() {
  const query = useQuery(myEmployerQuery());
  const [confirming, setConfirming] = useState(false);
  const e = t.company.employment;
  const employer = query.data?.employer;
  if (!employer) return null;
  const name = employer.companyName ?? '–';
  return (
    <Card data-testid="my-employer">
      <CardHeader>
        <CardTitle id={EMPLOYER_TITLE}>{e.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <Building2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="min-w-0 text-sm text-slate-700">{e.text(name)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          {e.leave}
        </Button>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        {confirming && (
          <EndEmploymentDialog
            talentId={null}
            title={e.confirmTitle}
            text={e.confirmText(name)}
            onDone={() => setConfirming(false)}
          />
        )}
      </Dialog>
    </Card>
  );
}

function InvitationList() {
  const list = useQuery(employerInvitationsQuery());
  const respond = useRespondInvitation();
  const i = t.company.invitations;
  if (list.isError) return <QueryError query={list} title={i.title} compact />;
  if (!list.data || list.data.length === 0) return null;
  const answer = (id: number, action: 'accept' | 'decline') =>
    respond.mutate(
      { id, action },
      {
        onSuccess: () => {
          toast({ title: action === 'accept' ? i.accepted : i.declined });
          // The invitation leaves the list: to the new employer's card, else the invitations left (or
          // the page's heading when there are none).
          focusResult(
            action === 'accept'
              ? `#${EMPLOYER_TITLE}`
              : () => document.getElementById(INVITATIONS_TITLE) ?? document.querySelector('#main h1'),
          );
        },
        onError: (err) => toast({ title: i.failed, description: errorText(err), variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle id={INVITATIONS_TITLE}>{i.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {list.data.map((inv) => (
            <li
              key={inv.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Building2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{i.text(inv.companyName)}</p>
                  {(inv.position || inv.department) && (
                    <p className="text-sm text-slate-600">{i.role(inv.position, inv.department)}</p>
                  )}
                </div>
              </div>
              <div className="flex gap-2">
                <Button size="sm" disabled={respond.isPending} onClick={() => answer(inv.id, 'accept')}>
                  {i.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={respond.isPending}
                  onClick={() => answer(inv.id, 'decline')}
                >
                  {i.decline}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
