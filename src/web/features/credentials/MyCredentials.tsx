import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { section } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { IssuerName } from '../../ui/IssuerName.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { myCredentialsQuery } from './api.ts';
import { CredentialActions } from './CredentialActions.tsx';
import { ImportCredential } from './ImportCredential.tsx';

const t = section((m) => m.credentials);
const evidence = section((m) => m.evidence);

/** The learner's certificates (Open Badges), each with its verify page, PDF, JSON and share link. */
export function MyCredentials() {
  const query = useQuery(myCredentialsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.myTitle}</CardTitle>
        <CardDescription>{t.myHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isLoading && <Skeleton className="h-20 w-full" />}
        {query.isError && <QueryError title={t.loadError} query={query} />}
        {query.data && query.data.length === 0 && <p className="text-sm text-slate-600">{t.none}</p>}
        {query.data && query.data.length > 0 && (
          <ul className="space-y-4">
            {query.data.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words text-slate-900">{c.courseTitle}</h3>
                    <p className="text-sm text-slate-600">
                      {t.issuedBy}{' '}
                      <IssuerName
                        name={c.instituteName === c.issuerId ? '' : c.instituteName}
                        id={c.issuerId}
                        trust={c.issuerTrust}
                      />{' '}
                      · {c.issuedAt ? formatDate(c.issuedAt) : ''}
                    </p>
                    {c.source === 'imported' && (
                      <p className="font-mono text-xs break-all text-slate-500">{c.issuerId}</p>
                    )}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {c.source === 'imported' && <Badge tone="neutral">{t.imported}</Badge>}
                    {c.status === 'valid' && c.issuerTrust === 'unknown' ? (
                      <Badge tone="amber">{evidence.level.claimed}</Badge>
                    ) : (
                      <Badge tone={c.status === 'valid' ? 'green' : 'red'}>
                        {c.status === 'valid'
                          ? t.verified
                          : c.status === 'suspended'
                            ? t.suspended
                            : t.revoked}
                      </Badge>
                    )}
                  </div>
                </div>
                {c.source === 'issued' && (
                  <div className="mt-3 flex flex-wrap items-center gap-3">
                    <Link to={`/verify/${c.id}`} className="text-sm font-medium text-brand-700 underline">
                      {t.view}
                      <span className="sr-only">: {c.courseTitle}</span>
                    </Link>
                    <CredentialActions id={c.id} />
                  </div>
                )}
                {c.source === 'imported' && c.skills.length > 0 && (
                  <p className="mt-2 text-sm text-slate-700">{c.skills.join(' · ')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        <ImportCredential />
      </CardContent>
    </Card>
  );
}
