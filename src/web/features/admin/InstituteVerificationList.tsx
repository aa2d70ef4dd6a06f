import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { pendingInstitutesQuery, useVerifyInstitute } from './api.ts';

/** Institutes waiting for verification; verifying puts their courses in the public catalogue. */
export function InstituteVerificationList() {
  const ti = t.admin.institutes;
  const query = useQuery(pendingInstitutesQuery);
  const verify = useVerifyInstitute();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ti.title}</CardTitle>
        <CardDescription>{ti.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        {query.data?.length === 0 && <p className="text-sm text-slate-600">{ti.none}</p>}
        <ul className="flex flex-col divide-y divide-slate-100">
          {query.data?.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="pending-institute">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{i.instituteName ?? i.email}</p>
                <p className="text-sm break-words text-slate-600">
                  {i.email} · {i.courseCount} {ti.courses} · {ti.registered} {formatDate(i.createdAt)}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() =>
                  verify.mutate(i.id, {
                    onSuccess: () => toast({ title: ti.verified }),
                    onError: (err) =>
                      toast({ title: ti.failed, description: errorText(err), variant: 'destructive' }),
                  })
                }
                disabled={verify.isPending}
                aria-label={`${ti.verify}: ${i.instituteName ?? i.email}`}
              >
                <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                {ti.verify}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
