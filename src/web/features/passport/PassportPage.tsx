import { useQuery } from '@tanstack/react-query';
import { IdCard } from 'lucide-react';
import { t as i18n, section } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { Tour } from '../../ui/Tour.tsx';
import { enrollmentsQuery, isCompleted } from '../courses/index.ts';
import { MyCredentials } from '../credentials/index.ts';
import { DocumentsPanel } from '../documents/index.ts';
import { scanResultQuery } from '../scan/index.ts';
import { InterestsTab, OverviewTab, PersonalityTab, ProgressTab, SkillsTab } from './PassportTabs.tsx';

const t = section((m) => m.passport);

export const PASSPORT_TOUR_KEY = 'tour.passport.completed';

/** /skills-passport: Mijn Paspoort (spec §2.10). */
export default function PassportPage() {
  const user = useRequireSignIn(i18n.toasts.loginRequired);
  const scan = useQuery({ ...scanResultQuery(), enabled: !!user });
  const enrollments = useQuery({ ...enrollmentsQuery(), enabled: !!user });
  if (!user) return null;

  const list = enrollments.data ?? [];
  const completed = list.filter(isCompleted);
  const running = list.filter((e) => !isCompleted(e));

  let body: React.ReactNode;
  if (scan.isLoading || enrollments.isLoading) {
    body = (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-10 w-full max-w-xl" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (scan.isError || enrollments.isError) {
    // The passport shows the scan and the courses together: one retry refetches whichever failed.
    body = (
      <QueryError
        title={t.loadError}
        query={{
          refetch: () =>
            Promise.all([scan.isError && scan.refetch(), enrollments.isError && enrollments.refetch()]),
          isFetching: scan.isFetching || enrollments.isFetching,
        }}
      />
    );
  } else if (!scan.data) {
    body = (
      <Card className="mx-auto max-w-xl text-center">
        <CardContent className="flex flex-col items-center gap-3 pt-8 sm:pt-8">
          <IdCard className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">{t.emptyTitle}</h2>
          <p className="text-slate-600">{t.emptyBody}</p>
          <ButtonLink to="/scan" className="mt-2">
            {t.emptyAction}
          </ButtonLink>
        </CardContent>
      </Card>
    );
  } else {
    const result = scan.data;
    body = (
      <Tabs defaultValue="overview">
        <TabsList className="flex-wrap">
          <TabsTrigger value="overview">{t.tabs.overview}</TabsTrigger>
          <TabsTrigger value="personality">{t.tabs.personality}</TabsTrigger>
          <TabsTrigger value="interests">{t.tabs.interests}</TabsTrigger>
          <TabsTrigger value="skills">{t.tabs.skills}</TabsTrigger>
          <TabsTrigger value="progress">{t.tabs.progress}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab result={result} completedCount={completed.length} />
        </TabsContent>
        <TabsContent value="personality">
          <PersonalityTab result={result} />
        </TabsContent>
        <TabsContent value="interests">
          <InterestsTab result={result} />
        </TabsContent>
        <TabsContent value="skills">
          <SkillsTab result={result} />
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab completed={completed} running={running} />
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <div>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      {body}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <MyCredentials />
        <DocumentsPanel />
      </div>
      <Tour steps={t.tour} storageKey={PASSPORT_TOUR_KEY} enabled={!scan.isLoading} />
    </div>
  );
}
