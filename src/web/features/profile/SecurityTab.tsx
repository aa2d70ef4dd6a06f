import type { PublicUser } from '../../../contracts/auth.ts';
import { roleOf } from '../../../domain/roles.ts';
import { t } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { OidcLinksCard, PasskeysCard, TwoFactorCard } from '../auth/index.ts';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { PrivacyCard } from './PrivacyCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TokensCard } from './TokensCard.tsx';

/** Tab Beveiliging (spec §2.17): change password, account info, sessions, privacy rights. */
export function SecurityTab({ user }: { user: PublicUser }) {
  const ta = t.profile.account;
  const rows: [string, string][] = [
    [t.profile.personal.email, user.email],
    [t.profile.accountType, t.profile.typeLabels[roleOf(user)]],
    [ta.created, formatDate(user.createdAt)],
    [ta.updated, formatDate(user.updatedAt)],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <ChangePasswordCard />
        <Card>
          <CardHeader>
            <CardTitle>{ta.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-2">
              {rows.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-col gap-6">
        <TwoFactorCard />
        <PasskeysCard />
        <OidcLinksCard />
        <SessionsCard />
        <TokensCard />
        <PrivacyCard />
      </div>
    </div>
  );
}
