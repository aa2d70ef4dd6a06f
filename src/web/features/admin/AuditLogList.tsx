import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogRow } from '../../../contracts/admin.ts';
import { t } from '../../i18n/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { auditLogQuery } from './api.ts';

/** A `user.type.change` side (`{ userType, adminRole }`, free-form details): its label, checked field by field. */
const typeName = (v: unknown) => {
  if (!v || typeof v !== 'object') return '';
  const role = 'adminRole' in v && typeof v.adminRole === 'string' ? v.adminRole : undefined;
  const type = 'userType' in v && typeof v.userType === 'string' ? v.userType : undefined;
  const key = role ?? type;
  const labels: Record<string, string | undefined> = t.profile.typeLabels;
  return key ? (labels[key] ?? key) : '';
};

function describe(row: AuditLogRow) {
  const ta = t.admin.audit;
  const who = row.actorName ?? ta.unknownActor;
  // A token or a trusted issuer is named by its details (its id means nothing to a person).
  const named = typeof row.details.name === 'string' ? row.details.name : undefined;
  const whom =
    row.targetName ??
    (row.targetType === 'accessToken' || row.targetType === 'trusted_issuer' ? (named ?? '') : row.targetId);
  const reason = typeof row.details.reason === 'string' ? ` (${ta.reason}: ${row.details.reason})` : '';
  const change =
    row.action === 'user.type.change'
      ? ` (${typeName(row.details.from)} → ${typeName(row.details.to)})`
      : row.action === 'user.mfa.reset'
        ? reason
        : '';
  const sentence = ta.actions[row.action];
  return `${sentence ? sentence(who, whom) : ta.otherAction(who)}${change}`;
}

/** Who changed what for whom, and when: the newest admin actions. */
export function AuditLogList() {
  const ta = t.admin.audit;
  const query = useInfiniteQuery(auditLogQuery);
  const rows = query.data?.pages.flatMap((p) => p.items);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ta.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError query={query} compact />}
        {rows?.length === 0 && <p className="text-sm text-slate-600">{ta.none}</p>}
        <ol className="flex flex-col divide-y divide-slate-100">
          {rows?.map((row) => (
            <li key={row.id} className="py-2 text-sm" data-testid="audit-row">
              <span className="text-slate-900">{describe(row)}</span>
              <time className="block text-slate-600" dateTime={row.createdAt}>
                {formatDate(row.createdAt)} {formatTime(row.createdAt)}
              </time>
            </li>
          ))}
        </ol>
        <LoadMore query={query} />
      </CardContent>
    </Card>
  );
}
