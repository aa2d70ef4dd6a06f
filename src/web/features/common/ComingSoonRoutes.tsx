import { t } from '../../i18n/index.ts';
import { useRequireSignIn } from '../../lib/use-require-sign-in.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ComingSoonPage } from './ComingSoonPage.tsx';

/**
 * Screens owned by later issues, with the access rules of spec §2.1/§6 already in force:
 * signed-out visitors get the toast of §8 and go to /auth after 0.5 s.
 */
const SCREENS = {
  progress: { title: () => t.comingSoon.progress, toast: () => t.toasts.loginRequired },
} as const;

export default function ComingSoonRoutes({ screen }: { screen: keyof typeof SCREENS }) {
  const { title, toast } = SCREENS[screen];
  const user = useRequireSignIn(toast());
  if (!user) return <Spinner />;
  return <ComingSoonPage title={title()} />;
}
