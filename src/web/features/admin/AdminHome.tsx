import type { PublicUser } from '../../../contracts/auth.ts';
import { canManageUsers } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AuditLogList } from './AuditLogList.tsx';
import { InstituteVerificationList } from './InstituteVerificationList.tsx';
import { LicenceRequestList } from './LicenceRequestList.tsx';
import { PlatformStatsCards } from './PlatformStatsCards.tsx';

/**
 * The home page of admins and superadmins: what waits for them (institutes to verify,
 * licence requests), the latest admin actions and the platform figures, never "Onbekende gebruikersrol".
 */
export function AdminHome({ user }: { user: PublicUser }) {
  const h = t.admin.home;
  return (
    <div className="flex flex-col gap-6" data-testid="admin-home">
      <PageTitle title={h.title(user.firstName ?? user.email)} subtitle={h.subtitle} />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/admin/settings" variant="outline">
          {h.settingsLink}
        </ButtonLink>
        {canManageUsers(user) && (
          <ButtonLink to="/profile?tab=admin" variant="outline">
            {h.usersLink}
          </ButtonLink>
        )}
      </div>
      <PlatformStatsCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <InstituteVerificationList />
        <LicenceRequestList />
      </div>
      <AuditLogList />
    </div>
  );
}
