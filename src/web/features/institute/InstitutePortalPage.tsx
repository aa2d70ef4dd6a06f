import { useQuery } from '@tanstack/react-query';
import { BarChart3, MessageSquare, Plus, Settings, ShieldAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { hasInstitutePortal } from '../../../domain/roles.ts';
import { displayName } from '../../../domain/user-display.ts';
import { section, t as tApp } from '../../i18n/index.ts';
import { formatEuro, formatRating } from '../../lib/format.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { InstituteReviewsPanel } from '../reviews/index.ts';
import { instituteStatsQuery } from './api.ts';
import { CredentialsPanel } from './CredentialsPanel.tsx';
import { InboxPanel } from './InboxPanel.tsx';
import { InstituteCourseList } from './InstituteCourseList.tsx';
import { AnalyticsTab, SettingsTab } from './InstituteTabs.tsx';
import { LearnersPanel } from './LearnersPanel.tsx';
import { NewCourseDialog } from './NewCourseDialog.tsx';
import { UnverifiedNotice } from './UnverifiedNotice.tsx';

const t = section((m) => m.courses.portal);
const tRough = section((m) => m.courses.rough);
const tLearners = section((m) => m.learning.learners);
const tReviews = section((m) => m.reviews);
const tCertificates = section((m) => m.institute.certificates);

const TABS = ['courses', 'learners', 'certificates', 'analytics', 'messages', 'reviews', 'settings'];

/** Spec §2.15: institute users only; signed out → Unauthorized and /auth after 0.5 s. */
export default function InstitutePortalPage() {
  const user = useRequireSignIn(tApp.toasts.unauthorized);
  if (!user) return <Spinner />;
  if (!hasInstitutePortal(user)) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardHeader className="items-center">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-800">
            <ShieldAlert className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold text-slate-900">{t.deniedTitle}</h1>
          <CardDescription>{t.deniedText}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <ButtonLink to="/" variant="outline">
            {t.home}
          </ButtonLink>
        </CardContent>
      </Card>
    );
  }
  return <Portal name={user.instituteName || displayName(user)} user={user} />;
}

function Portal({ name, user }: { name: string; user: Parameters<typeof SettingsTab>[0]['user'] }) {
  // The dashboard's quick actions open a tab by the address (/institute?tab=reviews).
  const [params] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const [tab, setTab] = useState(TABS.includes(asked) ? asked : 'courses');
  const [dialogOpen, setDialogOpen] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  /**
   * A button that opens a tab (Naar Instellingen, the quick actions, a created course) brings the
   * tab's content into view and focus: it may open below the fold.
   */
  const showTab = (name: string) => {
    setTab(name);
    requestAnimationFrame(() => {
      const tabs = tabsRef.current;
      tabs?.scrollIntoView({ block: 'start' });
      tabs
        ?.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]')
        ?.focus({ preventScroll: true });
    });
  };
  const stats = useQuery(instituteStatsQuery());
  const s = stats.data;
  const totals: [string, string][] = [
    [t.totals.courses, String(s?.totalCourses ?? '–')],
    [t.totals.students, String(s?.totalEnrollments ?? '–')],
    [t.totals.rating, s ? formatRating(s.averageRating) : '–'],
    [t.totals.revenue, s ? formatEuro(s.revenue) : '–'],
  ];
  const quick = [
    { key: 'new', icon: Plus, text: t.quick.newCourse, onClick: () => setDialogOpen(true) },
    { key: 'analytics', icon: BarChart3, text: t.quick.analytics, onClick: () => showTab('analytics') },
    {
      key: 'messages',
      icon: MessageSquare,
      text: t.quick.messages,
      onClick: () => showTab('messages'),
    },
    { key: 'settings', icon: Settings, text: t.quick.settings, onClick: () => showTab('settings') },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white shadow-sm sm:p-8">
        <p className="text-sm font-medium text-brand-100">{t.title}</p>
        <h1 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{t.welcome(name)}</h1>
        <p className="mt-1 text-brand-50">{t.bannerText}</p>
        <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats.isPending}>
          {totals.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white/10 p-3">
              <dt className="text-sm text-brand-50">{label}</dt>
              <dd className="text-lg font-bold whitespace-nowrap sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <UnverifiedNotice onSettings={() => showTab('settings')} />

      <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {quick.map(({ key, icon: Icon, text, onClick }) => (
            <li key={key}>
              <button
                type="button"
                onClick={onClick}
                className="flex h-full w-full flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
                <span className="font-semibold text-slate-900">{text[0]}</span>
                <span className="text-sm text-slate-600">{text[1]}</span>
              </button>
            </li>
          ))}
        </ul>
        {dialogOpen && (
          <NewCourseDialog
            onDone={(saved) => {
              setDialogOpen(false);
              // The new course is in Cursussen: show it there, whichever tab was open.
              if (saved) showTab('courses');
            }}
          />
        )}
      </Dialog>

      <Tabs value={tab} onValueChange={setTab} ref={tabsRef} className="scroll-mt-20">
        <TabsList stretch className="max-sm:grid max-sm:grid-cols-3 sm:max-w-3xl">
          <TabsTrigger value="courses">{t.tabs.courses}</TabsTrigger>
          <TabsTrigger value="learners">{tLearners.tab}</TabsTrigger>
          <TabsTrigger value="certificates">{tCertificates.tab}</TabsTrigger>
          <TabsTrigger value="analytics">{t.tabs.analytics}</TabsTrigger>
          <TabsTrigger value="messages">{tRough.inboxTab}</TabsTrigger>
          <TabsTrigger value="reviews">{tReviews.tab}</TabsTrigger>
          <TabsTrigger value="settings">{t.tabs.settings}</TabsTrigger>
        </TabsList>
        <TabsContent value="courses">
          <InstituteCourseList />
        </TabsContent>
        <TabsContent value="learners">
          <LearnersPanel />
        </TabsContent>
        <TabsContent value="certificates">
          <CredentialsPanel />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab stats={s} />
        </TabsContent>
        <TabsContent value="messages">
          <InboxPanel />
        </TabsContent>
        <TabsContent value="reviews">
          <InstituteReviewsPanel />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
