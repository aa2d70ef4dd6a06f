import { type FormEvent, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input, inputClass, Textarea } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useResetSecondFactor } from './api.ts';
import { UserOptions, useUserCandidates } from './user-picker.tsx';

/**
 * Beheer → gebruiker → "Tweestapsverificatie resetten" (issue 47): for someone who lost phone and
 * recovery codes. The reason is required and lands in the audit log; the user is mailed and every
 * session and access token of theirs ends (DELETE /api/admin/users/{id}/mfa). The focus goes to the
 * result, or to the first field that needs attention.
 */
export function MfaResetControl() {
  const tr = t.admin.mfaReset;
  const { search, setSearch, candidates } = useUserCandidates();
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ user?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetSecondFactor();
  const userField = useRef<HTMLSelectElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      ...(userId ? {} : { user: tr.needUser }),
      ...(reason.trim() ? {} : { reason: tr.needReason }),
    };
    setProblem(found);
    if (found.user) return userField.current?.focus();
    if (found.reason) return reasonField.current?.focus();
    const chosen = candidates.find((u) => u.id === userId);
    reset.mutate(
      { id: userId, reason: reason.trim() },
      {
        onSuccess: () => {
          setDone(tr.done(chosen ? `${chosen.name} (${chosen.email})` : ''));
          setUserId('');
          setReason('');
        },
        onError: (err) => {
          const reasonError = err instanceof ApiError ? err.fieldErrors.reason : undefined;
          if (reasonError) {
            setProblem({ reason: reasonError });
            return reasonField.current?.focus();
          }
          toast({ title: tr.failed, description: errorText(err), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{tr.title}</CardTitle>
        <CardDescription>{tr.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {done && (
          <p
            ref={result}
            tabIndex={-1}
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-slate-900 outline-none"
          >
            {done}
          </p>
        )}
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={tr.title}>
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={tr.search}>
              {({ id }) => (
                <Input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
              )}
            </Field>
            <Field label={tr.user} error={problem.user}>
              {({ id, describedBy, invalid }) => (
                <select
                  ref={userField}
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  className={`${inputClass} h-10`}
                  value={userId}
                  onChange={(e) => {
                    setUserId(e.target.value);
                    if (problem.user) setProblem((p) => ({ ...p, user: undefined }));
                  }}
                >
                  <UserOptions candidates={candidates} choose={tr.choose} noResults={tr.noResults} />
                </select>
              )}
            </Field>
          </div>
          <Field label={tr.reason} hint={tr.reasonHint} error={problem.reason}>
            {({ id, describedBy, invalid }) => (
              <Textarea
                ref={reasonField}
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                maxLength={500}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  if (problem.reason) setProblem((p) => ({ ...p, reason: undefined }));
                }}
              />
            )}
          </Field>
          <Button type="submit" variant="destructive" className="self-start" disabled={reset.isPending}>
            {tr.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
