import { BarChart3 } from 'lucide-react';
import { hasPermission } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { TrendsOwner } from './api.ts';
import { TrendsChart } from './TrendsChart.tsx';

/**
 * /analytics: a company's or an institute's growth trends from stored events. Signed-out
 * visitors get the Login vereist toast and go to /auth; other roles are told where to look instead.
 */
export default function AnalyticsPage() {
  const user = useRequireSignIn(t.toasts.loginRequired);
  if (!user) return <Spinner />;
  const a = t.analytics;
  const owner: TrendsOwner | null = hasPermission(user, 'analytics.viewCompany')
    ? 'company'
    : hasPermission(user, 'analytics.viewInstitute')
      ? 'institute'
      : null;
  if (!owner) {
    return (
      <Card className="mx-auto mt-8 max-w-lg text-center">
        <CardContent className="flex flex-col items-center gap-3 pt-8 sm:pt-8">
          <BarChart3 className="h-10 w-10 text-slate-500" aria-hidden="true" />
          <h1 className="text-xl font-bold text-slate-900">{a.deniedTitle}</h1>
          <p className="text-slate-600">{a.deniedText}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div>
      <PageTitle title={a.title} subtitle={owner === 'company' ? a.subtitleCompany : a.subtitleInstitute} />
      <Card>
        <CardHeader>
          <CardTitle>{a.trendsTitle}</CardTitle>
          <CardDescription>{a.cardText}</CardDescription>
        </CardHeader>
        <CardContent>
          <TrendsChart owner={owner} />
        </CardContent>
      </Card>
    </div>
  );
}
