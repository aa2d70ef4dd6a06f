import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

/** Placeholder of issue 10: replaced by the real screen. */
export default function VacanciesPage() {
  const user = useRequireSignIn(t.toasts.loginRequired);
  if (!user) return <Spinner />;
  return <PageTitle title="Vacatures" />;
}
