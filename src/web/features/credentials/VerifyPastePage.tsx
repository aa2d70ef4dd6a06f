import { useMutation } from '@tanstack/react-query';
import { BadgeCheck, ShieldX } from 'lucide-react';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Card, CardContent } from '../../ui/Card.tsx';
import { IssuerName } from '../../ui/IssuerName.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { verifyCredential } from './api.ts';
import { CredentialJsonForm } from './CredentialJsonForm.tsx';
import { VerificationChecks } from './VerificationChecks.tsx';

const t = section((m) => m.credentials);

/** /verify: anyone pastes or picks a credential's JSON and sees the verifier's checks. */
export default function VerifyPastePage() {
  const verify = useMutation({
    mutationFn: verifyCredential,
  });

  const answer = verify.data;
  // A valid signature by an issuer we do not know is said so, not shown as "Geldig" (decision 405).
  const known = answer ? answer.issuerTrust !== 'unknown' : false;
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle title={t.pasteTitle} subtitle={t.pasteSubtitle} />
      <Card>
        <CardContent className="space-y-4 pt-6 sm:pt-6">
          <CredentialJsonForm
            className="space-y-4"
            textareaClassName="min-h-48"
            labels={{ text: t.pasteLabel, file: t.pasteFile, submit: t.pasteCheck }}
            busy={verify.isPending}
            onInvalid={() => verify.reset()}
            onCredential={(credential) => {
              verify.mutate(credential);
              return null;
            }}
          />
          {verify.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(verify.error)}
            </p>
          )}
          {answer && (
            <div className="space-y-4" data-testid="verify-result">
              <div
                className={`flex items-start gap-3 rounded-xl p-4 ${answer.valid ? (known ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900') : 'bg-red-50 text-red-900'}`}
                role="status"
              >
                {answer.valid ? (
                  <BadgeCheck className="h-6 w-6 shrink-0" aria-hidden="true" />
                ) : (
                  <ShieldX className="h-6 w-6 shrink-0" aria-hidden="true" />
                )}
                <div>
                  <p className="text-lg font-semibold">
                    {answer.valid
                      ? known
                        ? t.valid
                        : t.genuineUnknown
                      : answer.reason === 'revoked'
                        ? t.revoked
                        : answer.reason === 'expired'
                          ? t.expired
                          : t.invalid}
                  </p>
                  <p className="text-sm [overflow-wrap:anywhere]">
                    {answer.valid
                      ? known
                        ? t.validText
                        : t.genuineUnknownText(answer.issuer?.id ?? '')
                      : answer.reason
                        ? t.reasons[answer.reason]
                        : t.invalidText}
                  </p>
                  {answer.revokedAt && (
                    <p className="text-sm">{t.revokedText(formatDate(answer.revokedAt))}</p>
                  )}
                  {answer.revokeReason && <p className="text-sm">{t.revokeReason(answer.revokeReason)}</p>}
                </div>
              </div>
              {answer.issuer && (
                <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
                  {answer.summary?.courseTitle && (
                    <>
                      <dt className="text-sm text-slate-600">{t.course}</dt>
                      <dd className="font-semibold break-words text-slate-900">
                        {answer.summary.courseTitle}
                      </dd>
                    </>
                  )}
                  {answer.summary?.learnerName && (
                    <>
                      <dt className="text-sm text-slate-600">{t.earnedBy}</dt>
                      <dd className="break-words text-slate-900">{answer.summary.learnerName}</dd>
                    </>
                  )}
                  <dt className="text-sm text-slate-600">{t.issuedBy}</dt>
                  <dd className="break-words text-slate-900">
                    <IssuerName name={answer.issuer.name} id={answer.issuer.id} trust={answer.issuerTrust} />
                  </dd>
                  {answer.summary?.issuedAt && (
                    <>
                      <dt className="text-sm text-slate-600">{t.issuedOn}</dt>
                      <dd className="text-slate-900">{formatDate(answer.summary.issuedAt)}</dd>
                    </>
                  )}
                  <dt className="text-sm text-slate-600">{t.issuerDid}</dt>
                  <dd className="font-mono text-xs break-all text-slate-800">{answer.issuer.id}</dd>
                </dl>
              )}
              <VerificationChecks checks={answer.checks} />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
