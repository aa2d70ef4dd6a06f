import { useQuery } from '@tanstack/react-query';
import {
  BarChart3,
  Briefcase,
  ClipboardCheck,
  Clock,
  HandCoins,
  Plus,
  Search,
  Target,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PublicUser } from '../../../contracts/auth.ts';
import { displayName, isNewAccount } from '../../../domain/user-display.ts';
import { t } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StatTile } from '../../ui/StatTile.tsx';
import { ApplicationStatusBadge } from '../vacancies/index.ts';
import { AnalyticsPanel } from './AnalyticsPanel.tsx';
import { companyVacanciesQuery, dashboardQuery } from './api.ts';
import { NewVacancyDialog } from './NewVacancyDialog.tsx';
import { ReviewApplicationsDialog } from './ReviewApplicationsDialog.tsx';
import { TalentSearchDialog } from './TalentSearchDialog.tsx';
import { VacancyRows } from './VacancyRows.tsx';

type Action = 'newVacancy' | 'review' | 'search' | 'analytics';
const icon = (I: typeof Briefcase) => <I className="h-5 w-5" aria-hidden="true" />;

/** The Bedrijfsdashboard (spec §2.12), every figure from GET /api/company/dashboard. */
export default function CompanyDashboard({ user }: { user: PublicUser }) {
  const dash = useQuery(dashboardQuery());
  const all = useQuery(companyVacanciesQuery());
  const [open, setOpen] = useState<Action | null>(null);
  const c = t.company;
  const d = dash.data;
  const closed = (all.data ?? []).filter((v) => v.status === 'closed');
  // A new account that has placed nothing yet is welcomed, not welcomed back.
  const firstVisit = isNewAccount(user) && all.isSuccess && all.data.length === 0;
  const dialog: Record<Action, ReactNode> = {
    newVacancy: <NewVacancyDialog onDone={() => setOpen(null)} />,
    review: <ReviewApplicationsDialog />,
    search: <TalentSearchDialog />,
    analytics: (
      <DialogContent title={c.analytics.title} description={c.analytics.description} className="max-w-3xl">
        {d ? <AnalyticsPanel dashboard={d} /> : <Skeleton className="h-40 w-full" />}
      </DialogContent>
    ),
  };
  const actions: [Action, typeof Plus][] = [
    ['newVacancy', Plus],
    ['review', ClipboardCheck],
    ['search', Search],
    ['analytics', BarChart3],
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={c.title} subtitle={(firstVisit ? c.welcomeNew : c.welcome)(displayName(user))} />
      {dash.isError && <QueryError query={dash} title={c.loadFailed} compact />}
      <section
        aria-label={c.tilesLabel}
        aria-busy={dash.isPending}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <StatTile icon={icon(Briefcase)} label={c.tiles.active} value={d ? String(d.activeVacancies) : '–'} />
        <StatTile
          icon={icon(Users)}
          label={c.tiles.applications}
          value={d ? String(d.totalApplications) : '–'}
        />
        <StatTile icon={icon(Clock)} label={c.tiles.pending} value={d ? String(d.pendingReview) : '–'} />
        <StatTile
          icon={icon(Target)}
          label={c.tiles.avgMatch}
          value={d?.averageMatchScore != null ? `${d.averageMatchScore}%` : '–'}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{c.activeVacancies}</CardTitle>
            </CardHeader>
            <CardContent>
              {!d ? (
                <Skeleton className="h-32 w-full" />
              ) : d.vacancies.length === 0 ? (
                <p className="text-sm text-slate-600">{c.noVacancies}</p>
              ) : (
                <VacancyRows vacancies={d.vacancies} />
              )}
              {closed.length > 0 && (
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-medium text-brand-700">
                    {c.closedVacancies} ({closed.length})
                  </summary>
                  <VacancyRows vacancies={closed} />
                </details>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{c.recentApplications}</CardTitle>
            </CardHeader>
            <CardContent>
              {!d ? (
                <Skeleton className="h-32 w-full" />
              ) : d.recentApplications.length === 0 ? (
                <p className="text-sm text-slate-600">{c.noApplications}</p>
              ) : (
                <ul className="divide-y divide-slate-100" data-testid="recent-applications">
                  {d.recentApplications.map((a) => (
                    <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{a.talentName}</p>
                        <p className="text-sm break-words text-slate-600">
                          {a.vacancyTitle} ·{' '}
                          {a.match.score === null
                            ? t.evidence.scoreUnknown
                            : `${c.match(a.match.score)} (${t.evidence.proof(a.match.proven, a.match.skills.length, a.match.claimed)})`}{' '}
                          · {formatDate(a.createdAt)}
                        </p>
                      </div>
                      <ApplicationStatusBadge status={a.status} />
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>

        <Card className="self-start">
          <CardHeader>
            <CardTitle>{c.quickActions}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            {actions.map(([key, I]) => (
              <Button key={key} variant="outline" className="justify-start" onClick={() => setOpen(key)}>
                {icon(I)}
                {c.actions[key]}
              </Button>
            ))}
            <ButtonLink to="/subsidieverzoeken" variant="outline" className="justify-start">
              {icon(HandCoins)}
              {t.dossiers.company.link}
            </ButtonLink>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{c.analytics.title}</CardTitle>
          <p className="text-sm text-slate-600">{c.analytics.description}</p>
        </CardHeader>
        <CardContent>
          {d ? <AnalyticsPanel dashboard={d} /> : <Skeleton className="h-32 w-full" />}
        </CardContent>
      </Card>

      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && dialog[open]}
      </Dialog>
    </div>
  );
}
