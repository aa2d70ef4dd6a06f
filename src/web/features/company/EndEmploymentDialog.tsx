import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { DialogContent } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toast.tsx';
import { useEndEmployment } from './api.ts';

/**
 * Employees can leave: the confirmation before either side ends a link. `talentId` set:
 * the company unlinks that employee; null: the talent ends the link with their own employer.
 */
export function EndEmploymentDialog({
  talentId,
  title,
  text,
  onDone,
}: {
  talentId: string | null;
  title: string;
  text: string;
  onDone: () => void;
}) {
  const e = t.company.employment;
  const end = useEndEmployment();
  return (
    <DialogContent title={title} description={text}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {e.cancel}
        </Button>
        <Button
          variant="destructive"
          disabled={end.isPending}
          onClick={() =>
            end.mutate(talentId, {
              onSuccess: () => {
                toast({ title: talentId ? e.unlinked : e.left });
                onDone();
              },
              onError: (err) =>
                toast({ title: e.failed, description: errorText(err), variant: 'destructive' }),
            })
          }
        >
          {talentId ? e.unlink : e.confirm}
        </Button>
      </div>
    </DialogContent>
  );
}
