import { BadgeCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { issuerIdOf } from '../../../domain/credentials/index.ts';
import { publicSection as section } from '../../i18n/language.ts';
import type { ApiAnswer } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { IssuerName } from '../../ui/IssuerName.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { CredentialActions } from './CredentialActions.tsx';
import { VerificationChecks } from './VerificationChecks.tsx';

const t = section((m) => m.credentials);

/** /verify/{id}'s frame: its title above what the page found. */
export function VerifyFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={t.verifyTitle} subtitle={t.verifySubtitle} />
      {children}
    </div>
  );
}

/** No credential with this id. */
export function CredentialNotFound() {
  return (
    <Card>
      <CardContent className="pt-6 text-slate-700 sm:pt-6">{t.notFound}</CardContent>
    </Card>
  );
}

/**
 * Who earned what, from whom, when, and whether it still stands: the app's page (VerifyPage, which
 * adds the issuer's revoke button as `children`) and the public pages' light client (decision 500).
 */
export function CredentialFacts({
  id,
  answer,
  children,
}: {
  id: string;
  answer: ApiAnswer<'get', '/api/credentials/{id}'>;
  children?: ReactNode;
}) {
  const { summary, status, revokedAt, revokeReason, credential, checks, issuerTrust } = answer;
  const valid = status === 'valid';
  const title = valid
    ? t.valid
    : status === 'revoked'
      ? t.revoked
      : status === 'expired'
        ? t.expired
        : t.invalid;
  const validUntil = (credential as { validUntil?: unknown }).validUntil;
  const facts = [
    [t.earnedBy, summary.learnerName],
    [t.course, summary.courseTitle],
    [
      t.issuedBy,
      <IssuerName
        key="issuer"
        name={summary.instituteName}
        id={issuerIdOf(credential)}
        trust={issuerTrust}
      />,
    ],
    [t.issuedOn, summary.issuedAt ? formatDate(summary.issuedAt) : '–'],
  ] as const;
  return (
    <Card>
      <CardContent className="space-y-6 pt-6 sm:pt-6">
        <div
          className={`flex items-start gap-3 rounded-xl p-4 ${valid ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
          role="status"
        >
          {valid ? (
            <BadgeCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
          ) : (
            <ShieldX className="h-6 w-6 shrink-0" aria-hidden="true" />
          )}
          <div>
            <p className="text-lg font-semibold">{title}</p>
            <p className="text-sm">
              {valid
                ? t.validText
                : status === 'revoked'
                  ? t.revokedText(revokedAt ? formatDate(revokedAt) : '')
                  : status === 'expired'
                    ? t.expiredText(typeof validUntil === 'string' ? formatDate(validUntil) : '')
                    : t.invalidText}
            </p>
            {status === 'revoked' && revokeReason && (
              <p className="text-sm">{t.revokeReason(revokeReason)}</p>
            )}
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {summary.skills.length > 0 && (
          <div>
            <h2 className="text-sm text-slate-600">{t.skills}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {summary.skills.map((s) => (
                <li key={s}>
                  <Badge tone="brand" className="px-3 py-1 text-sm">
                    {s}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        <VerificationChecks checks={checks} />
        <CredentialActions id={id} credential={credential} summary={valid ? summary : undefined} />
        {children}
      </CardContent>
    </Card>
  );
}
