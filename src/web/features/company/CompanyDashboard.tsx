import type { PublicUser } from '../../../contracts/auth.ts';
import { displayName } from '../../../domain/user-display.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** The company dashboard frame; its tiles and panels arrive with the feature that owns them. */
export default function CompanyDashboard({ user }: { user: PublicUser }) {
  return <PageTitle title={`Welkom terug, ${displayName(user)}`} subtitle="Je dashboard" />;
}
