import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { section } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../ui/Dialog.tsx';
import { TextareaField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { credentialQuery, revokeCredential } from './api.ts';
import { CredentialFacts, CredentialNotFound, VerifyFrame } from './CredentialFacts.tsx';

const t = section((m) => m.credentials);

/** /verify/{id}: public, no login: who earned what, from whom, when, and whether it still stands. */
export default function VerifyPage() {
  const { id = '' } = useParams();
  const query = useQuery(credentialQuery(id));
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const revoke = useMutation({
    mutationFn: (why: string) => revokeCredential(id, why),
    onSuccess: () => {
      setRevoking(false);
      toast({ title: t.revokedToast });
      return queryClient.invalidateQueries({ queryKey: credentialQuery(id).queryKey });
    },
    onError: (err) => toast({ title: errorText(err), variant: 'destructive' }),
  });

  let body: React.ReactNode;
  if (query.isLoading) {
    body = <Skeleton className="h-64 w-full" />;
  } else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    body = <CredentialNotFound />;
  } else if (query.isError || !query.data) {
    body = <QueryError title={t.loadError} query={query} />;
  } else {
    const valid = query.data.status === 'valid';
    body = (
      <CredentialFacts id={id} answer={query.data}>
        {query.data.canRevoke && valid && (
          // The reason is asked in the app's own dialog (issue 46), never the browser's confirm box.
          <Dialog open={revoking} onOpenChange={setRevoking}>
            <Button variant="outline" disabled={revoke.isPending} onClick={() => setRevoking(true)}>
              {t.revoke}
            </Button>
            {revoking && (
              <DialogContent title={t.revoke} description={t.revokeConfirm}>
                <form
                  className="flex flex-col gap-4"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (reason.trim()) revoke.mutate(reason.trim());
                  }}
                >
                  <TextareaField
                    label={t.revokeReasonLabel}
                    hint={t.revokeReasonHint}
                    required
                    maxLength={500}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                    <DialogClose asChild>
                      <Button variant="outline">{t.cancel}</Button>
                    </DialogClose>
                    <Button type="submit" variant="destructive" disabled={revoke.isPending || !reason.trim()}>
                      {t.revokeSubmit}
                    </Button>
                  </div>
                </form>
              </DialogContent>
            )}
          </Dialog>
        )}
      </CredentialFacts>
    );
  }

  return <VerifyFrame>{body}</VerifyFrame>;
}
