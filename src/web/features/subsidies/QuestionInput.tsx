import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Question } from '../../../contracts/subsidies.ts';
import { digitsOnly, Q } from '../../../domain/subsidies/index.ts';
import { t } from '../../i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { Input, inputClass } from '../../ui/Field.tsx';
import { SearchableSelect } from '../../ui/SearchableSelect.tsx';
import { municipalitySearchQuery } from './api.ts';

/** Placeholder and empty text of a searchable select: its own for municipality and for cao. */
function searchTexts(questionId: number) {
  const d = t.subsidies.dialog;
  if (questionId === Q.municipality)
    return { placeholder: d.municipalityPlaceholder, empty: d.municipalityEmpty };
  if (questionId === Q.cao) return { placeholder: d.caoPlaceholder, empty: d.caoEmpty };
  return { placeholder: d.searchPlaceholder, empty: d.searchEmpty };
}

const toBool = (v: unknown) =>
  v === true || v === 'true' ? 'true' : v === false || v === 'false' ? 'false' : '';

/** One question of the questionnaire as a labelled control; takes focus when its step opens. */
export function QuestionInput({
  question: q,
  value,
  onChange,
  error,
}: {
  question: Question;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | null;
}) {
  const id = useId();
  // The municipality list is searched on the server, which knows the common names.
  const [typed, setTyped] = useState('');
  const found = useQuery({
    ...municipalitySearchQuery(typed),
    enabled: q.id === Q.municipality && typed.trim() !== '',
  });
  const municipalitySearch = {
    onQueryChange: setTyped,
    matches: found.data?.map((m) => ({ value: m.code, label: m.name })),
  };
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [q.helpText ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const wrapper = useRef<HTMLDivElement>(null);
  const d = t.subsidies.dialog;

  useEffect(() => {
    const control = wrapper.current?.querySelector<HTMLElement>('input:checked, input, select');
    control?.focus();
  }, []);

  const title = (
    <>
      {q.text}
      {!q.required && <span className="ml-1 text-sm font-normal text-slate-500">{d.optional}</span>}
    </>
  );
  const help = q.helpText && (
    <p id={helpId} className="text-sm text-slate-600">
      {q.helpText}
    </p>
  );
  const errorText = error && (
    <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
  const str = typeof value === 'string' ? value : value == null ? '' : String(value);

  if (q.type === 'boolean' || q.type === 'radio') {
    // A boolean's answer is true/false; a radio's is one of its option values.
    const current = q.type === 'boolean' ? toBool(value) : typeof value === 'string' ? value : '';
    const choices =
      q.type === 'boolean'
        ? [
            { value: 'true', label: d.yes },
            { value: 'false', label: d.no },
          ]
        : q.options;
    return (
      <div ref={wrapper}>
        <fieldset className="space-y-3" aria-describedby={describedBy}>
          <legend className="mb-2 text-lg font-semibold text-slate-900">{title}</legend>
          {help}
          <div className="flex flex-wrap gap-3">
            {choices.map((c) => (
              <label
                key={c.value}
                className={cn(
                  'flex min-w-28 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  current === c.value
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-slate-300 text-slate-800',
                )}
              >
                <input
                  type="radio"
                  name={id}
                  value={c.value}
                  checked={current === c.value}
                  onChange={() => onChange(q.type === 'boolean' ? c.value === 'true' : c.value)}
                  className="h-4 w-4 accent-brand-600"
                />
                {c.label}
              </label>
            ))}
          </div>
          {errorText}
        </fieldset>
      </div>
    );
  }

  let control: ReactNode;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': !!error };
  if (q.type === 'searchable_select') {
    const texts = searchTexts(q.id);
    control = (
      <SearchableSelect
        id={id}
        options={q.options}
        value={str}
        onChange={onChange}
        placeholder={texts.placeholder}
        emptyText={texts.empty}
        describedBy={describedBy}
        invalid={!!error}
        {...(q.id === Q.municipality ? municipalitySearch : {})}
      />
    );
  } else if (q.type === 'select') {
    control = (
      <select
        {...common}
        value={str}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClass, 'h-10')}
      >
        <option value="">{d.selectPlaceholder}</option>
        {q.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (q.type === 'number') {
    control = (
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute top-2 left-3 text-sm text-slate-500">
          €
        </span>
        <Input
          {...common}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={d.incomePlaceholder}
          value={str}
          onChange={(e) => onChange(digitsOnly(e.target.value))}
          className="pl-8"
        />
      </div>
    );
  } else if (q.type === 'date') {
    control = (
      <Input
        {...common}
        type="date"
        min="1900-01-01"
        value={str}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    control = (
      <Input
        {...common}
        type={q.type === 'email' ? 'email' : 'text'}
        maxLength={200}
        placeholder={d.textPlaceholder}
        value={str}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div ref={wrapper} className="space-y-3">
      <label htmlFor={id} className="block text-lg font-semibold text-slate-900">
        {title}
      </label>
      {help}
      {control}
      {errorText}
    </div>
  );
}
