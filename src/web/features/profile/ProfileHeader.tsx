import { Pencil } from 'lucide-react';
import type { PublicUser } from '../../../contracts/auth.ts';
import { fullName, initials, roleBadge } from '../../../domain/user-display.ts';
import { getLanguage, t } from '../../i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';

/** Spec §2.17 header: avatar or initials, name, role badge, company or institute name, Bewerken. */
export function ProfileHeader({
  user,
  editing,
  onToggleEdit,
}: {
  user: PublicUser;
  editing: boolean;
  onToggleEdit: () => void;
}) {
  const org =
    user.userType === 'company'
      ? user.companyName
      : user.userType === 'institute'
        ? user.instituteName
        : null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:pt-6">
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="h-20 w-20 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
          >
            {initials(user)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{fullName(user)}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge tone="brand">{roleBadge(user, getLanguage())}</Badge>
            {org && <span className="text-sm text-slate-600">{org}</span>}
          </div>
        </div>
        <Button variant={editing ? 'secondary' : 'outline'} aria-pressed={editing} onClick={onToggleEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t.profile.edit}
        </Button>
      </CardContent>
    </Card>
  );
}
