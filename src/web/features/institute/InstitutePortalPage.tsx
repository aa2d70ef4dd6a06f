import { useRequireSignIn } from '../../app/use-require-sign-in.ts';
import { t } from '../../i18n/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ComingSoonPage } from '../common/ComingSoonPage.tsx';

export default function InstitutePortalPage() {
  const user = useRequireSignIn(t.toasts.unauthorized);
  if (!user) return <Spinner />;
  return <ComingSoonPage title="Instituut Portal" />;
}
