import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { categoryLabel } from '../../../domain/courses.ts';
import { getLanguage, t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { groupsQuery, useCommunityMutations } from './api.ts';

/** Groepen: study groups with real member counts; Lid Worden joins, Verlaten leaves. */
export function GroupsTab() {
  const tg = t.community.groups;
  const query = useQuery(groupsQuery());
  const { membership } = useCommunityMutations();
  if (query.isLoading) return <Skeleton className="h-60 w-full" />;
  if (query.isError || !query.data) return <QueryError query={query} title={t.community.loadFailed} />;
  if (query.data.length === 0) {
    return (
      <Card>
        <CardContent className="pt-8 text-center sm:pt-8">
          <h2 className="text-lg font-semibold text-slate-900">{tg.emptyTitle}</h2>
          <p className="text-sm text-slate-600">{tg.emptyText}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {query.data.map((g) => (
        <li key={g.id}>
          <Card className="h-full">
            <CardContent className="flex h-full flex-col gap-2 pt-5 sm:pt-6">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-semibold text-slate-900">{g.name}</h2>
                <Badge tone="neutral">{categoryLabel(g.category, getLanguage())}</Badge>
              </div>
              <p className="flex-1 text-sm text-slate-600">{g.description}</p>
              <div className="flex items-center justify-between gap-2">
                <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                  <Users className="h-4 w-4" aria-hidden="true" />
                  {tg.members(g.memberCount)}
                </span>
                <Button
                  size="sm"
                  variant={g.isMember ? 'outline' : 'primary'}
                  disabled={membership.isPending && membership.variables?.id === g.id}
                  aria-label={`${g.isMember ? tg.leave : tg.join}: ${g.name}`}
                  onClick={() =>
                    membership.mutate(
                      { id: g.id, member: g.isMember },
                      {
                        onSuccess: () =>
                          toast({ title: g.isMember ? tg.left : tg.joined, description: g.name }),
                        onError: () => toast({ title: tg.failed, variant: 'destructive' }),
                      },
                    )
                  }
                >
                  {g.isMember ? tg.leave : tg.join}
                </Button>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
