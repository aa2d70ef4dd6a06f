import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createPostBody, POST_MAX_LENGTH, POST_TYPES } from '../../../contracts/community.ts';
import { t } from '../../i18n/index.ts';
import { errorText } from '../../lib/api.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardContent } from '../../ui/Card.tsx';
import { Field, inputClass, TextareaField } from '../../ui/Field.tsx';
import { toast } from '../../ui/toast.tsx';
import { enrollmentsQuery } from '../courses/index.ts';
import { useCommunityMutations } from './api.ts';

type Values = z.input<typeof createPostBody>;

/** Write a post: kind, plain text (≤ 2,000), optionally one of your own courses. */
export function PostComposer() {
  const tc = t.community.composer;
  const enrollments = useQuery(enrollmentsQuery());
  const { createPost } = useCommunityMutations();
  const form = useForm<Values>({
    resolver: zodResolver(createPostBody),
    defaultValues: { type: 'tip', content: '', courseId: null },
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const submit = form.handleSubmit((values) =>
    createPost.mutate(values, {
      onSuccess: () => {
        toast({ title: tc.posted });
        form.reset({ type: values.type, content: '', courseId: null });
      },
      onError: (err) => toast({ title: tc.failed, description: errorText(err), variant: 'destructive' }),
    }),
  );
  const errors = form.formState.errors;
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={tc.title}>
          <h2 className="text-base font-semibold text-slate-900">{tc.title}</h2>
          <TextareaField
            label={tc.content}
            placeholder={tc.placeholder}
            maxLength={POST_MAX_LENGTH}
            error={errors.content?.message}
            hint={tc.counter(content.length, POST_MAX_LENGTH)}
            {...form.register('content')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={tc.type} error={errors.type?.message}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={`${inputClass} h-10`}
                  {...form.register('type')}
                >
                  {POST_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t.community.postTypes[type]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={tc.course} error={errors.courseId?.message}>
              {({ id, describedBy }) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={`${inputClass} h-10`}
                  {...form.register('courseId', { setValueAs: (v) => (v ? Number(v) : null) })}
                >
                  <option value="">{tc.noCourse}</option>
                  {(enrollments.data ?? []).map((e) => (
                    <option key={e.courseId} value={e.courseId}>
                      {e.course.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={createPost.isPending}>
              {createPost.isPending ? tc.submitting : tc.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
