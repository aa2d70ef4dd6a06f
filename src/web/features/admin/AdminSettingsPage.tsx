import { useQuery } from '@tanstack/react-query';
import { Database, Layers, ShieldAlert, Sparkles, Tags } from 'lucide-react';
import { isAdmin } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { useSession } from '../../lib/session.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatTile } from '../../ui/StatTile.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { AuditLogList } from './AuditLogList.tsx';
import { skillsStatsQuery } from './api.ts';
import { InstituteChangeList } from './InstituteChangeList.tsx';
import { InstituteVerificationList } from './InstituteVerificationList.tsx';
import { LicenceRequestList } from './LicenceRequestList.tsx';
import { TrustedIssuerList } from './TrustedIssuerList.tsx';

/** /admin/settings (spec §2.18): admins and superadmins only; everyone else sees Toegang Geweigerd. */
export default function AdminSettingsPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!isAdmin(user)) return <AccessDenied signedIn={!!user} />;
  return <AdminSettings />;
}

function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const ta = t.admin;
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <CardContent className="flex flex-col items-center gap-3 pt-8 sm:pt-8">
        <ShieldAlert className="h-10 w-10 text-red-600" aria-hidden="true" />
        <h1 className="text-xl font-bold text-slate-900">{ta.deniedTitle}</h1>
        <p className="text-slate-600">{ta.deniedText}</p>
        {!signedIn && <ButtonLink to="/auth">{t.nav.login}</ButtonLink>}
      </CardContent>
    </Card>
  );
}

function AdminSettings() {
  const ta = t.admin;
  const query = useQuery(skillsStatsQuery);
  const s = query.data;
  return (
    <div>
      <PageTitle title={ta.title} subtitle={ta.subtitle} />
      <Tabs defaultValue="overview">
        <TabsList aria-label={ta.tabs.label}>
          <TabsTrigger value="overview">{ta.tabs.overview}</TabsTrigger>
          <TabsTrigger value="skills">{ta.tabs.skills}</TabsTrigger>
          <TabsTrigger value="trusted-issuers">{ta.trustedIssuers.title}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="flex flex-col gap-6">
          {query.isError && <QueryError query={query} />}
          {s ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatTile
                icon={<Sparkles className="h-5 w-5" />}
                label={ta.totalSkills}
                value={String(s.totalSkills)}
              />
              <StatTile
                icon={<Layers className="h-5 w-5" />}
                label={ta.totalClusters}
                value={String(s.totalClusters)}
              />
              <StatTile
                icon={<Tags className="h-5 w-5" />}
                label={ta.totalCategories}
                value={String(s.totalCategories)}
              />
              <StatTile icon={<Database className="h-5 w-5" />} label={ta.databaseStatus} value={ta.active} />
            </div>
          ) : (
            query.isPending && <Skeleton className="h-24 w-full rounded-2xl" />
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <InstituteVerificationList />
            <LicenceRequestList />
          </div>
          <InstituteChangeList />
          <AuditLogList />
        </TabsContent>
        <TabsContent value="skills" className="flex flex-col gap-6">
          {query.isPending && <Skeleton className="h-40 w-full rounded-2xl" />}
          {s && (
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle>{ta.newestSkills}</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="flex flex-col divide-y divide-slate-100" data-testid="newest-skills">
                    {s.sampleSkills.map((skill) => (
                      <li key={skill.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                        <span className="font-medium text-slate-900">{skill.name}</span>
                        <Badge>{skill.category}</Badge>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>{ta.distribution}</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="flex flex-col gap-1.5">
                    {s.categoryDistribution.map((c) => (
                      <div key={c.category} className="flex justify-between gap-3 text-sm">
                        <dt className="text-slate-700">{c.category}</dt>
                        <dd className="font-semibold text-slate-900">{c.count}</dd>
                      </div>
                    ))}
                  </dl>
                </CardContent>
              </Card>
            </div>
          )}
          <p className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">{ta.enrichmentNote}</p>
        </TabsContent>
        <TabsContent value="trusted-issuers" className="flex flex-col gap-6">
          <TrustedIssuerList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
