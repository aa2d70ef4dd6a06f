import { useSearchParams } from 'react-router';
import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { CommunityTab } from './CommunityTab.tsx';
import { FeedTab } from './FeedTab.tsx';
import { GroupsTab } from './GroupsTab.tsx';
import { LeaderboardTab } from './LeaderboardTab.tsx';
import { SidePanel } from './SidePanel.tsx';

/** Tab values; ?tab=… in the URL selects one (notifications link to ?tab=groepen). */
const TABS = ['activiteiten', 'community', 'ranglijst', 'groepen'] as const;
type Tab = (typeof TABS)[number];

/** Community (spec §2.16); signed out: the toast Login vereist and /auth after 0.5 s. */
export default function CommunityPage() {
  const user = useRequireSignIn(t.toasts.loginRequired);
  const [params, setParams] = useSearchParams();
  if (!user) return <Spinner />;
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'activiteiten';
  const tc = t.community;
  const labels: Record<Tab, string> = {
    activiteiten: tc.tabs.feed,
    community: tc.tabs.community,
    ranglijst: tc.tabs.leaderboard,
    groepen: tc.tabs.groups,
  };
  return (
    <div>
      <PageTitle title={tc.title} subtitle={tc.subtitle} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs
          value={tab}
          onValueChange={(v) => setParams(v === 'activiteiten' ? {} : { tab: v }, { replace: true })}
        >
          <TabsList stretch>
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {labels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="activiteiten">
            <FeedTab />
          </TabsContent>
          <TabsContent value="community">
            <CommunityTab />
          </TabsContent>
          <TabsContent value="ranglijst">
            <LeaderboardTab />
          </TabsContent>
          <TabsContent value="groepen">
            <GroupsTab />
          </TabsContent>
        </Tabs>
        <SidePanel />
      </div>
    </div>
  );
}
