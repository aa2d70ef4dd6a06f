import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { inviteEmployeeBody } from '../../../contracts/company.ts';
import { t } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { InputField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { useInviteEmployee } from './api.ts';

const EMPTY = { email: '', position: '', department: '' };

/** Toevoegen: invites an existing talent by e-mail. Render inside a <Dialog>. */
export function InviteEmployeeDialog({ onDone }: { onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(inviteEmployeeBody), defaultValues: EMPTY });
  const invite = useInviteEmployee();
  const e = t.company.employees;
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast({ title: e.invitedToast, description: body.email });
        form.reset(EMPTY);
        onDone();
      },
      onError: (err) =>
        toast({
          title: e.inviteFailed,
          description: err instanceof ApiError ? err.serverMessage : errorText(err),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <DialogContent title={e.inviteTitle} description={e.inviteDescription}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <InputField
          label={e.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          label={e.position}
          error={errors.position?.message}
          maxLength={100}
          {...form.register('position')}
        />
        <InputField
          label={e.department}
          error={errors.department?.message}
          maxLength={100}
          {...form.register('department')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {e.cancel}
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {e.inviteSubmit}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
