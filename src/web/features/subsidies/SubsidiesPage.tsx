import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { ApplicationsTab, StatusTab } from '../subsidy-applications/index.ts';
import { AvailableTab } from './AvailableTab.tsx';
import { QuestionnaireDialog } from './QuestionnaireDialog.tsx';
import { useQuestionnaire } from './use-questionnaire.ts';

/** `?tab=aanvragen|status` opens a tab (links from notifications and after starting a dossier). */
const TAB_OF_PARAM: Record<string, string> = { aanvragen: 'applications', status: 'status' };
const PARAM_OF_TAB: Record<string, string> = { applications: 'aanvragen', status: 'status' };

/** /subsidies (spec §2.14): signed in only; signed out gives the toast Unauthorized and /auth. */
export default function SubsidiesPage() {
  const user = useRequireSignIn(t.toasts.unauthorized);
  const [dialogOpen, setDialogOpen] = useState(false);
  const questionnaire = useQuestionnaire(() => setDialogOpen(false));
  const [params, setParams] = useSearchParams();
  if (!user) return <Spinner />;
  const s = t.subsidies;
  const tab = TAB_OF_PARAM[params.get('tab') ?? ''] ?? 'available';
  return (
    <div className="space-y-6">
      <PageTitle title={s.title} subtitle={s.subtitle} />
      <Tabs
        value={tab}
        onValueChange={(v) =>
          setParams(v === 'available' ? {} : { tab: PARAM_OF_TAB[v] ?? '' }, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="available">{s.tabs.available}</TabsTrigger>
          <TabsTrigger value="applications">{s.tabs.applications}</TabsTrigger>
          <TabsTrigger value="status">{s.tabs.status}</TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          <AvailableTab onStartCheck={() => setDialogOpen(true)} />
        </TabsContent>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
        <TabsContent value="status">
          <StatusTab />
        </TabsContent>
      </Tabs>
      <QuestionnaireDialog open={dialogOpen} onOpenChange={setDialogOpen} state={questionnaire} />
    </div>
  );
}
