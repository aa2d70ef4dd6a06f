import { Lock, ShieldAlert } from 'lucide-react';
import { lazy } from 'react';
import { section } from '../../i18n/index.ts';
import { useSession } from '../../lib/session.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/Card.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

// One chunk per role's dashboard, each loaded through its feature's public index.
const TalentDashboard = lazy(() =>
  import('../talent/index.ts').then((m) => ({ default: m.TalentDashboard })),
);
const CompanyDashboard = lazy(() =>
  import('../company/index.ts').then((m) => ({ default: m.CompanyDashboard })),
);
const InstituteDashboard = lazy(() =>
  import('../institute/index.ts').then((m) => ({ default: m.InstituteDashboard })),
);

const AdminHome = lazy(() => import('../admin/index.ts').then((m) => ({ default: m.AdminHome })));

const d = section((m) => m.dashboard);

/**
 * Dashboard gating of spec §2.1: loading, Geen toegang, or the role's view; admins and superadmins
 * get their home. Onbekende gebruikersrol remains only for a type the app does not know.
 */
function Dashboard() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) {
    return (
      <GateCard
        icon={<Lock className="h-6 w-6" aria-hidden="true" />}
        title={d.noAccessTitle}
        text={d.noAccessText}
      >
        <ButtonLink to="/auth">{d.loginButton}</ButtonLink>
      </GateCard>
    );
  }
  switch (user.userType) {
    case 'talent':
      return <TalentDashboard user={user} />;
    case 'company':
      return <CompanyDashboard user={user} />;
    case 'institute':
      return <InstituteDashboard user={user} />;
    case 'admin':
      return <AdminHome user={user} />;
    default:
      return (
        <GateCard
          icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />}
          title={d.unknownRoleTitle}
          text={d.unknownRoleText(user.userType || 'onbekend')}
        />
      );
  }
}

function GateCard({
  icon,
  title,
  text,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          {icon}
        </span>
        <h1 className="text-xl font-semibold leading-tight text-slate-900">{title}</h1>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      {children && <CardContent className="flex justify-center">{children}</CardContent>}
    </Card>
  );
}

export default Dashboard;

/** README: each role's start page, built from other features' data */
