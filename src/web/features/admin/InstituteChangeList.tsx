import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { instituteChangesQuery, useDecideInstituteChange } from './api.ts';

const FIELDS = ['name', 'kvkNumber', 'website'] as const;

/** Verified institutes' changes of name, KvK number or website: old and new side by side. */
export function InstituteChangeList() {
  const tc = t.admin.institutesChanges;
  const query = useQuery(instituteChangesQuery);
  const decide = useDecideInstituteChange();
  const act = (id: string, accept: boolean) =>
    decide.mutate(
      { id, accept },
      {
        onSuccess: () => toast({ title: accept ? tc.accepted : tc.rejected }),
        onError: (err) => toast({ title: tc.failed, description: errorText(err), variant: 'destructive' }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{tc.title}</CardTitle>
        <CardDescription>{tc.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        {query.data?.length === 0 && <p className="text-sm text-slate-600">{tc.none}</p>}
        <ul className="flex flex-col divide-y divide-slate-100">
          {query.data?.map((c) => (
            <li key={c.instituteId} className="flex flex-col gap-3 py-3" data-testid="institute-change">
              <p className="text-sm break-words text-slate-600">
                {c.email} · {formatDate(c.since)}
              </p>
              <table className="w-full table-fixed text-left text-sm">
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="w-1/4 py-1 pr-2 font-medium">
                      {tc.field}
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      {tc.current}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {tc.requested}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {FIELDS.filter((f) => c.fields.includes(f)).map((f) => (
                    <tr key={f} className="border-t border-slate-100 align-top">
                      <th scope="row" className="py-1 pr-2 font-medium text-slate-900">
                        {tc[f]}
                      </th>
                      <td className="py-1 pr-2 break-words text-slate-700">{c.current[f] ?? tc.empty}</td>
                      <td className="py-1 break-words font-medium text-slate-900">
                        {c.requested[f] ?? tc.empty}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => act(c.instituteId, true)}
                  disabled={decide.isPending}
                  aria-label={`${tc.accept}: ${c.current.name ?? c.email}`}
                >
                  {tc.accept}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => act(c.instituteId, false)}
                  disabled={decide.isPending}
                  aria-label={`${tc.reject}: ${c.current.name ?? c.email}`}
                >
                  {tc.reject}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
