import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OoapiPreview } from '../../../contracts/ooapi.ts';
import { section } from '../../i18n/index.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { focusResult } from '../../ui/announce.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import {
  ooapiRunsQuery,
  ooapiSourceQuery,
  useImportOoapi,
  usePreviewOoapi,
  useSaveOoapiSource,
} from './ooapi-api.ts';

const t = section((m) => m.ooapi);

/** Instellingen: the institute's own Open Education API as the source of its courses (decision 326). */
export function OoapiSourceCard() {
  const source = useQuery(ooapiSourceQuery()).data?.source ?? null;
  const runs = useQuery(ooapiRunsQuery()).data ?? [];
  const [baseUrl, setBaseUrl] = useState('');
  const [token, setToken] = useState('');
  const [organisationId, setOrganisationId] = useState('');
  useEffect(() => {
    if (!source) return;
    setBaseUrl(source.baseUrl);
    setOrganisationId(source.organisationId ?? '');
  }, [source]);
  const save = useSaveOoapiSource();
  const preview = usePreviewOoapi();
  const importing = useImportOoapi();
  const saveButton = useRef<HTMLButtonElement>(null);
  const previewButton = useRef<HTMLButtonElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  /** A failure says so and gives the focus back to the button that was pressed (disabled meanwhile). */
  const failedAt = (button: React.RefObject<HTMLButtonElement | null>) => (err: unknown) => {
    toast({ title: t.failed, description: errorText(err), variant: 'destructive' });
    focusResult(() => button.current);
  };
  /** How many courses an import would archive, once it asked for confirmation (else null). */
  const [confirmArchive, setConfirmArchive] = useState<number | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // After a preview the keyboard and a screen reader continue at its result, not at the page's top.
  const showPreview = (plan: OoapiPreview) => {
    setConfirmArchive(plan.needsConfirmation ? plan.archive.length : null);
    focusResult(() => resultHeading.current, t.previewReady);
  };
  const runImport = (confirmed: boolean) =>
    importing.mutate(confirmed, {
      onSuccess: (r) => {
        preview.reset();
        setConfirmArchive(null);
        toast({ title: t.imported(r.created, r.updated, r.archived, r.skipped) });
        // The preview is gone; the import's run is the newest in the history below.
        focusResult('#ooapi-history');
      },
      onError: (err) => {
        if (err instanceof ApiError && err.problem?.code === 'ooapi.confirm_archive') {
          preview.mutate(undefined, {
            onSuccess: (plan) => {
              setConfirmArchive(plan.archive.length);
              focusResult(() => resultHeading.current);
            },
            onError: failedAt(importButton),
          });
          return;
        }
        failedAt(importButton)(err);
      },
    });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { baseUrl, organisationId: organisationId || null, ...(token ? { token } : {}) },
      {
        onSuccess: () => {
          setToken('');
          toast({ title: t.saved });
          focusResult(() => saveButton.current);
        },
        onError: failedAt(saveButton),
      },
    );
  };

  return (
    <Card data-testid="ooapi-source" className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="grid gap-3 md:grid-cols-2">
          <Field label={t.baseUrl} hint={t.baseUrlHint} className="md:col-span-2">
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                type="url"
                required
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.target.value)}
              />
            )}
          </Field>
          <Field label={t.token} hint={source?.hasToken ? t.tokenStored : t.tokenHint}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                type="password"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.target.value)}
              />
            )}
          </Field>
          <Field label={t.organisationId} hint={t.organisationHint}>
            {({ id, describedBy }) => (
              <Input
                id={id}
                aria-describedby={describedBy}
                value={organisationId}
                onChange={(e) => setOrganisationId(e.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2 md:col-span-2">
            <Button ref={saveButton} type="submit" disabled={save.isPending}>
              {t.save}
            </Button>
            <Button
              ref={previewButton}
              type="button"
              variant="outline"
              disabled={!source || preview.isPending}
              onClick={() =>
                preview.mutate(undefined, { onSuccess: showPreview, onError: failedAt(previewButton) })
              }
            >
              {t.preview}
            </Button>
            <Button
              ref={importButton}
              type="button"
              variant="outline"
              disabled={!source || importing.isPending}
              onClick={() => runImport(false)}
            >
              {t.import}
            </Button>
          </div>
        </form>
        {preview.data && (
          <div className="flex flex-col gap-3">
            <h3
              ref={resultHeading}
              tabIndex={-1}
              className="text-base font-semibold text-slate-900 outline-none"
            >
              {t.preview}
            </h3>
            {confirmArchive !== null && (
              <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
                <p className="font-semibold text-amber-900">{t.confirmTitle}</p>
                <p className="mt-1 text-amber-900">{t.confirmText(confirmArchive)}</p>
                <Button
                  type="button"
                  className="mt-2"
                  disabled={importing.isPending}
                  onClick={() => runImport(true)}
                >
                  {t.confirmImport}
                </Button>
              </div>
            )}
            <PreviewLists plan={preview.data} />
          </div>
        )}
        <section aria-labelledby="ooapi-history" className="flex flex-col gap-2">
          <h3 id="ooapi-history" className="text-sm font-semibold text-slate-900">
            {t.history}
          </h3>
          {runs.length === 0 && <p className="text-sm text-slate-600">{t.noRuns}</p>}
          <ul className="flex flex-col gap-2">
            {runs.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={r.status === 'ok' ? 'green' : 'red'}>
                    {r.status === 'ok' ? t.ok : t.failedRun}
                  </Badge>
                  <span className="text-slate-700">
                    {formatDate(r.startedAt)} · {r.trigger === 'manual' ? t.manual : t.scheduled}
                  </span>
                </div>
                <p className="mt-1 text-slate-600">
                  {r.error ?? t.counts(r.created, r.updated, r.archived, r.skipped)}
                </p>
                {r.skippedItems.length + r.notes.length > 0 && (
                  <details className="mt-1 text-slate-700">
                    <summary className="cursor-pointer">{t.details}</summary>
                    <ul className="mt-1 flex flex-col gap-1">
                      {r.skippedItems.map((s) => (
                        <li key={`s-${s.sourceId}`} className="break-words">
                          {s.title} — {s.reason}
                        </li>
                      ))}
                      {r.notes.map((n) => (
                        <li key={`n-${n.sourceId}-${n.note}`} className="break-words">
                          {n.title} — {n.note}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}

function PreviewLists({ plan }: { plan: OoapiPreview }) {
  const groups = [
    {
      key: 'create',
      title: t.create,
      items: plan.create.map((c) => ({ id: c.sourceId, text: c.title, note: t.runs(c.runs) })),
    },
    {
      key: 'update',
      title: t.update,
      items: plan.update.map((u) => ({
        id: u.sourceId,
        text: u.title,
        note: u.changes.map((c) => t.changes[c] ?? c).join(', '),
      })),
    },
    {
      key: 'archive',
      title: t.archive,
      items: plan.archive.map((a) => ({ id: a.sourceId, text: a.title, note: '' })),
    },
    {
      key: 'skipped',
      title: t.skipped,
      items: plan.skipped.map((s) => ({ id: s.sourceId, text: s.title, note: s.reason })),
    },
    {
      key: 'notes',
      title: t.notes,
      items: plan.notes.map((n, i) => ({ id: `${n.sourceId}-${i}`, text: n.title, note: n.note })),
    },
  ];
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="ooapi-preview">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`ooapi-${g.key}`} className="rounded-lg bg-slate-50 p-3">
          <h4 id={`ooapi-${g.key}`} className="text-sm font-semibold text-slate-900">
            {g.title} ({g.items.length})
          </h4>
          {g.items.length === 0 ? (
            <p className="text-sm text-slate-600">{t.nothing}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {g.items.map((i) => (
                <li key={i.id} className="break-words">
                  <span className="text-slate-900">{i.text}</span>
                  {i.note && <span className="text-slate-600"> — {i.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
