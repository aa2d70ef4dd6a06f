import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type DeleteAccountBody, deleteAccountBody } from '../../../contracts/profile.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { downloadExport, useDeleteAccount } from './api.ts';

/** Beveiliging: the GDPR rights: download everything, delete the account with the password. */
export function PrivacyCard() {
  const tp = t.profile.privacy;
  const [busy, setBusy] = useState<'json' | 'html' | null>(null);
  const download = async (format: 'json' | 'html') => {
    setBusy(format);
    try {
      await downloadExport(format);
    } catch (err) {
      toast({ title: tp.downloadFailed, description: errorText(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{tp.title}</CardTitle>
        <CardDescription>{tp.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {/* A readable page besides the JSON file. */}
        <Button variant="outline" onClick={() => download('html')} disabled={busy !== null}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy === 'html' ? tp.downloading : tp.downloadHtml}
        </Button>
        <Button variant="outline" onClick={() => download('json')} disabled={busy !== null}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {busy === 'json' ? tp.downloading : tp.downloadJson}
        </Button>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {tp.delete}
            </Button>
          </DialogTrigger>
          <DialogContent title={tp.deleteTitle} description={tp.deleteText}>
            <DeleteAccountForm />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

function DeleteAccountForm() {
  const tp = t.profile.privacy;
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit((body) =>
    remove.mutate(body, {
      onSuccess: () => {
        // The confirmation forgets the session once it is shown (it needs none).
        navigate('/account-verwijderd', { replace: true, state: { accountDeleted: true } });
      },
      onError: (err) =>
        toast({
          title: tp.deleteFailed,
          description: err instanceof ApiError ? err.serverMessage : errorText(err),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <InputField
        label={tp.deletePassword}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="destructive" disabled={remove.isPending}>
        {tp.deleteConfirm}
      </Button>
    </form>
  );
}
