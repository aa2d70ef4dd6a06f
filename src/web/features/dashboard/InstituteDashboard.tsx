import type { PublicUser } from '../../../contracts/auth.ts';
import { displayName } from '../../../domain/user-display.ts';
import { PageTitle } from '../common/PageTitle.tsx';

/** The institute dashboard frame; its tiles and panels arrive with the feature that owns them. */
export default function InstituteDashboard({ user }: { user: PublicUser }) {
  return <PageTitle title={`Welkom terug, ${displayName(user)}`} subtitle="Je dashboard" />;
}
