import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LICENCE_LIMITS, LICENCE_TIERS, type LicenceTier } from '../../../domain/institute/licences.ts';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Dialog, DialogContent } from '../../ui/Dialog.tsx';
import { Field, TextareaField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { licenceQuery, useRequestLicence } from './api.ts';

const t = section((m) => m.courses.portal.settings);

/** The licence card of Instellingen: the real tier, status and use; Upgraden asks an admin. */
export function LicenceCard() {
  const query = useQuery(licenceQuery());
  const [open, setOpen] = useState(false);
  const l = query.data;
  const pending = l?.lastRequest?.status === 'pending' ? l.lastRequest : null;
  const declined = l?.lastRequest?.status === 'declined' ? l.lastRequest : null;
  return (
    <Card data-testid="licence-card">
      <CardHeader>
        <CardTitle>{t.licenceTitle}</CardTitle>
        {l && (
          <CardDescription>
            {t.tierName[l.tier]} · {t.price(l.limits.monthlyPriceEuros)}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {query.isPending && <Skeleton className="h-24 w-full" />}
        {query.isError && <QueryError query={query} title={t.loadFailed} compact />}
        {l && (
          <>
            <p className="flex items-center justify-between text-sm">
              <span className="text-slate-600">{t.status}</span>
              <Badge tone="green">{t.statusActive}</Badge>
            </p>
            <p className="text-sm text-slate-700">{t.usage(l.usage.activeCourses, l.limits.activeCourses)}</p>
            <p className="text-xs text-slate-600">{l.since ? t.since(formatDate(l.since)) : t.defaultTier}</p>
            {pending && (
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
                {t.pending(t.tierName[pending.tier])}
              </p>
            )}
            {declined && (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                {t.declined(t.tierName[declined.tier], declined.reason)}
              </p>
            )}
            <Button variant="outline" onClick={() => setOpen(true)} disabled={!!pending}>
              {t.upgrade}
            </Button>
            <Dialog open={open} onOpenChange={setOpen}>
              {open && <UpgradeDialog current={l.tier} onDone={() => setOpen(false)} />}
            </Dialog>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function UpgradeDialog({ current, onDone }: { current: LicenceTier; onDone: () => void }) {
  const choices = LICENCE_TIERS.filter((tier) => tier !== current);
  const [tier, setTier] = useState<LicenceTier>(choices[0]);
  const [note, setNote] = useState('');
  const request = useRequestLicence();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    request.mutate(
      { tier, note: note.trim() || null },
      {
        onSuccess: () => {
          toast({ title: t.sent, description: t.pending(t.tierName[tier]) });
          onDone();
        },
        onError: (err) => toast({ title: t.sendFailed, description: errorText(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <DialogContent title={t.upgradeTitle} description={t.upgradeText}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t.tierLabel}>
          {({ id }) => (
            <select
              id={id}
              value={tier}
              onChange={(e) => setTier(e.target.value as LicenceTier)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              {choices.map((c) => (
                <option key={c} value={c}>
                  {t.tierOption(
                    t.tierName[c],
                    t.price(LICENCE_LIMITS[c].monthlyPriceEuros),
                    t.coursesAllowed(LICENCE_LIMITS[c].activeCourses),
                  )}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextareaField
          label={t.note}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
