import {
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { t } from '../i18n/index.ts';
import { useSkillSuggestions } from '../lib/skill-suggestions.ts';
import { cn } from './cn.ts';
import { Field, Input } from './Field.tsx';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  fieldClassName?: string;
};

/** The comma-separated part the caret is in: its start, end and trimmed text. */
function partAt(value: string, caret: number) {
  const start = value.lastIndexOf(',', caret - 1) + 1;
  const comma = value.indexOf(',', caret);
  const end = comma === -1 ? value.length : comma;
  return { start, end, text: value.slice(start, end).trim() };
}

/**
 * A comma-separated skills field (course and vacancy forms) that suggests skills from the platform's
 * own list for the part being typed (decision 465), as a WAI-ARIA 1.2 combobox: arrow keys move,
 * Enter or a click puts the list's name in place of the typed part, Escape closes. Free text stays
 * allowed: Enter on a closed list, or any text not chosen, is left as typed. Works with
 * react-hook-form's `register` (a choice is written as an input event).
 */
export const SkillsField = forwardRef<HTMLInputElement, Props>(function SkillsField(
  { label, error, hint, fieldClassName, onChange, onBlur, onKeyDown, ...props },
  ref,
) {
  const e = t.evidence;
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  const listId = useId();
  const [part, setPart] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const suggestions = useSkillSuggestions(part);
  const shown = open ? suggestions : [];
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));
  const optionId = (i: number) => `${listId}-opt-${i}`;

  const follow = (input: HTMLInputElement) => {
    setPart(partAt(input.value, input.selectionStart ?? input.value.length).text);
    setActive(0);
    setOpen(true);
  };

  const choose = (name: string) => {
    const input = inner.current;
    if (!input) return;
    const { start, end } = partAt(input.value, input.selectionStart ?? input.value.length);
    const before = input.value.slice(0, start).trimEnd();
    const after = input.value.slice(end).replace(/^\s*,?\s*/, '');
    const chosen = `${before ? `${before} ` : ''}${name}, `;
    const next = `${chosen}${after}`;
    // Write it as typing would, so react-hook-form (and React) see the change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.setSelectionRange(chosen.length, chosen.length);
    setPart('');
    setOpen(false);
  };

  const keys = (ev: KeyboardEvent<HTMLInputElement>) => {
    if (ev.key === 'ArrowDown' && suggestions.length > 0) {
      ev.preventDefault();
      setOpen(true);
      setActive(open ? Math.min(activeIndex + 1, suggestions.length - 1) : 0);
    } else if (ev.key === 'ArrowUp' && open && shown.length > 0) {
      ev.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (ev.key === 'Enter' && shown.length > 0) {
      ev.preventDefault();
      choose(shown[activeIndex].name);
    } else if (ev.key === 'Escape' && shown.length > 0) {
      ev.preventDefault();
      ev.stopPropagation();
      setOpen(false);
    }
    onKeyDown?.(ev);
  };

  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <Input
            ref={inner}
            id={id}
            type="text"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete="off"
            onChange={(ev) => {
              follow(ev.currentTarget);
              onChange?.(ev);
            }}
            onBlur={(ev) => {
              setOpen(false);
              onBlur?.(ev);
            }}
            onKeyDown={keys}
            {...props}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={e.suggestions}
            hidden={shown.length === 0}
            className="absolute z-10 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {shown.map((s, i) => (
              <div
                key={s.name}
                id={optionId(i)}
                role="option"
                tabIndex={-1}
                aria-selected={i === activeIndex}
                onMouseDown={(ev) => {
                  ev.preventDefault();
                  choose(s.name);
                }}
                onMouseMove={() => setActive(i)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm text-slate-800',
                  i === activeIndex && 'bg-brand-50 text-brand-900',
                )}
              >
                {s.name}
                {s.via && <span className="ml-1 text-xs text-slate-600">({e.suggestionVia(s.via)})</span>}
              </div>
            ))}
          </div>
        </div>
      )}
    </Field>
  );
});
