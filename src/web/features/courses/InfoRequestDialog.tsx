import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { section } from '../../i18n/index.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog.tsx';
import { Field, Textarea } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { myInfoRequestQuery, useSendInfoRequest } from './api.ts';
import { serverText } from './server-text.ts';

const t = section((m) => m.courses.detail);
const tRough = section((m) => m.courses.rough);

/** Meer informatie aanvragen: a signed-in user's question to the institute (CourseActions loads it lazily). */
export default function InfoRequestDialog({ courseId }: { courseId: number }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const sent = useQuery(myInfoRequestQuery(courseId));
  const send = useSendInfoRequest(courseId);
  const submit = () =>
    send.mutate(message.trim() || null, {
      onSuccess: (res) => {
        toast({ title: t.infoSent, description: res?.message });
        setOpen(false);
        setMessage('');
      },
      onError: (err) => toast({ title: t.infoFailed, description: serverText(err), variant: 'destructive' }),
    });
  if (sent.data?.open && sent.data.createdAt) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" role="status">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {tRough.infoAlreadySent(formatDate(sent.data.createdAt))}
      </p>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{t.moreInfo}</Button>
      </DialogTrigger>
      <DialogContent title={t.moreInfo} description={t.infoDialogText}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label={t.infoMessage}>
            {({ id }) => (
              <Textarea
                id={id}
                value={message}
                maxLength={2000}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={send.isPending}>
            {t.infoSubmit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
