import { FileText } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Card } from '../../ui/Card.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { AvailableTab } from './AvailableTab.tsx';
import { QuestionnaireDialog } from './QuestionnaireDialog.tsx';
import { StatusTab } from './StatusTab.tsx';
import { useQuestionnaire } from './use-questionnaire.ts';

/** /subsidies (spec §2.14): signed in only; signed out gives the toast Unauthorized and /auth. */
export default function SubsidiesPage() {
  const user = useRequireSignIn(t.toasts.unauthorized);
  const [dialogOpen, setDialogOpen] = useState(false);
  const questionnaire = useQuestionnaire(() => setDialogOpen(false));
  if (!user) return <Spinner />;
  const s = t.subsidies;
  return (
    <div className="space-y-6">
      <PageTitle title={s.title} subtitle={s.subtitle} />
      <Tabs defaultValue="available">
        <TabsList>
          <TabsTrigger value="available">{s.tabs.available}</TabsTrigger>
          <TabsTrigger value="applications">{s.tabs.applications}</TabsTrigger>
          <TabsTrigger value="status">{s.tabs.status}</TabsTrigger>
        </TabsList>
        <TabsContent value="available">
          <AvailableTab onStartCheck={() => setDialogOpen(true)} />
        </TabsContent>
        <TabsContent value="applications">
          <Card className="p-8 text-center">
            <FileText className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
            <p className="mt-3 font-medium text-slate-900">{s.noApplications}</p>
            <p className="mt-1 text-sm text-slate-600">{s.noApplicationsHint}</p>
          </Card>
        </TabsContent>
        <TabsContent value="status">
          <StatusTab />
        </TabsContent>
      </Tabs>
      <QuestionnaireDialog open={dialogOpen} onOpenChange={setDialogOpen} state={questionnaire} />
    </div>
  );
}
