import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind } from '../../../domain/documents/index.ts';
import { section } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/Card.tsx';
import { Field, Input, InputField } from '../../ui/Field.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { toast } from '../../ui/toast.tsx';
import { deleteDocument, documentsQuery, documentUrl, documentUsageQuery, uploadDocument } from './api.ts';

const t = section((m) => m.credentials);

/** The learner's own documents ("Zelf toegevoegd, niet geverifieerd") with an upload form. */
export function DocumentsPanel() {
  const query = useQuery(documentsQuery());
  const usage = useQuery(documentUsageQuery());
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<DocumentKind>('certificate');
  const [error, setError] = useState<{ title?: string; file?: string }>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentsQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: documentUsageQuery().queryKey }),
    ]);

  const upload = useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => {
      toast({ title: t.uploaded });
      setTitle('');
      if (fileRef.current) fileRef.current.value = '';
      return refresh();
    },
    onError: (err) => toast({ title: errorText(err), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => {
      toast({ title: t.deleted });
      return refresh();
    },
    onError: (err) => toast({ title: errorText(err), variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const file = fileRef.current?.files?.[0];
    const next = {
      title: title.trim() ? undefined : t.titleRequired,
      file: !file ? t.chooseFile : file.size > DOCUMENT_MAX_BYTES ? t.tooLarge : undefined,
    };
    setError(next);
    if (next.title || next.file || !file) return;
    upload.mutate({ kind, title: title.trim(), file });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.documentsTitle}</CardTitle>
        <CardDescription>{t.documentsHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {query.isLoading && <Skeleton className="h-16 w-full" />}
        {query.isError && <QueryError title={t.loadError} query={query} />}
        {usage.data && (
          <p className="text-sm text-slate-600" data-testid="document-usage">
            {t.usage(usage.data.count, usage.data.maxCount, usage.data.bytes, usage.data.maxBytes)}
          </p>
        )}
        {query.data && query.data.length === 0 && <p className="text-sm text-slate-600">{t.noDocuments}</p>}
        {query.data && query.data.length > 0 && (
          <ul className="space-y-3">
            {query.data.map((d) => (
              <li
                key={d.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{d.title}</p>
                  <p className="text-sm text-slate-600">
                    {t.kinds[d.kind]} · {formatDate(d.createdAt)}
                  </p>
                  <Badge tone="amber" className="mt-1">
                    {t.selfAdded}
                  </Badge>
                </div>
                <div className="flex gap-2">
                  <a href={documentUrl(d.id)} download className={buttonClass('outline', 'sm')}>
                    <Download className="h-4 w-4" aria-hidden="true" />
                    {t.download}
                    <span className="sr-only">: {d.title}</span>
                  </a>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(d.id)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t.delete}
                    <span className="sr-only">: {d.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2" noValidate>
          <h3 className="font-semibold text-slate-900 sm:col-span-2">{t.uploadTitle}</h3>
          <InputField
            label={t.docTitle}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={error.title}
            maxLength={200}
          />
          <Field label={t.docKind}>
            {({ id }) => (
              <select
                id={id}
                value={kind}
                onChange={(e) => setKind(DOCUMENT_KINDS.find((k) => k === e.target.value) ?? 'certificate')}
                className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
              >
                {DOCUMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t.kinds[k]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.docFile} error={error.file} className="sm:col-span-2">
            {({ id, describedBy, invalid }) => (
              <Input
                ref={fileRef}
                id={id}
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={upload.isPending}>
              {t.upload}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
