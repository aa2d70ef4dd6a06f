import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { CommunityPerson } from '../../../contracts/community.ts';
import { t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { communityQuery } from './api.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

function PersonRow({
  person,
  detail,
  extra,
}: {
  person: CommunityPerson;
  detail: string;
  extra?: React.ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-2">
      <PersonAvatar person={person} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{person.name}</p>
        <p className="truncate text-sm text-slate-600">{detail}</p>
      </div>
      {extra}
    </li>
  );
}

function Section({ title, children, count }: { title: string; count: number; children: React.ReactNode }) {
  if (count === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} <span className="text-sm font-normal text-slate-500">({count})</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">{children}</ul>
      </CardContent>
    </Card>
  );
}

/** Community: coursemates, colleagues and instructors; an explaining empty state linking to /courses. */
export function CommunityTab() {
  const tc = t.community.community;
  const query = useQuery(communityQuery());
  if (query.isLoading) return <Skeleton className="h-40 w-full" />;
  if (query.isError || !query.data) return <QueryError query={query} title={t.community.loadFailed} />;
  const { coursemates, colleagues, instructors } = query.data;
  if (coursemates.length + colleagues.length + instructors.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-8 text-center sm:pt-8">
          <Users className="h-10 w-10 text-brand-600" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">{tc.emptyTitle}</h2>
          <p className="max-w-prose text-sm text-slate-600">{tc.emptyText}</p>
          <ButtonLink to="/courses">{tc.emptyCta}</ButtonLink>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Section title={tc.coursemates} count={coursemates.length}>
        {coursemates.map((m) => (
          <PersonRow
            key={`${m.user.id}-${m.course.id}`}
            person={m.user}
            detail={m.course.title}
            extra={
              <Badge tone={m.enrollment.status === 'completed' ? 'green' : 'blue'}>
                {m.enrollment.status === 'completed' ? tc.statusCompleted : tc.statusEnrolled}
              </Badge>
            }
          />
        ))}
      </Section>
      <Section title={tc.colleagues} count={colleagues.length}>
        {colleagues.map((c) => (
          <PersonRow key={c.user.id} person={c.user} detail={c.companyName ?? c.user.title} />
        ))}
      </Section>
      <Section title={tc.instructors} count={instructors.length}>
        {instructors.map((i) => (
          <PersonRow
            key={`${i.user.id}-${i.courseTitle}`}
            person={i.user}
            detail={`${i.instituteName ?? i.user.name} · ${i.courseTitle}`}
          />
        ))}
      </Section>
    </div>
  );
}
